import type { EditorialArticle } from './types';
import { mapsSearchUrl } from './maps-link';

const pamplona: EditorialArticle[] = [
  {
    id: '1',
    title: 'San Fermín: guía práctica para vivirlo',
    subtitle: 'Del chupinazo del 6 de julio al Pobre de mí, con consejos para disfrutarlo con cabeza',
    imageUrl: '/images/categories/fiestas.svg',
    imageAlt: 'Ilustración de fiestas',
    publishedAt: '2025-06-26',
    link: { label: 'Ver fiestas y festivales', to: '/fiestas' },
    longText: [
      'Las fiestas de San Fermín empiezan el 6 de julio a las doce del mediodía con el chupinazo, lanzado desde el balcón del Ayuntamiento, y terminan a medianoche del 14 de julio con el Pobre de mí, cantado con velas en la Plaza Consistorial.',
      'Cada mañana, del 7 al 14 de julio, a las ocho, se corre el encierro: los toros recorren algo más de 800 metros por las calles del Casco Antiguo, desde los corrales de Santo Domingo hasta la Plaza de Toros, pasando por la Plaza Consistorial, Mercaderes y Estafeta. Correrlo es peligroso y está reservado a mayores de edad; si no lo conoces bien, míralo desde el vallado, un balcón o la televisión.',
      'Hay mucho más que encierros: la procesión de San Fermín el día 7 por la mañana, la comparsa de gigantes y cabezudos cada día, las peñas con sus charangas, conciertos en la calle, actividades infantiles y fuegos artificiales cada noche.',
      'La indumentaria es blanca con pañuelo y faja rojos; el pañuelico se anuda al cuello después del chupinazo.',
      'Consejos prácticos: reserva el alojamiento con mucha antelación, bebe agua y descansa, guarda el móvil y la cartera en lugares seguros, y ten a mano el teléfono de emergencias, el 112. El programa oficial detalla los actos de cada día.',
    ],
    horarios: [
      'Chupinazo: 6 de julio a las 12:00, Plaza Consistorial.',
      'Encierros: del 7 al 14 de julio a las 8:00.',
      'Pobre de mí: 14 de julio a las 24:00, Plaza Consistorial.',
      'Resto de actos: en el programa oficial de cada año.',
    ],
    links: [
      { label: 'Ayuntamiento de Pamplona', url: 'https://www.pamplona.es' },
      { label: 'Plaza Consistorial en el mapa', url: mapsSearchUrl('Plaza Consistorial, Pamplona') },
    ],
    map: { query: 'Plaza Consistorial, Pamplona', place: 'la Plaza Consistorial de Pamplona' },
  },
  {
    id: '2',
    title: 'Casco Antiguo: murallas, Estafeta y Plaza del Castillo',
    subtitle: 'Los tres burgos medievales de Iruña, a pie y con parada en los bares de pinchos',
    imageUrl: '/images/categories/visitas.svg',
    imageAlt: 'Ilustración de visitas y recorridos',
    publishedAt: '2025-04-22',
    link: { label: 'Ver planes de cultura', to: '/cultura' },
    longText: [
      'El Casco Antiguo de Pamplona nació de tres burgos medievales, la Navarrería, San Cernin y San Nicolás, que vivieron enfrentados hasta que el rey Carlos III el Noble los unió en 1423 con el Privilegio de la Unión.',
      'La Plaza del Castillo es el salón de la ciudad, con sus terrazas y el Café Iruña. Muy cerca, la calle Estafeta, conocida por el encierro, está llena de bares y tiendas. Al norte, la catedral de Santa María la Real tiene un claustro gótico que merece la visita.',
      'Las murallas rodean buena parte del casco. El Baluarte del Redín y el mirador del Caballo Blanco ofrecen vistas sobre el río Arga, y por el Portal de Francia entran a la ciudad los peregrinos del Camino de Santiago.',
      'Para comer, los pinchos de las calles San Nicolás, Estafeta y alrededores permiten probar producto navarro: verduras de la Ribera, espárragos, pimientos del piquillo o queso.',
      'Consejo práctico: el casco es compacto y se recorre a pie; hay cuestas hacia las murallas. Consulta los horarios de visita de la catedral antes de ir.',
    ],
    horarios: [
      'Calles, murallas y miradores: abiertos a cualquier hora.',
      'Catedral de Santa María la Real: horarios de visita en su web o en la oficina de turismo.',
    ],
    links: [
      { label: 'Ayuntamiento de Pamplona', url: 'https://www.pamplona.es' },
      { label: 'Turismo de Navarra', url: 'https://www.visitnavarra.es' },
      {
        label: 'Mirador del Caballo Blanco en el mapa',
        url: mapsSearchUrl('Rincón del Caballo Blanco, Pamplona'),
      },
    ],
    map: { query: 'Plaza del Castillo, Pamplona', place: 'la Plaza del Castillo' },
  },
  {
    id: '3',
    title: 'La Ciudadela y los parques de Pamplona',
    subtitle: 'Una fortaleza del siglo XVI convertida en parque, y otros verdes para pasear',
    imageUrl: '/images/cities/pamplona-hero.svg',
    imageAlt: 'Ilustración de Pamplona',
    publishedAt: '2025-08-12',
    link: { label: 'Ver qué hacer en Pamplona', to: '/' },
    longText: [
      'La Ciudadela es una fortaleza de planta pentagonal mandada construir por Felipe II a finales del siglo XVI. Hoy es un parque con fosos y baluartes para pasear, y sus antiguos edificios militares acogen exposiciones y actividades culturales.',
      'Junto a ella se extiende la Vuelta del Castillo, una gran pradera donde se corre, se pasea al perro y se hacen picnics cuando sale el sol.',
      'El parque de la Taconera, el más antiguo de la ciudad, tiene en el foso ciervos, patos y pavos reales, algo que a los niños les encanta. El parque Yamaguchi, de inspiración japonesa, tiene un géiser y está al lado del Planetario. Y el parque de la Media Luna se asoma al río Arga con buenas vistas.',
      'El paseo fluvial del Arga recorre la ciudad junto al río, llano y apto para bicicletas y carritos.',
      'Consejo práctico: en la Ciudadela y la Vuelta del Castillo suele haber actividades y exposiciones gratuitas; mira la agenda antes de ir.',
    ],
    horarios: [
      'Parques y paseos: de acceso libre; consulta en la web municipal si alguno tiene horario de cierre.',
      'Salas de exposiciones de la Ciudadela: horarios en la agenda municipal.',
    ],
    links: [
      { label: 'Ayuntamiento de Pamplona', url: 'https://www.pamplona.es' },
      { label: 'Parque de la Taconera en el mapa', url: mapsSearchUrl('Parque de la Taconera, Pamplona') },
    ],
    map: { query: 'Ciudadela de Pamplona', place: 'la Ciudadela de Pamplona' },
  },
];

export default pamplona;
