import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installDomStubs } from '@/features/listing/components/test-support';
import { FunctionCallError } from '@/lib/function-call';
import type * as SubmitModule from '../api/submit-event';
import { submitEvent, type SubmitEventResult } from '../api/submit-event';
import { field, fill, fillValid, renderForm, submitButton } from './form-test-utils';

// Large forms and lazy chunks: on a loaded machine these tests need more than the default waits.
vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 5_000 });

vi.mock('../api/submit-event', async (importOriginal) => ({
  ...(await importOriginal<typeof SubmitModule>()),
  submitEvent: vi.fn(),
}));

const OK: SubmitEventResult = { ok: true, id: 'sub-1', status: 'pending', message: 'ok' };
const group = () => screen.getByRole('group', { name: '¿Se repite?' });
const radio = (name: string | RegExp) => within(group()).getByRole('radio', { name });
const weekday = (name: string) => within(group()).getByRole('checkbox', { name });

beforeEach(() => {
  installDomStubs();
  vi.useFakeTimers({ toFake: ['Date'] });
  // 15 June 2030, 12:00 in Madrid.
  vi.setSystemTime(new Date('2030-06-15T10:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
  vi.mocked(submitEvent).mockReset();
});

describe('¿Se repite?', () => {
  it('a single event by default: no series fields, the end date offered', async () => {
    vi.mocked(submitEvent).mockResolvedValue(OK);
    const user = userEvent.setup({ delay: null });
    renderForm();
    expect(radio('No')).toBeChecked();
    expect(field('Fecha de fin (opcional)')).toBeInTheDocument();
    await fillValid(user);
    await user.click(submitButton());
    expect(vi.mocked(submitEvent).mock.calls[0]?.[0]).not.toHaveProperty('recurrence_rule');
  });

  it('every week on Thursdays until a day: the preview counts the dates and the payload carries the rule', async () => {
    vi.mocked(submitEvent).mockResolvedValue(OK);
    const user = userEvent.setup({ delay: null });
    renderForm();
    await fillValid(user);
    // 18 June 2030 is a Tuesday: its weekday comes ticked.
    fill('Fecha de inicio', '18/06/2030');
    await user.click(radio('Cada semana'));
    expect(weekday('Martes')).toBeChecked();
    await user.click(weekday('Martes'));
    await user.click(weekday('Jueves'));
    fill('Hasta', '05/09/2030');

    expect(
      screen.getByText(
        'Se publicará para: jue 20 jun, jue 27 jun, jue 4 jul, jue 11 jul, jue 18 jul, … (12 fechas)',
      ),
    ).toBeInTheDocument();
    // A series has no end date: the field gives way to a note.
    expect(screen.queryByLabelText('Fecha de fin (opcional)')).not.toBeInTheDocument();
    expect(screen.getByText(/no se usa en un evento que se repite/)).toBeInTheDocument();

    await user.click(submitButton());
    expect(vi.mocked(submitEvent).mock.calls[0]?.[0]).toMatchObject({
      start_date: '2030-06-20',
      end_date: null,
      recurrence_rule: 'FREQ=WEEKLY;BYDAY=TH;UNTIL=20300905',
      recurrence_exdates: [],
    });
  });

  it('a series longer than a year is refused with its message, keeping what was typed', async () => {
    const user = userEvent.setup({ delay: null });
    renderForm();
    await fillValid(user);
    // 20 June 2030 is the third Thursday of June.
    await user.click(radio(/Cada mes/));
    expect(radio('Cada mes (el tercer jueves de cada mes)')).toBeChecked();
    fill('Hasta', '01/07/2031');
    await user.click(submitButton());

    const message = 'Una serie puede durar como mucho un año.';
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(field('Hasta')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Hasta')).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(submitEvent).not.toHaveBeenCalled();
    expect(radio(/Cada mes/)).toBeChecked();
    expect(field('Hasta')).toHaveValue('01/07/2031');
    expect(field('Nombre del evento')).toHaveValue('Concierto en la plaza');
    expect(field('Fecha de inicio')).toHaveValue('20/06/2030');
  });

  it('weekly without a day or an end: both are marked', async () => {
    const user = userEvent.setup({ delay: null });
    renderForm();
    await fillValid(user);
    await user.click(radio('Cada semana'));
    await user.click(weekday('Jueves'));
    await user.click(submitButton());
    expect(screen.getByRole('group', { name: /Días de la semana/ })).toHaveAccessibleDescription(
      'Elige al menos un día de la semana.',
    );
    expect(field('Hasta')).toHaveAccessibleDescription(
      expect.stringContaining('Indica hasta qué día se repite.'),
    );
    expect(submitEvent).not.toHaveBeenCalled();
  });

  it('several dates picked in the calendar', async () => {
    vi.mocked(submitEvent).mockResolvedValue(OK);
    const user = userEvent.setup({ delay: null });
    renderForm();
    await fillValid(user);
    await user.click(radio('Varias fechas'));
    const calendar = within(screen.getByRole('group', { name: /Otras fechas/ }));
    // The start date is the first date: chosen, and not to be picked again.
    expect(
      await calendar.findByRole('button', { name: /20 de junio de 2030/ }, { timeout: 10_000 }),
    ).toBeDisabled();
    await user.click(calendar.getByRole('button', { name: /27 de junio de 2030/ }));
    await user.click(calendar.getByRole('button', { name: /24 de junio de 2030/ }));
    expect(
      screen.getByText('Se publicará para: jue 20 jun, lun 24 jun, jue 27 jun (3 fechas)'),
    ).toBeInTheDocument();

    await user.click(submitButton());
    expect(vi.mocked(submitEvent).mock.calls[0]?.[0]).toMatchObject({
      start_date: '2030-06-20',
      recurrence_rule: 'FREQ=DAILY;UNTIL=20300627',
      recurrence_exdates: ['2030-06-21', '2030-06-22', '2030-06-23', '2030-06-25', '2030-06-26'],
    });
  });

  it("the server's refusal of the series is shown at the group", async () => {
    const message = 'Solo las series mensuales admiten días como «el primer sábado».';
    vi.mocked(submitEvent).mockRejectedValue(
      new FunctionCallError('x', 400, null, { recurrence_rule: message }),
    );
    const user = userEvent.setup({ delay: null });
    renderForm();
    await fillValid(user);
    await user.click(radio('Cada semana'));
    fill('Hasta', '11/07/2030');
    await user.click(submitButton());
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(group()).toHaveAccessibleDescription(message);
    expect(radio('Cada semana')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Hasta')).toHaveValue('11/07/2030');
  });
});
