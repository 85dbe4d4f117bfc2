import type { CityContent } from '../types';

const vitoria: CityContent = {
  lastMinute:
    'En Vitoria-Gasteiz, el Casco Medieval (Cuchillería, Pintorería, Correría) y el entorno de la Virgen Blanca concentran el ambiente de última hora. Abajo tienes lo que sigue en marcha hoy; filtra por horario o por barrio para afinar.',
  plans: {
    morning:
      'Un tramo del Anillo Verde: los humedales de Salburua y el centro Ataria para ver aves, o el parque de la Florida; y la visita guiada «Abierto por obras» a la catedral de Santa María.',
    afternoon:
      'Artium Museoa, el Museo de Bellas Artes de Álava en el palacio Augusti y un paseo por los cantones del Casco Medieval siguiendo sus murales.',
    night:
      'Teatro en el Principal Antzokia, conciertos en salas como Jimmy Jazz o en el Iradier Arena, y pintxos en Cuchillería.',
    family:
      'El parque de la Florida, los humedales de Salburua, el bosque de Armentia y el Museo de Ciencias Naturales en la torre de Doña Otxanda.',
  },
  weekend: {
    title: 'Planes de fin de semana en Vitoria-Gasteiz',
    text: 'Bici por el Anillo Verde, pintxos en el Casco Medieval y cultura por la tarde. Cerca: los pueblos y bodegas de Rioja Alavesa, con Laguardia, y el Valle Salado de Añana.',
  },
  free: {
    title: 'Planes gratis en Vitoria-Gasteiz',
    text: 'Parques, murales y fiestas en la calle sin pagar entrada. Marca «Solo eventos gratis» para ver los de estos días.',
    items: [
      'El Anillo Verde a pie o en bici',
      'La ruta de murales del Casco Medieval',
      'La bajada de Celedón el 4 de agosto, que abre las fiestas de La Blanca',
      'Los humedales de Salburua',
      'Paseo por la Plaza de la Virgen Blanca y la Plaza de España',
    ],
  },
  tardeos: {
    title: 'Tardeos en Gasteiz',
    text: 'Vermú y pintxos en Cuchillería y alrededores de la Plaza de España, con terrazas en el Ensanche cuando sale el sol.',
  },
  nightlife: {
    title: 'Vida nocturna',
    text: 'La noche se concentra en el Casco Medieval, con Cuchillería y Herrería como calles principales, y en las salas de conciertos de la ciudad.',
  },
  culture: {
    title: 'Cultura y teatros',
    text: 'El Teatro Principal Antzokia, Artium, el Museo de Bellas Artes de Álava y los centros cívicos programan todo el año; en verano llegan el Azkena Rock y el Festival de Jazz de Vitoria-Gasteiz.',
  },
  family: {
    title: 'Actividades en familia',
    text: 'Talleres en los centros cívicos y museos, observación de aves en Ataria y teatro infantil. La categoría Infantil reúne los de estos días.',
  },
  mustVisit: [
    'Casco Medieval',
    'Catedral de Santa María',
    'Plaza de la Virgen Blanca',
    'Humedales de Salburua',
    'Artium Museoa',
    'Parque de la Florida',
  ],
  highlightTopics: [
    { label: 'Conciertos', to: '/?categoria=musica' },
    { label: 'Jazz', to: '/?categoria=jazz' },
    { label: 'Teatro', to: '/?categoria=teatro' },
    { label: 'Visitas guiadas', to: '/?categoria=visitas-guiadas' },
    { label: 'Exposiciones', to: '/?categoria=exposiciones' },
    { label: 'Fiestas populares', to: '/?categoria=fiestas-populares' },
  ],
  newSection: {
    title: 'Nuevo: guías de Vitoria-Gasteiz',
    text: 'Rutas y recomendaciones escritas por el equipo para aprovechar la ciudad más allá de la agenda.',
    link: { label: 'Leer las guías', to: '/editorial' },
  },
  neighbourhoods: [
    {
      id: 'casco-medieval',
      name: 'Casco Medieval',
      text: 'La «almendra» medieval: cantones, murales, la catedral de Santa María y los pintxos de Cuchillería.',
    },
    {
      id: 'ensanche',
      name: 'Ensanche',
      text: 'La calle Dato, el parque de la Florida y el comercio del centro.',
    },
    {
      id: 'lakua',
      name: 'Lakua',
      text: 'Barrio del norte, con la sede del Gobierno Vasco y amplias zonas verdes.',
    },
    { id: 'salburua', name: 'Salburua', text: 'Barrio nuevo junto a los humedales y el centro Ataria.' },
  ],
};

export default vitoria;
