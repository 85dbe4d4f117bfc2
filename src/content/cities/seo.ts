/** Search-engine copy of each city's home page. Small on purpose: it ships with the home page. */
import { SITE_NAME } from '@/config/site';
import type { City } from '@/config/types';
import type { CitySeo } from '../types';
import specifics from './seo.json';

/** What each city's description adds about the city itself (places and keywords). */
const SPECIFICS: Record<string, { places: string; keywords: string[] }> = specifics;

export function cityHomeSeo(city: City): CitySeo {
  const specific = SPECIFICS[city.id];
  const where = specific ? `: ${specific.places}` : '';
  return {
    title: `Qué hacer en ${city.name} hoy y este fin de semana | ${SITE_NAME}`,
    description: `Agenda de ${city.name} con conciertos, fiestas, teatro, exposiciones, planes gratis y en familia${where}. Busca por fecha, barrio, precio u horario.`,
    keywords: [
      `qué hacer en ${city.name}`,
      `agenda ${city.name}`,
      `eventos ${city.name}`,
      `planes ${city.name} fin de semana`,
      `planes gratis ${city.name}`,
      ...(specific?.keywords ?? []),
    ],
  };
}
