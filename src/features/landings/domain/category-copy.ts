/** Copy of the category landings: /musica, /fiestas (and /tardeos), /gastronomia, /familia, /cultura. */
import { SITE_NAME } from '../../../config/site.ts';
import { cityNickname } from './city-phrases.ts';
import type { CopyOf } from './types';

const full = (title: string) => `${title} | ${SITE_NAME}`;
const eyebrow = (name: string) => `Agenda de ${name}`;

export const musicaCopy: CopyOf = (city) => ({
  title: full(`Música en directo en ${city.name}: conciertos y festivales`),
  description: `Conciertos, jazz, música clásica, pop, rock y festivales en ${city.name}. La agenda de música en directo de hoy y de los próximos días, por fecha, barrio y precio.`,
  keywords: [
    `conciertos ${city.name}`,
    `música en directo ${city.name}`,
    `conciertos hoy ${city.name}`,
    `jazz ${city.name}`,
    `festivales de música ${city.name}`,
  ],
  eyebrow: eyebrow(city.name),
  heroTitle: `Música en directo en ${city.name}`,
  heroText: 'Conciertos, jazz, clásica y festivales: toda la música de la agenda en un solo sitio.',
  resultsTitle: `Conciertos y música en ${city.name}`,
  emptyText: `Ahora mismo no hay conciertos anunciados en ${city.name} con estos filtros.`,
});

export const fiestasCopy: CopyOf = (city) => ({
  title: full(`Fiestas y tardeos en ${city.name}`),
  description: `Fiestas populares, tardeos, verbenas y festivales en ${city.name}. Descubre dónde hay ambiente hoy, esta tarde y este fin de semana.`,
  keywords: [
    `fiestas ${city.name}`,
    `tardeo ${city.name}`,
    `fiestas populares ${city.name}`,
    `qué hacer esta noche en ${city.name}`,
    `planes fin de semana ${city.name}`,
  ],
  eyebrow: eyebrow(city.name),
  heroTitle: `Fiestas y tardeos en ${cityNickname(city)}`,
  heroText: 'Fiestas de barrio, tardeos con música y festivales: planes para salir con la cuadrilla.',
  resultsTitle: `Fiestas y tardeos en ${city.name}`,
  emptyText: `Ahora mismo no hay fiestas ni tardeos anunciados en ${city.name} con estos filtros.`,
});

export const gastronomiaCopy: CopyOf = (city) => ({
  title: full(`Gastronomía en ${city.name}: catas, jornadas y mercados`),
  description: `Planes gastronómicos en ${city.name}: catas, jornadas, ferias, mercados y rutas de pintxos. Consulta fechas, lugares y precios.`,
  keywords: [
    `gastronomía ${city.name}`,
    `catas ${city.name}`,
    `jornadas gastronómicas ${city.name}`,
    `mercados ${city.name}`,
    `pintxos ${city.name}`,
  ],
  eyebrow: eyebrow(city.name),
  heroTitle: `Planes gastronómicos en ${city.name}`,
  heroText: 'Catas, jornadas, mercados y ferias para comer y beber bien.',
  resultsTitle: `Gastronomía en ${city.name}`,
  emptyText: `Ahora mismo no hay planes gastronómicos anunciados en ${city.name} con estos filtros.`,
});

export const familiaCopy: CopyOf = (city) => ({
  title: full(`Planes en familia en ${city.name}: actividades para niños`),
  description: `Actividades para niños y planes en familia en ${city.name}: teatro infantil, talleres, cuentacuentos y visitas. Filtra por fecha, barrio, horario y precio.`,
  keywords: [
    `planes con niños ${city.name}`,
    `actividades infantiles ${city.name}`,
    `teatro infantil ${city.name}`,
    `talleres para niños ${city.name}`,
    `planes en familia ${city.name}`,
  ],
  eyebrow: eyebrow(city.name),
  heroTitle: `Planes en familia en ${cityNickname(city)}`,
  heroText: 'Teatro infantil, talleres, cuentacuentos y visitas para disfrutar con los peques.',
  resultsTitle: `Planes en familia en ${city.name}`,
  emptyText: `Ahora mismo no hay actividades infantiles anunciadas en ${city.name} con estos filtros.`,
});

export const culturaCopy: CopyOf = (city) => ({
  title: full(`Cultura en ${city.name}: arte y exposiciones`),
  description: `Exposiciones, arte, charlas y talleres creativos en ${city.name}. La agenda cultural de museos, galerías y centros culturales.`,
  keywords: [
    `exposiciones ${city.name}`,
    `agenda cultural ${city.name}`,
    `arte ${city.name}`,
    `museos ${city.name}`,
    `talleres creativos ${city.name}`,
  ],
  eyebrow: eyebrow(city.name),
  heroTitle: `Cultura y exposiciones en ${city.name}`,
  heroText: 'Exposiciones, charlas de arte y talleres creativos en museos, galerías y centros culturales.',
  resultsTitle: `Arte y exposiciones en ${city.name}`,
  emptyText: `Ahora mismo no hay exposiciones anunciadas en ${city.name} con estos filtros.`,
});
