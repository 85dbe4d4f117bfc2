import type { EditorialArticle } from './types';
import { mapsSearchUrl } from './maps-link';

const logronio: EditorialArticle[] = [
  {
    id: '1',
    title: 'Calle Laurel y San Juan: tapeo en Logroño',
    subtitle: 'Cada bar con su especialidad y un vino de Rioja en cada parada',
    imageUrl: '/images/categories/gastronomia.svg',
    imageAlt: 'Ilustración de gastronomía',
    publishedAt: '2025-05-28',
    link: { label: 'Ver planes de gastronomía', to: '/gastronomia' },
    longText: [
      'La calle Laurel, en pleno Casco Antiguo, es la referencia del tapeo en Logroño; con humor la llaman «la senda de los elefantes». Muy cerca, la Travesía de San Juan y la calle San Agustín forman otra zona de bares igual de animada.',
      'Lo característico es que muchos bares tienen una especialidad de la casa, a veces una sola, y la gente va de uno a otro pidiendo esa tapa con un vino de Rioja. Pregunta por la especialidad al llegar: es la mejor forma de acertar.',
      'Antes o después, merece la pena pasear por la calle Portales, ver las torres de la concatedral de Santa María de la Redonda y acercarse al Paseo del Espolón, el gran salón de la ciudad. Por la mañana, el Mercado de San Blas ofrece producto riojano, desde verduras a embutidos.',
      'Consejo práctico: el ambiente se concentra por la tarde-noche y los fines de semana; entre semana y a primera hora es más fácil pedir con calma. Muchos bares cierran algún día a la semana.',
    ],
    horarios: [
      'Bares de la Laurel y San Juan: sobre todo a mediodía y por la tarde-noche; cada local tiene su horario y su día de cierre.',
      'Mercado de San Blas: por las mañanas; consulta horarios antes de ir.',
    ],
    links: [
      { label: 'La Rioja Turismo', url: 'https://lariojaturismo.com' },
      { label: 'Calle Laurel en el mapa', url: mapsSearchUrl('Calle Laurel, Logroño') },
    ],
    map: { query: 'Calle Laurel, Logroño', place: 'la calle Laurel' },
  },
  {
    id: '2',
    title: 'San Mateo y la Fiesta de la Vendimia Riojana',
    subtitle: 'Las fiestas de septiembre, con el pisado de la uva y la ofrenda del primer mosto',
    imageUrl: '/images/categories/fiestas.svg',
    imageAlt: 'Ilustración de fiestas',
    publishedAt: '2025-08-27',
    link: { label: 'Ver fiestas y festivales', to: '/fiestas' },
    longText: [
      'Las fiestas de San Mateo se celebran en torno al 21 de septiembre y coinciden con la Fiesta de la Vendimia Riojana, cuando la región celebra el comienzo de la cosecha de la uva.',
      'El acto más conocido es el pisado de la uva y la ofrenda del primer mosto a la Virgen de Valvanera, patrona de La Rioja, en el Paseo del Espolón. Durante la semana hay peñas, conciertos, fuegos artificiales, actividades infantiles y mucho ambiente en el Casco Antiguo.',
      'En junio, por San Bernabé, Logroño recuerda el asedio de 1521 con el reparto de pan, pez y vino a cargo de la Cofradía del Pez.',
      'Consejo práctico: el programa de San Mateo se publica unas semanas antes; consúltalo en la web municipal. En esas fechas conviene reservar alojamiento con tiempo.',
    ],
    horarios: [
      'San Mateo: la semana del 21 de septiembre; programa en la web municipal.',
      'Pisado de la uva y ofrenda del mosto: día y hora en el programa de cada año.',
    ],
    links: [
      { label: 'La Rioja Turismo', url: 'https://lariojaturismo.com' },
      { label: 'Paseo del Espolón en el mapa', url: mapsSearchUrl('Paseo del Espolón, Logroño') },
    ],
    map: { query: 'Paseo del Espolón, Logroño', place: 'el Paseo del Espolón' },
  },
  {
    id: '3',
    title: 'El Ebro en Logroño: puentes, parques y paseos',
    subtitle: 'Un paseo junto al río, por donde entra en la ciudad el Camino de Santiago',
    imageUrl: '/images/cities/logronio-hero.svg',
    imageAlt: 'Ilustración de Logroño',
    publishedAt: '2025-04-02',
    link: { label: 'Ver qué hacer en Logroño', to: '/' },
    longText: [
      'El Ebro marca el norte de Logroño. Dos puentes históricos lo cruzan junto al Casco Antiguo: el Puente de Piedra, por el que entran a la ciudad los peregrinos del Camino de Santiago, y el Puente de Hierro.',
      'Entre ambos y a lo largo de la orilla se extiende el parque del Ebro, con paseos llanos, zonas verdes y sombra en verano, muy cómodo para caminar, correr o ir en bici.',
      'Junto al Puente de Hierro está la Casa de las Ciencias, un centro de divulgación científica con exposiciones y talleres, buena opción con niños.',
      'Si te apetece una excursión más larga, el parque de La Grajera, al suroeste de la ciudad, tiene un embalse rodeado de sendas; el Camino de Santiago pasa por él al salir de Logroño.',
      'Consejo práctico: en verano, el paseo junto al río es más agradable a primera hora o al atardecer.',
    ],
    horarios: [
      'Paseos y parques: de acceso libre.',
      'Casa de las Ciencias: horarios, exposiciones y talleres en la web municipal.',
    ],
    links: [
      { label: 'La Rioja Turismo', url: 'https://lariojaturismo.com' },
      { label: 'Puente de Piedra en el mapa', url: mapsSearchUrl('Puente de Piedra, Logroño') },
    ],
    map: { query: 'Puente de Piedra, Logroño', place: 'el Puente de Piedra de Logroño' },
  },
];

export default logronio;
