/** Test fixture (not a test file): a complete, valid add-event form, for the rule tests beside it. */
import { EMPTY_FORM, type SubmissionFormValues } from './form-values';

export const VALID_FORM: SubmissionFormValues = {
  ...EMPTY_FORM,
  title: 'Concierto en la plaza',
  startDate: '20/06/2030',
  startTime: '20:00',
  town: 'bilbao',
  categories: ['musica'],
  description: 'Un concierto al aire libre para todos.',
  address: 'Plaza Nueva 1',
  acceptTerms: true,
};
