import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setPageLocale } from '@/i18n/locale';
import { validateSubmissionForm } from './form-rules';
import { VALID_FORM } from './form-fixtures';
import { EMPTY_FORM } from './form-values';

const TODAY = '2030-06-15';

describe("the shared rules' messages on a Basque page", () => {
  beforeEach(() => setPageLocale('eu'));
  afterEach(() => setPageLocale('es'));

  it('names the missing fields in Basque', () => {
    const message = validateSubmissionForm({ ...EMPTY_FORM }, TODAY)?.message;
    expect(message).toBe(
      'Mesedez, berrikusi derrigorrezko eremu hauek: Ekitaldiaren izena, Hasiera-data, Hasiera-ordua, Herria, Kategoriak, Deskribapena (gutxienez 15 karaktere), Helbidea',
    );
    expect(message).not.toContain('Por favor');
  });

  it("says the dates' problems in Basque", () => {
    const past = validateSubmissionForm({ ...VALID_FORM, startDate: '01/06/2030' }, TODAY);
    expect(past?.fields.startDate).toMatch(/^Ekitaldiaren data ezin da gaur baino lehenagokoa izan\./);
    const before = validateSubmissionForm(
      { ...VALID_FORM, startDate: '20/06/2030', endDate: '18/06/2030' },
      TODAY,
    );
    expect(before?.fields.endDate).toBe(
      'Amaiera-data ezin da hasiera-data baino lehenagokoa izan. Berrikusi ekitaldiaren datak.',
    );
  });
});
