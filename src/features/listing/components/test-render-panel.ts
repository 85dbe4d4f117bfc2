import { render, screen } from '@testing-library/react';
import { createElement, type ComponentProps } from 'react';
import { PanelHarness } from './test-panel-harness';

/** Test-only: renders the harness and waits for the sidebar's panel, a chunk of its own. */
export async function renderPanelHarness(props: ComponentProps<typeof PanelHarness> = {}) {
  render(createElement(PanelHarness, props));
  await screen.findByRole('slider', { name: 'Precio máximo' });
}
