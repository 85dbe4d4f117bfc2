/**
 * Deterministic benchmark corpus: plausible Spanish events for the northern cities, built from word
 * lists with a seeded PRNG (same seed → same events on every machine), plus typo'd queries of the kind
 * visitors type (accents dropped, one letter missing, doubled or swapped).
 */
import type { EventItem } from '@/features/events/domain/types';

/** mulberry32: tiny, fast, good enough to vary test data. Returns floats in [0, 1). */
export function createRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Word lists are kept as '|'-separated strings so they stay one line each. */
const list = (items: string): readonly string[] => items.split('|');

const KINDS = list(
  'Concierto de|Festival de|Exposición de|Taller de|Noche de|Ciclo de|Recital de|Jornada de|Muestra de|Encuentro de|Sesión de|Gala de',
);
const GENRES = list(
  'jazz|música clásica|rock|flamenco|folk|blues|música electrónica|salsa|zarzuela|ópera|txalaparta|bertsolaris|fotografía|cerámica|cine de verano|danza contemporánea|teatro clásico|monólogos de humor|poesía|pintura|artesanía|cocina vasca|vinos de Rioja|cómic|swing|bachata|títeres|magia|robótica|astronomía',
);
const EXTRAS = list(
  'en el Casco Viejo|al aire libre|para toda la familia|de otoño|navideño|en la playa|junto a la ría|de primavera|en directo|solidario|',
);
const SPECIAL_TITLES = list(
  'Mercadillo navideño|Visita guiada al puerto|Cata de vinos de Rioja|Feria de artesanía|Ruta guiada por el Casco Viejo|Cine de verano en el parque|Orquesta sinfónica en concierto|Tardeo con DJ|Fiestas patronales|Maratón popular',
);
const VENUES = list(
  'Teatro Arriaga|Palacio Euskalduna|Kafe Antzokia|Bilbao Arena|Sala BBK|Museo Guggenheim|Kursaal|Teatro Victoria Eugenia|Tabakalera|Baluarte|Teatro Gayarre|Palacio de Festivales|Teatro Principal|Riojaforum|Teatro Bretón|Conservatorio Jesús Guridi|Plaza Nueva|Parque de Doña Casilda|Azkuna Zentroa|Sala Santana 27|Centro Botín|Artium|Civican|Casa de las Ciencias',
);
const FIRST_NAMES = list(
  'Ane|Mikel|Itziar|Jon|Lucía|Iñaki|María|Javier|Nerea|Unai|Carmen|Asier|Ainhoa|Pablo|Begoña|Xabier|Irati|Andrés|Leire|Fermín',
);
const SURNAMES = list(
  'Etxeberria|Garaikoetxea|Martínez|Urrutia|López|Zubizarreta|Fernández|Aguirre|Olaizola|Sánchez|Arrieta|Goikoetxea|Ruiz|Ibarra|Mendizábal|Gómez|Larrañaga|Sáenz|Echániz|Ortiz',
);
const BANDS = list(
  'Los Piratas del Norte|Trío Bizkaia|Orquesta Sinfónica de Euskadi|Coro Easo|Banda Municipal|Cuarteto Gernika|Big Band de Santander|Dúo Ebro|Txaranga Alai|Compañía Ados Teatroa',
);
/** 'Town: neighbourhood, … = postcode prefix'. */
const TOWNS = list(
  'Bilbao: Casco Viejo, Abando, Deusto, Begoña, Indautxu, Santutxu, Rekalde, San Francisco = 480|Getxo: Algorta, Las Arenas = 489|Barakaldo: Centro = 489|San Sebastián: Parte Vieja, Gros, Amara, Egia, Centro = 200|Pamplona: Casco Antiguo, Ensanche, Iturrama, San Juan = 310|Vitoria-Gasteiz: Casco Medieval, Ensanche, Lakua = 010|Santander: Centro, El Sardinero, Puertochico = 390|Logroño: Casco Antiguo, Centro, Cascajos = 260|Durango: Centro = 482|Haro: Centro = 262',
).map((entry) => {
  const [place = '', postcode = ''] = entry.split(' = ');
  const [town = '', neighborhoods = ''] = place.split(': ');
  return { town, neighborhoods: neighborhoods.split(', '), postcode };
});
const STREETS = list(
  'Calle Mayor|Gran Vía|Calle Ercilla|Paseo de la Concha|Calle Estafeta|Calle Dato|Paseo de Pereda|Calle Laurel|Avenida Sabino Arana|Calle Somera|Plaza del Castillo|Calle San Francisco',
);
const TAGS = list(
  'gratis|familia|aire libre|música en vivo|niños|noche|cultura|gastronomía|fiestas|teatro|arte|accesible|euskera|tardeo|exposición|vermú|pintxos|verano|invierno|navidad',
);
const ORGANIZERS = list(
  'Ayuntamiento de Bilbao|Diputación Foral de Gipuzkoa|Gobierno de Navarra|Asociación Cultural Harribeltza|Fundación BBK|Kultur Etxea|Centro Cívico|Peña Recreativa|Universidad de Deusto|',
);
/** 'category/subcategory' (subcategory may be empty). */
const CATEGORIES = list(
  'musica/jazz|musica/clasica|arte/exposiciones|escenicos/teatro|fiestas/tardeos|gastronomia/|infantil/programacion-infantil|cine/cine-independiente|baile/salsa|visitas/visitas-guiadas',
);
// Everyday Spanish for the descriptions; a handful of words carry HTML entities as editors paste them.
const PROSE = (
  'el la los las un una de del en con para por sobre entre desde hasta que y o pero como muy más también ' +
  'evento programa actividad público entrada libre aforo limitado reserva previa recomendada horario tarde noche mañana ' +
  'fin semana ciudad barrio plaza calle parque museo sala escenario artistas invitados obras piezas repertorio ' +
  'tradición popular vasca navarra cántabra riojana cultura música danza teatro cine arte exposición taller charla ' +
  'visitantes familias niños niñas jóvenes mayores todos edades disfrutar descubrir aprender compartir celebrar ' +
  'ambiente festivo especial única oportunidad temporada edición anual primera vez nueva propuesta original ' +
  'gastronomía productos locales vino sidra pintxos txakoli mercado puestos artesanos creadores vecinos asociación ' +
  'colaboración apoyo ayuntamiento patrocinio organización información completa página web consulta condiciones ' +
  'accesible personas movilidad reducida transporte metro autobús tranvía aparcamiento cercano lluvia cubierto ' +
  'concierto festival recital sesión ciclo jornada encuentro homenaje estreno función gira nacional internacional'
).split(' ');
const ENTITY_WORDS = list(
  'm&uacute;sica|exposici&oacute;n|espect&aacute;culo|ni&ntilde;os|Espa&ntilde;a|caf&eacute;',
);
// Syllables for made-up proper names (streets, groups, places): they give the corpus the long tail of
// rare words a real one has, so the vocabulary is thousands of words, not just the lists above.
const SYLLABLES = list(
  'ba|ko|txe|ri|za|la|go|en|ar|tu|me|ne|sa|bi|do|ga|ki|lu|mo|pe|ra|so|ta|u|xa|zu|ber|tz|il|on',
);

