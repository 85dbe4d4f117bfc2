/** Test helpers for the add-event form (not a test file: imported by the *.test.tsx beside it). */
import { fireEvent, screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { AppToaster } from '@/components/ui/app-toaster';
import { renderWithProviders } from '../../../../tests/utils/render';
import { AddEventPage } from './add-event-page';

export const SUBMIT = 'Compartir mi evento con la comunidad';

export function renderForm() {
  return renderWithProviders(
    <>
      <AddEventPage />
      <AppToaster />
    </>,
    { path: '/add-event' },
  );
}

export const field = (label: string | RegExp) => screen.getByLabelText(label);

/** Types into a text, date-as-text or time input (a change event, as the browser sends it). */
export function fill(label: string | RegExp, value: string) {
  fireEvent.change(field(label), { target: { value } });
}

export interface ValidFill {
  skip?: readonly string[];
}

/** Fills every mandatory field with a valid value (start 20/06/2030, Bilbao, Música), terms accepted. */
export async function fillValid(user: UserEvent, { skip = [] }: ValidFill = {}) {
  if (!skip.includes('title')) fill('Nombre del evento', 'Concierto en la plaza');
  if (!skip.includes('startDate')) fill('Fecha de inicio', '20/06/2030');
  if (!skip.includes('startTime')) fill('Hora de inicio', '20:00');
  if (!skip.includes('town')) await user.selectOptions(field('Localidad'), 'bilbao');
  if (!skip.includes('categories')) await user.click(screen.getByRole('checkbox', { name: 'Música' }));
  if (!skip.includes('description')) fill('Descripción', 'Un concierto al aire libre para todo el barrio.');
  if (!skip.includes('address')) fill('Dirección exacta', 'Plaza Nueva 1');
  if (!skip.includes('terms')) await user.click(screen.getByRole('checkbox', { name: /Acepto las/ }));
}

export const submitButton = () => screen.getByRole('button', { name: SUBMIT });
