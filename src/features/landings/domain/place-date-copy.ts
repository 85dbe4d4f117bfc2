/** Copy of /casco-viejo, /fin-de-semana and /sabado. */
import { SITE_NAME } from '../../../config/site.ts';
import { cityNickname } from './city-phrases.ts';
import { oldTownOf } from './old-town.ts';
import type { CopyOf } from './types';

const full = (title: string) => `${title} | ${SITE_NAME}`;

export const oldTownCopy: CopyOf = (city) => {
  const { name, withArticle } = oldTownOf(city);
  return {
    title: full(`Qué hacer en ${withArticle} de ${city.name}`),
    description: `Conciertos, fiestas, mercados y planes en ${withArticle} de ${city.name}: lo que pasa en sus calles hoy y los próximos días.`,
    keywords: [
      `${name} ${city.name}`,
      `qué hacer en ${withArticle} de ${city.name}`,
      `planes ${name}`,
      `eventos ${name} ${city.name}`,
    ],
    eyebrow: `Agenda de ${city.name}`,
    heroTitle: `Planes en ${withArticle} de ${city.name}`,
    heroText: 'Bares, plazas, salas y mercados: lo que se mueve en el corazón histórico de la ciudad.',
    resultsTitle: `Eventos en ${withArticle}`,
    emptyText: `Ahora mismo no hay eventos anunciados en ${withArticle} con estos filtros.`,
  };
};

export const weekendCopy: CopyOf = (city) => ({
  title: full(`Qué hacer este fin de semana en ${city.name}`),
  description: `Planes para este fin de semana en ${city.name}, de viernes a domingo: conciertos, fiestas, teatro, gastronomía y planes en familia.`,
  keywords: [
    `qué hacer este fin de semana en ${city.name}`,
    `planes fin de semana ${city.name}`,
    `eventos fin de semana ${city.name}`,
    `agenda ${city.name}`,
  ],
  eyebrow: `Agenda de ${city.name}`,
  heroTitle: `Planes para el fin de semana en ${city.name}`,
  heroText: 'De viernes a domingo: todo lo que hay en la agenda.',
  resultsTitle: `Este fin de semana en ${city.name}`,
  emptyText: `Todavía no hay eventos anunciados para este fin de semana en ${city.name} con estos filtros.`,
});

export const saturdayCopy: CopyOf = (city) => ({
  title: full(`Qué hacer el sábado en ${city.name}`),
  description: `Planes para este sábado en ${city.name}: conciertos, fiestas, mercados, teatro y actividades en familia, de la mañana a la noche.`,
  keywords: [
    `qué hacer el sábado en ${city.name}`,
    `planes sábado ${city.name}`,
    `sábado noche ${city.name}`,
    `agenda ${city.name}`,
  ],
  eyebrow: `Agenda de ${city.name}`,
  heroTitle: `Qué hacer el sábado en ${cityNickname(city)}`,
  heroText: 'De la mañana a la noche: los planes de este sábado.',
  resultsTitle: `El sábado en ${city.name}`,
  emptyText: `Todavía no hay eventos anunciados para este sábado en ${city.name} con estos filtros.`,
});
