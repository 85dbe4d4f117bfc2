/** Copy of /conciertos-hoy: music by default, or the category the `categoria` parameter chose. */
import { getCategoryName } from '@/config/categories';
import { SITE_NAME } from '@/config/site';
import type { City } from '@/config/types';
import { CONCERTS_DEFAULT_CATEGORY } from './concerts';
import type { LandingCopy } from './types';

/** `today` is the Spanish label of the day ('miércoles 25 de noviembre'); the hero says it capitalised. */
export function concertsCopy(city: City, categoryId: string, today: string): Omit<LandingCopy, 'eyebrow'> {
  const day = today.charAt(0).toLocaleUpperCase('es') + today.slice(1);
  if (categoryId === CONCERTS_DEFAULT_CATEGORY) {
    return {
      title: `Conciertos hoy en ${city.name} | ${SITE_NAME}`,
      description: `Conciertos y música en directo hoy, ${today}, en ${city.name}: jazz, clásica, pop, rock y festivales, con horarios, lugares y precios.`,
      keywords: [
        `conciertos hoy ${city.name}`,
        `música en directo hoy ${city.name}`,
        `qué hacer hoy en ${city.name}`,
        `conciertos gratis ${city.name}`,
        `jazz ${city.name}`,
      ],
      heroTitle: `Conciertos hoy en ${city.name}`,
      heroText: day,
      resultsTitle: `Conciertos de hoy`,
      emptyText: `Hoy no quedan conciertos en ${city.name} con estos filtros.`,
    };
  }
  const name = getCategoryName(categoryId);
  return {
    title: `${name} hoy en ${city.name} | ${SITE_NAME}`,
    description: `${name} hoy, ${today}, en ${city.name}: planes con horarios, lugares y precios.`,
    keywords: [
      `${name.toLowerCase()} hoy ${city.name}`,
      `qué hacer hoy en ${city.name}`,
      `planes hoy ${city.name}`,
    ],
    heroTitle: `${name} hoy en ${city.name}`,
    heroText: day,
    resultsTitle: `${name}: hoy`,
    emptyText: `Hoy no quedan planes de ${name.toLowerCase()} en ${city.name} con estos filtros.`,
  };
}
