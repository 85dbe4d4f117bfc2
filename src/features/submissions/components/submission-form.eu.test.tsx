import { configure, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setPageLocale } from '@/i18n/locale';
import { monthlyRhythm, publishPreview, seriesDayLabel, WEEKDAY_OPTIONS } from '../domain/form-series';
import { renderForm } from './form-test-utils';

vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 5_000 });

describe('the add-event form in Basque', () => {
  beforeEach(() => setPageLocale('eu'));
  afterEach(() => setPageLocale('es'));

  it('shows its heading, labels, picture field and submit button in Basque', () => {
    renderForm();
    expect(screen.getByRole('heading', { level: 1, name: 'Partekatu zure ekitaldia' })).toBeInTheDocument();
    expect(screen.getByLabelText('Ekitaldiaren izena')).toBeInTheDocument();
    expect(screen.getByLabelText('Ekitaldiaren kartela edo argazkia (aukerakoa)')).toHaveAttribute(
      'type',
      'file',
    );
    expect(screen.getByRole('radio', { name: 'Astero' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Aukeratu amaiera-data egutegian' })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Partekatu nire ekitaldia komunitatearekin' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Comparte tu evento')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Cartel o foto del evento (opcional)')).not.toBeInTheDocument();
  });

  it("shows the form's own validation messages in Basque", async () => {
    const user = userEvent.setup({ delay: null });
    renderForm();
    fireEvent.change(screen.getByLabelText('Hasiera-ordua'), { target: { value: '25:00' } });
    await user.click(screen.getByRole('button', { name: 'Partekatu nire ekitaldia komunitatearekin' }));
    expect(screen.getAllByText('Eremu hau derrigorrezkoa da.').length).toBeGreaterThan(0);
    expect(screen.getByText('Aukeratu kategoria bat gutxienez.')).toBeInTheDocument();
    expect(screen.queryByText('Este campo es obligatorio.')).not.toBeInTheDocument();
  });

  it('names weekdays, the monthly rhythm and the dates to publish in Basque', () => {
    expect(WEEKDAY_OPTIONS.map((o) => o.label)).toEqual([
      'Astelehena',
      'Asteartea',
      'Asteazkena',
      'Osteguna',
      'Ostirala',
      'Larunbata',
      'Igandea',
    ]);
    expect(monthlyRhythm('2030-06-01')).toBe('hilabete bakoitzeko lehen larunbata');
    expect(seriesDayLabel('2030-12-05')).toBe('abe. 5 (og.)');
    expect(publishPreview(['2030-06-01', '2030-06-08'])).toBe(
      'Data hauetarako argitaratuko da: eka. 1 (lr.), eka. 8 (lr.) (2 data)',
    );
  });
});
