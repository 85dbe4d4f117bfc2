import { describe, expect, it } from 'vitest';
import { DEFAULT_BASE_DOMAIN, SITE_NAME, cityOrigin } from '@/config/site';

describe('site', () => {
  it('names the site and its base domain', () => {
    expect(SITE_NAME).toBe('Agenda Norte');
    expect(DEFAULT_BASE_DOMAIN).toBe('agendanorte.es');
  });

  it.each([
    [['bilbao', 'agendanorte.es', 'https'], 'https://bilbao.agendanorte.es'],
    [['logronio', 'agendanorte.es', 'https:'], 'https://logronio.agendanorte.es'],
    [['pamplona', 'localhost:5173', 'http:'], 'http://pamplona.localhost:5173'],
    [['vitoria', 'localhost:5173', 'http'], 'http://vitoria.localhost:5173'],
    [['santander', 'agendanorte.es/', 'https:'], 'https://santander.agendanorte.es'],
  ] as const)('cityOrigin(%j) → %s', (args, expected) => {
    const [id, domain, protocol] = args;
    expect(cityOrigin(id, domain, protocol)).toBe(expected);
  });
});
