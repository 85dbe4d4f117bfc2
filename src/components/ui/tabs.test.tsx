import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { expect, it } from 'vitest';
import { TabList } from './tabs';

const ITEMS = [
  { value: 'a', label: 'Uno' },
  { value: 'b', label: 'Dos' },
  { value: 'c', label: 'Tres' },
] as const;

function Tabs() {
  const [value, setValue] = useState<'a' | 'b' | 'c'>('a');
  return <TabList idBase="t" label="Pestañas" items={ITEMS} value={value} onValueChange={setValue} />;
}

it('arrows, Home and End select and focus a tab, wrapping at the ends', () => {
  render(<Tabs />);
  const tab = (name: string) => screen.getByRole('tab', { name });
  tab('Uno').focus();
  fireEvent.keyDown(tab('Uno'), { key: 'ArrowLeft' });
  expect(tab('Tres')).toHaveFocus();
  expect(tab('Tres')).toHaveAttribute('aria-selected', 'true');
  fireEvent.keyDown(tab('Tres'), { key: 'ArrowRight' });
  expect(tab('Uno')).toHaveFocus();
  fireEvent.keyDown(tab('Uno'), { key: 'End' });
  expect(tab('Tres')).toHaveFocus();
  fireEvent.keyDown(tab('Tres'), { key: 'Home' });
  expect(tab('Uno')).toHaveFocus();
  expect(tab('Uno')).toHaveAttribute('tabindex', '0');
  expect(tab('Dos')).toHaveAttribute('tabindex', '-1');
});
