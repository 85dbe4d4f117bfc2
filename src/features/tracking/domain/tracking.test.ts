import { describe, expect, it } from 'vitest';
import { externalLinkUrl, isLocalHostname } from './external-link';
import { eventViewPath, pageViewTarget } from './page-view-target';

const ID = '0b7d6a52-3c1e-4f7a-9a55-1f2e3d4c5b6a';

describe('pageViewTarget', () => {
  it.each([
    ['/', '/'],
    ['/musica', '/musica'],
    // Event pages count themselves once the event is loaded (useRecordEventView).
    [`/event/${ID}--bilbao-musica-jazz-2026-11-28-jazz`, null],
    [`/event/${ID}`, null],
    ['/event/', null],
    ['/event', null],
    ['/event/--bilbao-musica', null],
    ['/event/no-es-un-id--bilbao', null],
  ])('%s → %j', (pathname, expected) => {
    expect(pageViewTarget(pathname)).toEqual(expected);
  });

  it('skips paths the counter cannot store', () => {
    expect(pageViewTarget(`/${'a'.repeat(600)}`)).toBeNull();
  });

  it('gives an event its short path', () => {
    expect(eventViewPath(ID)).toBe(`/event/${ID}`);
  });
});

describe('externalLinkUrl', () => {
  const here = 'https://bilbao.agendanorte.es/event/x';
  it.each([
    ['https://www.instagram.com/agendanorte.bilbao', 'https://www.instagram.com/agendanorte.bilbao'],
    ['http://tickets.example/a?b=1', 'http://tickets.example/a?b=1'],
    ['/musica', null],
    ['https://bilbao.agendanorte.es/', null],
    ['https://pamplona.agendanorte.es/', null],
    ['https://agendanorte.es/', null],
    ['http://localhost:5173/', null],
    ['http://santander.localhost:4173/', null],
    ['http://127.0.0.1:54321/rest/v1', null],
    ['mailto:hola@agendanorte.es', null],
    ['javascript:alert(1)', null],
  ])('%s → %s', (href, expected) => {
    expect(externalLinkUrl(href, here, 'agendanorte.es')).toBe(expected);
  });

  it('without a base domain, only the current host is internal', () => {
    expect(externalLinkUrl('https://pamplona.agendanorte.es/', here)).toBe(
      'https://pamplona.agendanorte.es/',
    );
  });

  it('knows local host names', () => {
    expect(isLocalHostname('localhost')).toBe(true);
    expect(isLocalHostname('bilbao.localhost')).toBe(true);
    expect(isLocalHostname('127.0.0.1')).toBe(true);
    expect(isLocalHostname('example.com')).toBe(false);
  });
});
