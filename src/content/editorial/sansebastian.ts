import type { EditorialArticle } from './types';
import { mapsSearchUrl } from './maps-link';

const sansebastian: EditorialArticle[] = [
  {
    id: '1',
    title: 'Parte Vieja: ruta de pintxos sin prisas',
    subtitle: 'Calles, barras y costumbres del barrio más animado de Donostia',
    imageUrl: '/images/categories/gastronomia.svg',
    imageAlt: 'Ilustración de gastronomía',
    publishedAt: '2025-05-14',
    link: { label: 'Ver planes de gastronomía', to: '/gastronomia' },
    longText: [
      'La Parte Vieja ocupa el espacio entre el monte Urgull, el puerto y el Boulevard. Sus calles principales, como la calle 31 de Agosto, Fermín Calbetón o la calle Mayor, están llenas de bares de pintxos, uno al lado del otro.',
      'La calle 31 de Agosto debe su nombre al incendio de 1813, que destruyó la ciudad: fue la única calle que quedó en pie. En ella está la basílica de Santa María del Coro, con la iglesia de San Vicente muy cerca, y a unos pasos la Plaza de la Constitución, cuyos balcones numerados recuerdan que fue plaza de toros.',
      'Para ir de pintxos, mira la barra y también la pizarra: muchos bares preparan pintxos calientes al momento y suelen ser su especialidad. Lo habitual es tomar uno o dos por bar con un txakoli, una sidra o un vino y seguir caminando.',
      'El mercado de La Bretxa, junto al Boulevard, es una buena parada por la mañana para ver producto local.',
      'Consejo práctico: en verano, en Semana Santa y los fines de semana las barras se llenan a mediodía y por la noche. Ir algo antes de la hora punta ayuda a pedir con calma.',
    ],
    horarios: [
      'Bares de pintxos: sobre todo a mediodía y por la noche; cada local tiene su horario y su día de cierre.',
      'Mercado de La Bretxa: consulta horarios de los puestos antes de ir.',
    ],
    links: [
      { label: 'San Sebastián Turismo', url: 'https://www.sansebastianturismo.com' },
      {
        label: 'Plaza de la Constitución en el mapa',
        url: mapsSearchUrl('Plaza de la Constitución, Donostia'),
      },
    ],
    map: { query: 'Plaza de la Constitución, Donostia-San Sebastián', place: 'la Plaza de la Constitución' },
  },
  {
    id: '2',
    title: 'La Concha, Ondarreta y el Peine del Viento',
    subtitle: 'Un paseo por la bahía, de la Parte Vieja al monte Igueldo',
    imageUrl: '/images/cities/sansebastian-hero.svg',
    imageAlt: 'Ilustración de San Sebastián',
    publishedAt: '2025-06-25',
    link: { label: 'Ver qué hacer en San Sebastián', to: '/' },
    longText: [
      'La bahía de La Concha se abraza con la isla de Santa Clara en el centro, el monte Urgull a un lado y el monte Igueldo al otro. Su paseo, con la barandilla blanca que es símbolo de la ciudad, une la Parte Vieja con Ondarreta en un recorrido llano y muy agradable.',
      'Hay tres playas urbanas: La Concha, la más céntrica; Ondarreta, a continuación, con el Palacio de Miramar y sus jardines entre ambas; y la Zurriola, en el barrio de Gros, donde se concentran los surfistas.',
      'Al final de Ondarreta está el Peine del Viento, las esculturas de acero de Eduardo Chillida sobre las rocas, donde el mar entra con fuerza los días de oleaje. Desde allí sale el funicular del monte Igueldo, en funcionamiento desde 1912, que sube a un mirador y a un parque de atracciones clásico.',
      'En verano salen barcos desde el puerto hacia la isla de Santa Clara. Y si prefieres caminar, el paseo alrededor del monte Urgull rodea el monte junto al mar.',
      'Consejo práctico: con marea alta la playa de La Concha se estrecha mucho; consulta la tabla de mareas si vas a pasar el día. Respeta las banderas de los socorristas.',
    ],
    horarios: [
      'Paseos y playas: abiertos todo el día.',
      'Funicular de Igueldo y barcos a la isla de Santa Clara: horarios de temporada en sus webs.',
    ],
    links: [
      { label: 'San Sebastián Turismo', url: 'https://www.sansebastianturismo.com' },
      { label: 'Monte Igueldo', url: 'https://www.monteigueldo.es' },
      { label: 'Peine del Viento en el mapa', url: mapsSearchUrl('Peine del Viento, Donostia') },
    ],
    map: { query: 'Playa de La Concha, Donostia-San Sebastián', place: 'la playa de La Concha' },
  },
  {
    id: '3',
    title: 'Tamborrada: el 20 de enero, 24 horas de tambores',
    subtitle: 'Cómo vivir el día de San Sebastián, de la izada a la arriada',
    imageUrl: '/images/categories/fiestas.svg',
    imageAlt: 'Ilustración de fiestas',
    publishedAt: '2025-01-10',
    link: { label: 'Ver fiestas y festivales', to: '/fiestas' },
    longText: [
      'El 20 de enero, día de San Sebastián, la ciudad celebra su fiesta mayor con la Tamborrada. A medianoche, en la Plaza de la Constitución, se iza la bandera de la ciudad y empiezan a sonar los tambores y barriles con la Marcha de San Sebastián, compuesta por Raimundo Sarriegui.',
      'Durante 24 horas, las compañías desfilan por las calles vestidas de cocineros y de soldados. Muchas salen de sociedades gastronómicas, colegios o asociaciones de barrio. Durante el día desfila la Tamborrada Infantil, con miles de niños y niñas de los colegios de la ciudad.',
      'A medianoche del día 20, en la misma Plaza de la Constitución, se arría la bandera y termina la fiesta.',
      'Consejos prácticos: para la izada, la plaza se llena con mucha antelación; si no quieres apreturas, verás compañías por toda la ciudad a lo largo del día. Hace frío: ropa de abrigo y calzado cómodo. Los recorridos y horarios de cada compañía se publican en el programa municipal.',
    ],
    horarios: [
      'Izada de la bandera: a las 00:00 del 20 de enero, Plaza de la Constitución.',
      'Arriada: a las 24:00 del 20 de enero, en la misma plaza.',
      'Recorridos de las compañías y Tamborrada Infantil: en el programa municipal.',
    ],
    links: [
      { label: 'Ayuntamiento de Donostia / San Sebastián', url: 'https://www.donostia.eus' },
      { label: 'San Sebastián Turismo', url: 'https://www.sansebastianturismo.com' },
    ],
    map: { query: 'Plaza de la Constitución, Donostia-San Sebastián', place: 'la Plaza de la Constitución' },
  },
];

export default sansebastian;
