/** Search-engine copy of each city's home page. Small on purpose: it ships with the home page. */
import { SITE_NAME } from '@/config/site';
import type { City } from '@/config/types';
import type { CitySeo } from '../types';

/** What each city's description adds about the city itself. */
const SPECIFICS: Record<string, { places: string; keywords: string[] }> = {
  bilbao: {
    places: 'del Casco Viejo al Guggenheim, Euskalduna, Arriaga y Aste Nagusia',
    keywords: ['pintxo pote Bilbao', 'Aste Nagusia', 'conciertos Bilbao hoy', 'teatro Arriaga'],
  },
  sansebastian: {
    places: 'Parte Vieja, Gros, Kursaal, Tabakalera, Jazzaldia y Zinemaldia',
    keywords: ['qué hacer en Donostia', 'planes Donosti', 'Jazzaldia', 'pintxos Parte Vieja'],
  },
  pamplona: {
    places: 'Casco Antiguo, Baluarte, Gayarre, la Ciudadela y San Fermín',
    keywords: ['qué hacer en Iruña', 'San Fermín', 'planes Pamplona hoy', 'Baluarte'],
  },
  vitoria: {
    places: 'Casco Medieval, Anillo Verde, Artium, Teatro Principal y las fiestas de La Blanca',
    keywords: ['qué hacer en Gasteiz', 'Festival de Jazz de Vitoria', 'Azkena Rock', 'planes Vitoria hoy'],
  },
  santander: {
    places: 'El Sardinero, Puertochico, Centro Botín, Palacio de Festivales y la Semana Grande',
    keywords: ['planes Santander hoy', 'Festival Internacional de Santander', 'Baños de Ola', 'Centro Botín'],
  },
  logronio: {
    places: 'calle Laurel, San Juan, el Espolón, Teatro Bretón y San Mateo',
    keywords: ['calle Laurel', 'San Mateo Logroño', 'planes Logroño hoy', 'qué hacer en La Rioja'],
  },
};

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
