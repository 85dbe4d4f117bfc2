import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FunctionCallError } from '@/lib/function-call';
import type * as SubmitModule from '../api/submit-event';
import { submitEvent, type SubmitEventResult } from '../api/submit-event';
import { field, fill, fillValid, renderForm, SUBMIT, submitButton } from './form-test-utils';

// Large forms and lazy chunks: on a loaded machine these tests need more than the default waits.
vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 5_000 });

vi.mock('../api/submit-event', async (importOriginal) => ({
  ...(await importOriginal<typeof SubmitModule>()),
  submitEvent: vi.fn(),
}));

const NOW = new Date('2030-06-15T10:00:00Z');
const GENERIC = 'Hubo un error al enviar tu evento. Por favor, inténtalo de nuevo más tarde.';
const OK: SubmitEventResult = { ok: true, id: 'sub-1', status: 'pending', message: 'ok' };

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
  vi.mocked(submitEvent).mockReset();
});

describe('sending', () => {
  it('sends exactly the description payload (plus honeypot, fill time, subcategory and site city)', async () => {
    vi.mocked(submitEvent).mockResolvedValue(OK);
    const user = userEvent.setup({ delay: null });
    renderForm();
    await fillValid(user);
    fill('Fecha de fin (opcional)', '21/06/2030');
    fill('Hora de fin (opcional)', '01:30');
    await user.selectOptions(field('Barrio o zona (opcional)'), 'casco-viejo');
    fill('Cómo llegar (opcional)', 'Metro: Casco Viejo');
    await user.click(screen.getByRole('checkbox', { name: 'Fiestas y festivales' }));
    await user.selectOptions(field('Subcategoría (opcional)'), 'jazz');
    fill('Organizador (opcional)', 'Peña Txori');
    fill('Recomendaciones (opcional)', 'Pintxos en la barra del propio bar');
    fill('Precio', '10-20 €');
    fill('Enlace del evento (opcional)', 'https://example.org/concierto');
    await user.click(screen.getByRole('checkbox', { name: 'Quiero destacar mi evento' }));
    fill('Tu nombre (opcional)', 'Ane');
    fill('Tu email (opcional)', 'ane@example.org');
    await user.click(submitButton());

    expect(submitEvent).toHaveBeenCalledTimes(1);
    expect(vi.mocked(submitEvent).mock.calls[0]?.[0]).toEqual({
      title: 'Concierto en la plaza',
      category_id: ['musica', 'fiestas'],
      subcategory: ['jazz'],
      description: 'Un concierto al aire libre para todo el barrio.',
      start_date: '2030-06-20',
      end_date: '2030-06-21',
      start_time: '20:00',
      end_time: '01:30',
      venue: 'Plaza Nueva 1',
      town: 'bilbao',
      recomendaciones: 'Pintxos en la barra del propio bar',
      neighborhood: 'casco-viejo',
      price: 10,
      is_free: false,
      organizer: 'Peña Txori',
      info_url: 'https://example.org/concierto',
      ticket_url: 'https://example.org/concierto',
      como_llegar: 'Metro: Casco Viejo',
      wants_featured: true,
      submitted_by_name: 'Ane',
      submitted_by_email: 'ane@example.org',
      website: '',
      form_started_at: NOW.getTime(),
      city_id: 'bilbao',
    });
  });

  it('a typed town and a free event: town is the text, no price', async () => {
    vi.mocked(submitEvent).mockResolvedValue(OK);
    const user = userEvent.setup({ delay: null });
    renderForm();
    await fillValid(user, { skip: ['town'] });
    await user.selectOptions(field('Localidad'), 'otro');
    fill('Escribe la localidad', 'Sopela');
    fill('Precio', '15');
    await user.click(screen.getByRole('checkbox', { name: 'Es un evento gratuito' }));
    await user.click(submitButton());
    expect(vi.mocked(submitEvent).mock.calls[0]?.[0]).toMatchObject({
      town: 'Sopela',
      neighborhood: null,
      price: null,
      is_free: true,
    });
  });

  it('while sending the button says Enviando... and is disabled; success toasts and clears the form', async () => {
    const call = deferred<SubmitEventResult>();
    vi.mocked(submitEvent).mockReturnValue(call.promise);
    const user = userEvent.setup({ delay: null });
    renderForm();
    await fillValid(user);
    await user.click(submitButton());
    const busy = await screen.findByRole('button', { name: 'Enviando...' });
    expect(busy).toBeDisabled();
    await user.click(busy);
    expect(submitEvent).toHaveBeenCalledTimes(1);

    call.resolve(OK);
    // Sonner keeps its toasts in a module-level store: earlier tests' toasts may still be listed.
    expect((await screen.findAllByText('Evento enviado con éxito')).length).toBeGreaterThan(0);
    expect(screen.getAllByText('Nuestro equipo lo revisará y lo publicará pronto.').length).toBeGreaterThan(
      0,
    );
    expect(await screen.findByRole('button', { name: SUBMIT })).toBeEnabled();
    expect(field('Nombre del evento')).toHaveValue('');
    expect(field('Localidad')).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: 'Música' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Acepto las/ })).not.toBeChecked();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('failure keeps the form', () => {
  it('shows the failure message and re-enables the button', async () => {
    vi.mocked(submitEvent).mockRejectedValue(new Error('Failed to fetch'));
    const user = userEvent.setup({ delay: null });
    renderForm();
    await fillValid(user);
    await user.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(GENERIC);
    expect(screen.getByRole('button', { name: SUBMIT })).toBeEnabled();
    expect(field('Nombre del evento')).toHaveValue('Concierto en la plaza');
    expect(field('Fecha de inicio')).toHaveValue('20/06/2030');
    expect(screen.getByRole('checkbox', { name: 'Música' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Acepto las/ })).toBeChecked();

    vi.mocked(submitEvent).mockResolvedValue(OK);
    await user.click(submitButton());
    await waitFor(() => expect(submitEvent).toHaveBeenCalledTimes(2));
  });

  it("marks the server's field errors beside the fields and keeps what was typed", async () => {
    vi.mocked(submitEvent).mockRejectedValue(
      new FunctionCallError('x', 400, 'La fecha de fin no puede ser anterior a hoy.', {
        end_date: 'Fecha de fin mal',
        venue: 'Dirección mal',
        info_url: 'El enlace debe empezar por https://',
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderForm();
    await fillValid(user);
    fill('Enlace del evento (opcional)', 'example.org');
    await user.click(submitButton());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(GENERIC);
    expect(alert).toHaveTextContent('La fecha de fin no puede ser anterior a hoy.');
    for (const [label, message] of [
      ['Fecha de fin (opcional)', 'Fecha de fin mal'],
      ['Dirección exacta', 'Dirección mal'],
      ['Enlace del evento (opcional)', 'El enlace debe empezar por https://'],
    ] as const) {
      expect(field(label)).toHaveAttribute('aria-invalid', 'true');
      expect(field(label)).toHaveAccessibleDescription(expect.stringContaining(message));
    }
    expect(field('Dirección exacta')).toHaveValue('Plaza Nueva 1');
    expect(field('Enlace del evento (opcional)')).toHaveValue('example.org');
    expect(submitButton()).toBeEnabled();
  });

  it("a rate limit (429) shows the server's message", async () => {
    const message = 'Has enviado demasiados eventos en poco tiempo. Espera una hora e inténtalo de nuevo.';
    vi.mocked(submitEvent).mockRejectedValue(new FunctionCallError(message, 429, message, {}));
    const user = userEvent.setup({ delay: null });
    renderForm();
    await fillValid(user);
    await user.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(field('Nombre del evento')).toHaveValue('Concierto en la plaza');
  });
});
