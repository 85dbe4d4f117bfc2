import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as SubmitModule from '../api/submit-event';
import { submitEvent } from '../api/submit-event';
import { field, fill, fillValid, renderForm, submitButton } from './form-test-utils';

// Large forms and lazy chunks: on a loaded machine these tests need more than the default waits.
vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 5_000 });

vi.mock('../api/submit-event', async (importOriginal) => ({
  ...(await importOriginal<typeof SubmitModule>()),
  submitEvent: vi.fn(),
}));

const PREFIX = 'Por favor, revisa los siguientes campos obligatorios: ';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  // 15 June 2030, 12:00 in Madrid.
  vi.setSystemTime(new Date('2030-06-15T10:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
  vi.mocked(submitEvent).mockReset();
});

describe('missing fields', () => {
  it('an empty form lists every mandatory field', async () => {
    const user = userEvent.setup({ delay: null });
    renderForm();
    await user.click(submitButton());
    expect(screen.getByRole('alert')).toHaveTextContent(
      `${PREFIX}Nombre del evento, Fecha de inicio, Hora de inicio, Localidad, Categorías, Descripción (mínimo 15 caracteres), Dirección`,
    );
    expect(submitEvent).not.toHaveBeenCalled();
  });

  it.each([
    ['title', 'Nombre del evento', 'Nombre del evento'],
    ['startDate', 'Fecha de inicio', 'Fecha de inicio'],
    ['startTime', 'Hora de inicio', 'Hora de inicio'],
    ['town', 'Localidad', 'Localidad'],
    ['description', 'Descripción', 'Descripción (mínimo 15 caracteres)'],
    ['address', 'Dirección exacta', 'Dirección'],
  ])('%s', async (skip, label, name) => {
    const user = userEvent.setup({ delay: null });
    renderForm();
    await fillValid(user, { skip: [skip] });
    await user.click(submitButton());
    expect(screen.getByRole('alert')).toHaveTextContent(`${PREFIX}${name}`);
    const input = field(label);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(expect.stringContaining('obligatorio'));
    expect(submitEvent).not.toHaveBeenCalled();
  });

  it('categories', async () => {
    const user = userEvent.setup({ delay: null });
    renderForm();
    await fillValid(user, { skip: ['categories'] });
    await user.click(submitButton());
    expect(screen.getByRole('alert')).toHaveTextContent(`${PREFIX}Categorías`);
    expect(screen.getByRole('group', { name: /Categorías/ })).toHaveAccessibleDescription(
      'Elige al menos una categoría.',
    );
  });

  it('a description under 15 characters counts as missing', async () => {
    const user = userEvent.setup({ delay: null });
    renderForm();
    await fillValid(user);
    fill('Descripción', 'Muy corta aquí');
    await user.click(submitButton());
    expect(screen.getByRole('alert')).toHaveTextContent(`${PREFIX}Descripción (mínimo 15 caracteres)`);
    expect(field('Descripción')).toHaveAccessibleDescription(
      expect.stringContaining('al menos 15 caracteres'),
    );
  });

  it("'Otra, especificar' needs the typed town", async () => {
    const user = userEvent.setup({ delay: null });
    renderForm();
    await fillValid(user, { skip: ['town'] });
    await user.selectOptions(field('Localidad'), 'otro');
    await user.click(submitButton());
    expect(screen.getByRole('alert')).toHaveTextContent(`${PREFIX}Localidad`);
    expect(field('Escribe la localidad')).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('dates (today is 15/06/2030)', () => {
  it.each([
    [
      'start before today',
      { 'Fecha de inicio': '14/06/2030' },
      'Fecha de inicio',
      'La fecha del evento no puede ser anterior a hoy. ¡Elige una fecha futura para que todos puedan disfrutar!',
    ],
    [
      'end before today',
      { 'Fecha de fin (opcional)': '10/06/2030' },
      'Fecha de fin (opcional)',
      'La fecha de fin no puede ser anterior a hoy. ¡Elige una fecha futura para que todos puedan disfrutar!',
    ],
    [
      'end before start',
      { 'Fecha de fin (opcional)': '19/06/2030' },
      'Fecha de fin (opcional)',
      'La fecha de fin no puede ser anterior a la fecha de inicio. Revisa las fechas de tu evento.',
    ],
  ])('%s', async (_case, values, label, message) => {
    const user = userEvent.setup({ delay: null });
    renderForm();
    await fillValid(user);
    for (const [l, v] of Object.entries(values)) fill(l, v);
    await user.click(submitButton());
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(field(label)).toHaveAttribute('aria-invalid', 'true');
    expect(field(label)).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(submitEvent).not.toHaveBeenCalled();
  });

  it('today is a valid start date', async () => {
    vi.mocked(submitEvent).mockResolvedValue({ ok: true, id: 'x', status: 'pending', message: '' });
    const user = userEvent.setup({ delay: null });
    renderForm();
    await fillValid(user);
    fill('Fecha de inicio', '15/06/2030');
    await user.click(submitButton());
    expect(submitEvent).toHaveBeenCalledTimes(1);
  });
});

describe('resets', () => {
  it('changing the city resets the neighbourhood and the custom city', async () => {
    const user = userEvent.setup({ delay: null });
    renderForm();
    await user.selectOptions(field('Localidad'), 'bilbao');
    await user.selectOptions(field('Barrio o zona (opcional)'), 'deusto');
    await user.selectOptions(field('Localidad'), 'getxo');
    expect(field('Barrio o zona (opcional)')).toHaveValue('');
    await user.selectOptions(field('Localidad'), 'otro');
    expect(screen.queryByLabelText('Barrio o zona (opcional)')).not.toBeInTheDocument();
    fill('Escribe la localidad', 'Sopela');
    await user.selectOptions(field('Localidad'), 'bilbao');
    await user.selectOptions(field('Localidad'), 'otro');
    expect(field('Escribe la localidad')).toHaveValue('');
  });

  it('changing the categories resets the subcategory; chips remove categories', async () => {
    const user = userEvent.setup({ delay: null });
    renderForm();
    await user.click(screen.getByRole('checkbox', { name: 'Música' }));
    await user.selectOptions(field('Subcategoría (opcional)'), 'jazz');
    await user.click(screen.getByRole('checkbox', { name: 'Cine' }));
    expect(field('Subcategoría (opcional)')).toHaveValue('');
    const options = within(field('Subcategoría (opcional)') as HTMLElement).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toContain('Cine independiente');
    const chips = screen.getByRole('list', { name: 'Categorías elegidas' });
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Música', 'Cine']);
    await user.selectOptions(field('Subcategoría (opcional)'), 'jazz');
    await user.click(screen.getByRole('button', { name: 'Quitar categoría: Música' }));
    expect(screen.getByRole('checkbox', { name: 'Música' })).not.toBeChecked();
    expect(field('Subcategoría (opcional)')).toHaveValue('');
  });

  it('ticking free clears and hides the price', async () => {
    const user = userEvent.setup({ delay: null });
    renderForm();
    fill('Precio', '15 €');
    await user.click(screen.getByRole('checkbox', { name: 'Es un evento gratuito' }));
    expect(screen.queryByLabelText('Precio')).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Es un evento gratuito' }));
    expect(field('Precio')).toHaveValue('');
  });
});

describe('terms and honeypot', () => {
  it('the terms are required natively; nothing is sent without them', async () => {
    const user = userEvent.setup({ delay: null });
    renderForm();
    await fillValid(user, { skip: ['terms'] });
    const terms = screen.getByRole('checkbox', { name: /Acepto las/ });
    expect(terms).toBeRequired();
    expect(screen.getByRole('form', { name: 'Añadir evento' })).toHaveAttribute('novalidate');
    await user.click(submitButton());
    expect(terms).toHaveAccessibleDescription('Debes aceptar las condiciones de uso');
    expect(submitEvent).not.toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'condiciones de uso' })).toHaveAttribute('href', '/terminos');
  });

  it('the honeypot is out of reach', () => {
    const { container } = renderForm();
    const trap = container.querySelector('input[name="website"]');
    expect(trap).toHaveAttribute('tabindex', '-1');
    expect(trap).toHaveAttribute('autocomplete', 'off');
    expect(trap).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('textbox', { name: 'Sitio web' })).not.toBeInTheDocument();
  });
});
