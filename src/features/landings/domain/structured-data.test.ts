import { describe, expect, it } from 'vitest';
import { makeEvent } from '@/features/events/domain/event.fixture';
import { breadcrumbJsonLd, itemListJsonLd } from './structured-data';

const ORIGIN = 'https://bilbao.agendanorte.es';

describe('structured data', () => {
  it('lists the events’ page URLs in order', () => {
    const events = [
      makeEvent({
        id: 'a1',
        title: 'Jazz en el Kafe',
        town: 'Bilbao',
        categoryId: ['musica'],
        startDate: '2026-11-25',
      }),
      makeEvent({
        id: 'b2',
        title: 'Coro',
        town: 'Bilbao',
        categoryId: ['musica'],
        subcategory: ['clasica'],
      }),
    ];
    expect(itemListJsonLd(events, ORIGIN, 'Conciertos hoy en Bilbao')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      name: 'Conciertos hoy en Bilbao',
      numberOfItems: 2,
      itemListElement: [
        {
          '@type': 'ListItem',
          position: 1,
          url: `${ORIGIN}/event/a1--bilbao-musica-general-2026-11-25-jazz-en-el-kafe`,
          name: 'Jazz en el Kafe',
        },
        {
          '@type': 'ListItem',
          position: 2,
          url: `${ORIGIN}/event/b2--bilbao-musica-clasica-coro`,
          name: 'Coro',
        },
      ],
    });
  });

  it('builds the breadcrumb list with absolute URLs', () => {
    const crumbs = [
      { name: 'Inicio', path: '/' },
      { name: 'Conciertos hoy', path: '/conciertos-hoy' },
    ];
    expect(breadcrumbJsonLd(crumbs, ORIGIN).itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Inicio', item: `${ORIGIN}/` },
      { '@type': 'ListItem', position: 2, name: 'Conciertos hoy', item: `${ORIGIN}/conciertos-hoy` },
    ]);
  });
});
