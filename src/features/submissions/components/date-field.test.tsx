import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installDomStubs } from '@/features/listing/components/test-support';
import { field, renderForm } from './form-test-utils';

// Large forms and lazy chunks: on a loaded machine these tests need more than the default waits.
vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 5_000 });

vi.mock('../api/submit-event', () => ({
  submitEvent: vi.fn(),
  submissionsKeys: { submit: () => ['submissions'] },
}));

beforeEach(() => {
  installDomStubs();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2030-06-15T10:00:00Z'));
});
afterEach(() => vi.useRealTimers());

describe('date picker', () => {
  it('picks a day in a Spanish calendar (weeks from Monday, no past days) and writes dd/mm/aaaa', async () => {
    const user = userEvent.setup({ delay: null });
    renderForm();
    await user.click(screen.getByRole('button', { name: 'Elegir fecha de inicio en el calendario' }));
    const day = await screen.findByRole('button', { name: /20 de junio de 2030/ }, { timeout: 10_000 });
    expect(document.querySelector('.rdp-weekday')).toHaveAttribute(
      'aria-label',
      expect.stringMatching(/^lunes/i),
    );
    expect(screen.getByRole('button', { name: /14 de junio de 2030/ })).toBeDisabled();
    await user.click(day);
    expect(field('Fecha de inicio')).toHaveValue('20/06/2030');
    await waitFor(() => expect(screen.queryByRole('grid')).not.toBeInTheDocument());
  });

  it('the end-date calendar starts at the start date', async () => {
    const user = userEvent.setup({ delay: null });
    renderForm();
    await user.type(field('Fecha de inicio'), '20/06/2030');
    await user.click(screen.getByRole('button', { name: 'Elegir fecha de fin en el calendario' }));
    expect(
      await screen.findByRole('button', { name: /19 de junio de 2030/ }, { timeout: 10_000 }),
    ).toBeDisabled();
    await user.click(screen.getByRole('button', { name: /22 de junio de 2030/ }));
    expect(field('Fecha de fin (opcional)')).toHaveValue('22/06/2030');
  });

  it('typing only digits (phone keypads) adds the slashes', async () => {
    const user = userEvent.setup({ delay: null });
    renderForm();
    await user.type(field('Fecha de inicio'), '20062030');
    expect(field('Fecha de inicio')).toHaveValue('20/06/2030');
    await user.type(field('Fecha de fin (opcional)'), '21/06/2030');
    expect(field('Fecha de fin (opcional)')).toHaveValue('21/06/2030');
  });
});