export interface BenchCorpus {
  events: EventItem[];
  queries: string[];
}

/** Typo'd queries: accents dropped, one letter missing, doubled, swapped or changed; one to three words. */
export const BENCH_QUERIES: readonly string[] = list(
  'concerto jaz|teatr clasico|mercadillo navideno|exposicion fotografia|festibal folk|flamenko|orqesta sinfonica|taler de ceramica|cine de veranno|visita giada|monologos humor|cata de vino rioja|musica electronca|feria de artesnia|bertsolari|kafe antzokia|palacio euskaldna|danza contemporane|gratis familia|noche de blues',
);

export function generateEvents(count: number, seed = 20_250_101): EventItem[] {
  const random = createRandom(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const between = (min: number, max: number): number => min + Math.floor(random() * (max - min + 1));
  const pad = (n: number): string => String(n).padStart(2, '0');

  const madeUpName = (): string => {
    const syllables = Array.from({ length: between(2, 4) }, () => pick(SYLLABLES)).join('');
    return syllables.charAt(0).toUpperCase() + syllables.slice(1);
  };

  const paragraph = (words: number): string => {
    const out: string[] = [];
    for (let i = 0; i < words; i++) {
      const roll = random();
      const word =
        roll < 0.04
          ? pick(ENTITY_WORDS)
          : roll < 0.1
            ? pick(GENRES)
            : roll < 0.16
              ? madeUpName()
              : pick(PROSE);
      out.push(roll > 0.97 ? `<strong>${word}</strong>` : word);
    }
    return out.join(' ');
  };

  return Array.from({ length: count }, (_, index): EventItem => {
    const { town, neighborhoods, postcode } = pick(TOWNS);
    const [categoryId = '', subcategory = ''] = pick(CATEGORIES).split('/');
    const title =
      random() < 0.2 ? pick(SPECIAL_TITLES) : `${pick(KINDS)} ${pick(GENRES)} ${pick(EXTRAS)}`.trim();
    const artist =
      random() < 0.3 ? '' : random() < 0.5 ? pick(BANDS) : `${pick(FIRST_NAMES)} ${pick(SURNAMES)}`;
    const words = between(30, 80);
    const split = between(10, words - 10);
    const start = new Date(Date.UTC(2025, 0, 1) + between(0, 364) * 86_400_000);
    const startDate = start.toISOString().slice(0, 10);
    const days = random() < 0.7 ? 0 : between(1, 20);
    const isFree = random() < 0.3;
    const startHour = between(9, 23);
    return {
      id: `ev-${String(index + 1).padStart(5, '0')}`,
      imageUrl: random() < 0.8 ? `/img/events/${index % 40}.svg` : '',
      title,
      description: `<p>${paragraph(split)}.</p><p>${paragraph(words - split)}<br/>&iexcl;No te lo pierdas!</p>`,
      categoryId: [categoryId],
      subcategory: subcategory ? [subcategory] : [],
      venue: pick(VENUES),
      town,
      neighborhood: random() < 0.8 ? pick(neighborhoods) : '',
      address: `${pick(STREETS)}, ${between(1, 120)}, ${postcode}${pad(between(1, 20))} ${town}`,
      startDate,
      endDate: days === 0 ? '' : new Date(start.getTime() + days * 86_400_000).toISOString().slice(0, 10),
      startTime: random() < 0.85 ? `${pad(startHour)}:${pick(['00', '30'])}` : '',
      endTime: random() < 0.5 ? `${pad((startHour + between(1, 4)) % 24)}:00` : '',
      price: isFree ? 0 : random() < 0.85 ? between(3, 60) : null,
      isFree,
      ticketUrl: '',
      infoUrl: random() < 0.5 ? 'https://example.org/info' : '',
      organizer: pick(ORGANIZERS),
      tags: Array.from(new Set(Array.from({ length: between(1, 4) }, () => pick(TAGS)))),
      artist,
      comoLlegar: '',
      destacado: random() < 0.05 ? between(1, 3) : 0,
      color: '',
      recomendaciones: '',
      language: [],
      sources: [],
    };
  });
}

export function createBenchCorpus(count = 5_000, seed?: number): BenchCorpus {
  return { events: generateEvents(count, seed), queries: [...BENCH_QUERIES] };
}
