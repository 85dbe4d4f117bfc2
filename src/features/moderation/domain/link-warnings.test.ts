import { describe, expect, it } from 'vitest';
import { submissionLinkWarnings } from './submission';

const message = (shownHost: string) =>
  `Atención: el enlace a «${shownHost}» usa letras de otros alfabetos que imitan a las latinas (posible suplantación).`;

describe('submissionLinkWarnings', () => {
  it('warns once per look-alike host, naming where it appears and the real address', () => {
    expect(
      submissionLinkWarnings({
        payload: {
          info_url: 'https://xn--pple-43d.com/',
          ticket_url: 'https://xn--pple-43d.com/entradas',
          description:
            '<p><a href="https://xn--pple-43d.com/?a=1&amp;b=2">web</a> y <a href="https://g&#x3bf;ogle.com/">otra</a></p>',
        },
      }),
    ).toEqual([
      {
        host: 'xn--pple-43d.com',
        places: ['enlace del evento', 'enlace de entradas', 'descripción'],
        message: message('аpple.com'),
      },
      {
        host: 'xn--gogle-rce.com',
        places: ['descripción'],
        message: message('gοogle.com'),
      },
    ]);
  });

  it('also reads a link stored as typed, before submit-event parsed links', () => {
    expect(submissionLinkWarnings({ payload: { info_url: 'https://аpple.com/' } })).toMatchObject([
      { message: message('аpple.com'), host: 'xn--pple-43d.com', places: ['enlace del evento'] },
    ]);
  });

  it('says nothing about ordinary links, accented or wholly in another alphabet, or about no links', () => {
    expect(
      submissionLinkWarnings({
        payload: {
          info_url: 'https://xn--aoranza-4za.es/',
          ticket_url: 'https://xn--e1afmkfd.xn--p1ai/',
          description: '<p><a href="https://example.com/">web</a></p>',
        },
      }),
    ).toEqual([]);
    expect(submissionLinkWarnings({ payload: { info_url: 42, ticket_url: 'no es un enlace' } })).toEqual([]);
    expect(submissionLinkWarnings({ payload: {} })).toEqual([]);
  });
});
