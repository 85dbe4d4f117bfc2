/** Test-only: fixture events for the landing pages (Bilbao, around Wednesday 25 November 2026). */
import { makeEvent } from '@/features/events/domain/event.fixture';
import type { EventItem } from '@/features/events/domain/types';

/** Wednesday 25 November 2026, 11:00 in Madrid. */
export const WEDNESDAY = new Date('2026-11-25T10:00:00Z');

const bilbao = (over: Partial<EventItem>) => makeEvent({ town: 'Bilbao', ...over });

/** One or two events per landing, an ended one, and one the Saturday after. */
export function landingEvents(): EventItem[] {
  return [
    bilbao({
      id: 'm1',
      title: 'Concierto de jazz',
      categoryId: ['musica'],
      subcategory: ['jazz'],
      startDate: '2026-11-27',
    }),
    bilbao({
      id: 'm2',
      title: 'Orquesta sinfónica',
      categoryId: ['musica'],
      subcategory: ['clasica'],
      startDate: '2026-11-28',
    }),
    bilbao({ id: 'f1', title: 'Fiestas de Santutxu', categoryId: ['fiestas'], startDate: '2026-11-28' }),
    bilbao({
      id: 't1',
      title: 'Tardeo en Pozas',
      categoryId: ['fiestas'],
      subcategory: ['tardeos'],
      startDate: '2026-11-26',
    }),
    bilbao({
      id: 'g1',
      title: 'Jornadas del pintxo',
      categoryId: ['gastronomia'],
      neighborhood: 'Casco Viejo',
      startDate: '2026-11-29',
    }),
    bilbao({ id: 'k1', title: 'Cuentacuentos', categoryId: ['infantil'], startDate: '2026-11-30' }),
    bilbao({
      id: 'a1',
      title: 'Exposición de grabado',
      categoryId: ['arte'],
      startDate: '2026-11-25',
      endDate: '2026-12-20',
    }),
    bilbao({
      id: 'c1',
      title: 'Cine en la plaza',
      categoryId: ['cine'],
      neighborhood: 'Casco Viejo',
      startDate: '2026-12-02',
    }),
    bilbao({ id: 'v1', title: 'Visita de diciembre', categoryId: ['visitas'], startDate: '2026-12-05' }),
    bilbao({
      id: 'x1',
      title: 'Concierto ya terminado',
      categoryId: ['musica'],
      startDate: '2026-11-20',
      endDate: '2026-11-24',
    }),
  ];
}
