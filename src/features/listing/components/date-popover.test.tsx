import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DateRange } from '@/features/listing/domain/types';
import { DatePopover } from './date-popover';
import { installDomStubs } from './test-support';

const onComplete = vi.fn();
const changes: Array<DateRange | null> = [];

function Harness({ initial = null }: { initial?: DateRange | null }) {
  const [range, setRange] = useState<DateRange | null>(initial);
  return (
    <DatePopover
      range={range}
      onChange={(next) => {
        changes.push(next);
        setRange(next);
      }}
      onRangeComplete={onComplete}
    />
  );
}

function setup(initial?: DateRange | null) {
  const user = userEvent.setup();
  render(<Harness initial={initial} />);
  return user;
}

/** Synchronous clicks: the fake clock then decides exactly when the 300 ms have passed. */
const click = (element: HTMLElement) => act(() => void fireEvent.click(element));

const dialog = () => screen.queryByRole('dialog', { name: 'Elegir fechas' });

/** Opens the popover once its chunk has loaded (until then the trigger is a stand-in). */
async function open(name: string) {
  await waitFor(() => expect(screen.getByRole('button', { name })).toHaveAttribute('data-state'));
  click(screen.getByRole('button', { name }));
}

describe('DatePopover', () => {
  beforeEach(() => {
    installDomStubs();
    changes.length = 0;
    onComplete.mockReset();
    // A fixed clock: Wednesday 25 November 2026, 11:00 in Madrid.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-25T10:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it.each([
    ['Hoy', { from: '2026-11-25', to: '2026-11-25' }, '25 nov'],
    ['Este fin de semana', { from: '2026-11-27', to: '2026-11-29' }, '27–29 nov'],
    ['Próximos 7 días', { from: '2026-11-25', to: '2026-12-01' }, '25 nov – 1 dic'],
  ])('quick pick %s sets %j, closes after 300 ms and shows the results', async (label, range, trigger) => {
    render(<Harness />);
    await open('Cualquier fecha. Elegir fechas');
    const pick = await screen.findByRole('button', { name: label });
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    vi.setSystemTime(new Date('2026-11-25T10:00:00Z'));
    click(pick);
    expect(changes.at(-1)).toEqual(range);
    act(() => vi.advanceTimersByTime(299));
    expect(dialog()).toBeInTheDocument();
    expect(onComplete).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(dialog()).not.toBeInTheDocument();
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: `Fechas: ${trigger}. Cambiar fechas` })).toBeInTheDocument();
  });

  it("offers 'Esta noche' beside Hoy when the page can set the night slot; it closes and shows the results", async () => {
    const onTonight = vi.fn();
    render(
      <DatePopover range={null} onChange={vi.fn()} onTonight={onTonight} onRangeComplete={onComplete} />,
    );
    await open('Cualquier fecha. Elegir fechas');
    const picks = await screen.findByRole('group', { name: 'Fechas rápidas' });
    expect([...picks.querySelectorAll('button')].map((b) => b.textContent)).toEqual([
      'Hoy',
      'Esta noche',
      'Este fin de semana',
      'Próximos 7 días',
    ]);
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    vi.setSystemTime(new Date('2026-11-25T10:00:00Z'));
    click(screen.getByRole('button', { name: 'Esta noche' }));
    expect(onTonight).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(300));
    expect(dialog()).not.toBeInTheDocument();
    expect(onComplete).toHaveBeenCalledTimes(1);
  });

  it('without a way to set the night slot there is no Esta noche', async () => {
    render(<Harness />);
    await open('Cualquier fecha. Elegir fechas');
    await screen.findByRole('button', { name: 'Hoy' });
    expect(screen.queryByRole('button', { name: 'Esta noche' })).not.toBeInTheDocument();
  });

  it('a first click gives a one-day range; a second click completes the range and closes', async () => {
    const user = setup();
    await open('Cualquier fecha. Elegir fechas');
    const day26 = await screen.findByRole('button', { name: /26 de noviembre de 2026/ });
    await user.click(day26);
    expect(changes.at(-1)).toEqual({ from: '2026-11-26', to: '2026-11-26' });
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(dialog()).toBeInTheDocument();
    expect(onComplete).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: /28 de noviembre de 2026/ }));
    expect(changes.at(-1)).toEqual({ from: '2026-11-26', to: '2026-11-28' });
    expect(dialog()).toBeInTheDocument();
    await waitFor(() => expect(dialog()).not.toBeInTheDocument());
    expect(onComplete).toHaveBeenCalledTimes(1);
  });

  it('the calendar is in Spanish and weeks start on Monday; past days are disabled', async () => {
    setup();
    await open('Cualquier fecha. Elegir fechas');
    await screen.findByRole('grid');
    const headers = [...document.querySelectorAll('th[scope="col"]')].map((th) =>
      th.getAttribute('aria-label'),
    );
    expect(headers[0]).toBe('lunes');
    expect(headers[6]).toBe('domingo');
    expect(screen.getByText('noviembre 2026')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /24 de noviembre de 2026/ })).toBeDisabled();
  });

  it('Borrar clears the range', async () => {
    const user = setup({ from: '2026-11-27', to: '2026-11-29' });
    await open('Fechas: 27–29 nov. Cambiar fechas');
    await user.click(await screen.findByRole('button', { name: 'Borrar' }));
    expect(changes.at(-1)).toBeNull();
    expect(screen.getByRole('button', { name: 'Cualquier fecha. Elegir fechas' })).toBeInTheDocument();
  });
});
