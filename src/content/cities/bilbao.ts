import type { CityContent } from '../types';

/** Bilbao: no neighbourhood list. */
const bilbao: CityContent = {
  lastMinute:
    'Si decides a última hora, el Casco Viejo, Abando e Indautxu concentran bares, salas y plazas con ambiente a pocos minutos a pie. Abajo tienes lo que sigue en marcha hoy: filtra por horario para ver solo lo que empieza esta tarde o esta noche.',
  plans: {
    morning:
      'Paseo por la ría desde el Guggenheim hasta el puente Zubizuri y el Arriaga, compra en el Mercado de la Ribera y un café en la Plaza Nueva, donde los domingos por la mañana se monta el mercadillo de sellos, monedas y pájaros.',
    afternoon:
      'Tarde de museos (Bellas Artes y Guggenheim, a un paseo el uno del otro), exposiciones y cine en Azkuna Zentroa, o subida en funicular a Artxanda para ver la ciudad desde arriba antes del poteo.',
    night:
      'Conciertos en el Kafe Antzokia, Bilborock o el Bilbao Arena de Miribilla; ópera de la temporada de ABAO en el Euskalduna; teatro en el Arriaga o el Campos Elíseos, y copas en el Casco Viejo.',
    family:
      'El parque de Doña Casilda y su estanque, el Itsasmuseum junto a la grúa Carola, los parques de la cima de Artxanda y los talleres infantiles de las bibliotecas municipales y de Azkuna Zentroa.',
  },
  weekend: {
    title: 'Planes de fin de semana en Bilbao',
    text: 'El fin de semana da para mercado por la mañana, pintxos al mediodía y concierto por la noche. Si apetece salir, en metro se llega a Getxo y al Puente de Bizkaia, Patrimonio de la Humanidad, o a las playas de Sopela; y en coche, a San Juan de Gaztelugatxe y Urdaibai.',
  },
  free: {
    title: 'Planes gratis en Bilbao',
    text: 'Buena parte de Bilbao se disfruta sin pagar entrada. Marca «Solo eventos gratis» en los filtros para ver los de estos días.',
    items: [
      'Paseo por la ría del Guggenheim a La Salve, Zubizuri y el Arenal',
      'Subida a pie al mirador de Artxanda',
      'Arquitectura: las bocas de metro de Foster, la Alhóndiga (Azkuna Zentroa) y la Torre Iberdrola',
      'Txosnas, conciertos y fuegos artificiales de Aste Nagusia, en agosto',
      'El parque de Doña Casilda y la Gran Vía',
    ],
  },
  tardeos: {
    title: 'Tardeos en Bilbao',
    text: 'El tardeo bilbaíno viene del poteo de toda la vida: rondas cortas de bar en bar por Licenciado Poza («Pozas»), la calle Ledesma, el Casco Viejo e Indautxu, con pintxos y música desde media tarde. En muchos barrios el pintxo-pote anima las tardes entre semana.',
  },
  nightlife: {
    title: 'Vida nocturna',
    text: 'La noche se reparte entre las Siete Calles del Casco Viejo, Bilbao La Vieja y San Francisco, con bares de música en directo, e Indautxu. Las salas de conciertos alargan la noche los fines de semana.',
  },
  culture: {
    title: 'Cultura y teatros',
    text: 'El Teatro Arriaga, el Palacio Euskalduna, el Teatro Campos Elíseos, el Guggenheim, el Museo de Bellas Artes y Azkuna Zentroa programan todo el año: teatro, danza, ópera, exposiciones y cine.',
  },
  family: {
    title: 'Actividades en familia',
    text: 'Cuentacuentos, talleres, teatro infantil y visitas adaptadas en museos y bibliotecas. La categoría Infantil reúne los de estos días.',
  },
  mustVisit: [
    'Museo Guggenheim Bilbao',
    'Casco Viejo y las Siete Calles',
    'Mercado de la Ribera',
    'Puente de Bizkaia (Getxo–Portugalete)',
    'Funicular de Artxanda',
    'Museo de Bellas Artes',
  ],
  highlightTopics: [
    { label: 'Conciertos', to: '/?categoria=musica' },
    { label: 'Teatro', to: '/?categoria=teatro' },
    { label: 'Fiestas populares', to: '/?categoria=fiestas-populares' },
    { label: 'Exposiciones', to: '/?categoria=exposiciones' },
    { label: 'Gastronomía', to: '/?categoria=gastronomia' },
    { label: 'Aste Nagusia', to: '/?tag=Aste%20Nagusia' },
  ],
  newSection: {
    title: 'Nuevo: guías de Bilbao',
    text: 'Rutas y recomendaciones escritas por el equipo para aprovechar la ciudad más allá de la agenda.',
    link: { label: 'Leer las guías', to: '/editorial' },
  },
};

export default bilbao;
