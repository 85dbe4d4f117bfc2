import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { EventSource } from '../domain/types';
import { EventSourceCredit } from './event-source-credit';

const KULTURKLIK: EventSource = {
  name: 'Kulturklik',
  url: 'https://www.kulturklik.euskadi.eus/evento/1',
  licence: 'CC BY 4.0',
};
const BILBAO: EventSource = {
  name: 'Agenda municipal de Bilbao',
  url: 'https://www.bilbao.eus/e/2',
  licence: '',
};
const NO_LINK: EventSource = { name: 'Agenda cultural de Santander', url: '', licence: '' };

/** The text a sighted reader sees (the links' hidden 'new tab' notes left out). */
function visibleText(container: HTMLElement): string {
  const copy = container.cloneNode(true) as HTMLElement;
  copy.querySelectorAll('.sr-only').forEach((node) => node.remove());
  return copy.textContent ?? '';
}

describe('EventSourceCredit', () => {
  it('credits one source with its link, in a new tab, and its licence', () => {
    const { container } = render(<EventSourceCredit sources={[KULTURKLIK]} />);
    expect(visibleText(container)).toBe('Fuente: Kulturklik (CC BY 4.0)');
    const link = screen.getByRole('link', { name: 'Kulturklik (se abre en una pestaña nueva)' });
    expect(link).toHaveAttribute('href', KULTURKLIK.url);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener');
    expect(screen.getByRole('link', { name: 'CC BY 4.0 (se abre en una pestaña nueva)' })).toHaveAttribute(
      'href',
      'https://creativecommons.org/licenses/by/4.0/deed.es',
    );
  });

  it.each<[string, EventSource[], string, number]>([
    ['no licence', [BILBAO], 'Fuente: Agenda municipal de Bilbao', 1],
    ['no address: named, not linked', [NO_LINK], 'Fuente: Agenda cultural de Santander', 0],
    [
      'an address that is not a web link is not linked',
      [{ ...BILBAO, url: 'javascript:alert(1)' }],
      'Fuente: Agenda municipal de Bilbao',
      0,
    ],
    [
      'a licence without a known text is written, not linked',
      [{ ...NO_LINK, licence: 'Uso libre con cita' }],
      'Fuente: Agenda cultural de Santander (Uso libre con cita)',
      0,
    ],
    ['two sources', [KULTURKLIK, BILBAO], 'Fuentes: Kulturklik (CC BY 4.0) y Agenda municipal de Bilbao', 3],
    [
      'three sources',
      [BILBAO, NO_LINK, KULTURKLIK],
      'Fuentes: Agenda municipal de Bilbao, Agenda cultural de Santander y Kulturklik (CC BY 4.0)',
      3,
    ],
  ])('%s', (_label, sources, text, links) => {
    const { container } = render(<EventSourceCredit sources={sources} />);
    expect(visibleText(container)).toBe(text);
    expect(screen.queryAllByRole('link')).toHaveLength(links);
  });

  it('draws nothing for an event without sources', () => {
    const { container } = render(<EventSourceCredit sources={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
