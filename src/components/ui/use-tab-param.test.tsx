import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { useTabParam } from './use-tab-param';

const TABS = [
  { value: 'uno', label: 'Uno' },
  { value: 'dos', label: 'Dos' },
] as const;

function Probe() {
  const [tab, select] = useTabParam(TABS);
  const location = useLocation();
  return (
    <>
      <p>tab: {tab}</p>
      <p>url: {location.search}</p>
      <button type="button" onClick={() => select('dos')}>
        Dos
      </button>
    </>
  );
}

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Probe />
    </MemoryRouter>,
  );

describe('useTabParam', () => {
  it.each([
    ['/?tab=dos', 'dos'],
    ['/?tab=uno', 'uno'],
    ['/', 'uno'],
    ['/?tab=nope', 'uno'],
  ])('%s opens %s', (path, tab) => {
    renderAt(path);
    expect(screen.getByText(`tab: ${tab}`)).toBeInTheDocument();
  });

  it('choosing a tab writes it in the URL and keeps the other parameters', async () => {
    renderAt('/?city=bilbao');
    await userEvent.click(screen.getByRole('button', { name: 'Dos' }));
    expect(screen.getByText('tab: dos')).toBeInTheDocument();
    expect(screen.getByText('url: ?city=bilbao&tab=dos')).toBeInTheDocument();
  });
});
