/**
 * The description's "at least 15 characters" as the visitor meets it: the form counts what the
 * submit-event function counts, so it never says yes to a description the server then refuses.
 */
import { configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { validateSubmission } from '../../../../supabase/functions/_shared/validation.ts';
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

const PREFIX = 'Por favor, revisa los siguientes campos obligatorios: ';
const TOO_SHORT = 'La descripción debe tener al menos 15 caracteres.';
const OK: SubmitEventResult = { ok: true, id: 'sub-1', status: 'pending', message: 'ok' };

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  // 15 June 2030, 12:00 in Madrid.
  vi.setSystemTime(new Date('2030-06-15T10:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
  vi.mocked(submitEvent).mockReset();
});

describe('description of at least 15 characters', () => {
  it.each([
    ['spaces inside do not count', 'Fiesta en plaza', 13],
    ['15 characters, mostly zero-width spaces', `Fiesta${'\u200b'.repeat(9)}`, 6],
    ['15 characters, mostly spaces', 'a b c d e f g h', 8],
    ['no-break spaces and soft hyphens', 'Fiesta\u00a0en\u00adplaza', 13],
    ['8 emoji (16 UTF-16 units)', '🎉'.repeat(8), 8],
  ])('%s: too short, nothing sent', async (_case, description, counted) => {
    const user = userEvent.setup({ delay: null });
    renderForm();
    await fillValid(user);
    fill('Descripción', description);
    expect(screen.getByText(`Mínimo 15 caracteres (llevas ${counted}).`)).toBeInTheDocument();
    await user.click(submitButton());
    expect(screen.getByRole('alert')).toHaveTextContent(`${PREFIX}Descripción (mínimo 15 caracteres)`);
    expect(field('Descripción')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Descripción')).toHaveAccessibleDescription(expect.stringContaining(TOO_SHORT));
    expect(submitEvent).not.toHaveBeenCalled();
  });

  it('invisible characters only: the description is missing', async () => {
    const user = userEvent.setup({ delay: null });
    renderForm();
    await fillValid(user);
    fill('Descripción', '\u200b'.repeat(15));
    expect(screen.getByText('Mínimo 15 caracteres (llevas 0).')).toBeInTheDocument();
    await user.click(submitButton());
    expect(screen.getByRole('alert')).toHaveTextContent(`${PREFIX}Descripción (mínimo 15 caracteres)`);
    expect(field('Descripción')).toHaveAccessibleDescription(expect.stringContaining('obligatorio'));
    expect(submitEvent).not.toHaveBeenCalled();
  });

  it.each([
    ['15 letters and spaces', 'Fiesta en la plaza', 15],
    ['15 emoji', '🎉'.repeat(15), 15],
  ])('%s: sent, and the server accepts what was sent', async (_case, description, counted) => {
    vi.mocked(submitEvent).mockResolvedValue(OK);
    const user = userEvent.setup({ delay: null });
    renderForm();
    await fillValid(user);
    fill('Descripción', description);
    expect(screen.getByText(`Mínimo 15 caracteres (llevas ${counted}).`)).toBeInTheDocument();
    await user.click(submitButton());
    expect(field('Descripción')).not.toHaveAttribute('aria-invalid');
    expect(submitEvent).toHaveBeenCalledTimes(1);
    const body = vi.mocked(submitEvent).mock.calls[0]![0];
    expect(body.description).toBe(description);
    const verdict = validateSubmission(body, { today: '2030-06-15', now: body.form_started_at + 60_000 });
    expect(verdict).toMatchObject({ ok: true });
  });
});
