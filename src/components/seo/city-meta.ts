import type { City } from '@/config/types';
import { SITE_NAME } from '@/config/site';

/** The city's base metadata: what the home page and any page without its own says. */
export function cityBaseMeta(city: City) {
  const also = city.nicknames.length > 0 ? ` (${city.nicknames.join(', ')})` : '';
  return {
    title: `${SITE_NAME} ${city.name}: qué hacer hoy, este fin de semana y esta noche`,
    description: `Agenda de eventos y planes en ${city.name}${also}: conciertos, fiestas, teatro, gastronomía, planes gratis y en familia. Encuentra qué hacer hoy en ${city.name}.`,
    keywords: [
      `qué hacer en ${city.name}`,
      `eventos ${city.name}`,
      `agenda ${city.name}`,
      `planes ${city.name} hoy`,
      `conciertos ${city.name}`,
      `${city.name} fin de semana`,
    ],
  };
}
