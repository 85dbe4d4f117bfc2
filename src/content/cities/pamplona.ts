import type { CityContent } from '../types';

const pamplona: CityContent = {
  lastMinute:
    'En Pamplona, el Casco Antiguo (Estafeta, San Nicolás y la Plaza del Castillo) es el sitio para improvisar: todo queda a pocos minutos a pie. Abajo tienes lo que sigue en marcha hoy; filtra por horario o por barrio para afinar.',
  plans: {
    morning:
      'Paseo por las murallas y el Baluarte del Redín, la Ciudadela y la Vuelta del Castillo, la catedral de Santa María y el mercado de Santo Domingo.',
    afternoon:
      'El Museo de Navarra y el Museo Universidad de Navarra, el parque de la Taconera y un paseo por el río Arga antes del vermú.',
    night:
      'Conciertos y espectáculos en el Baluarte, el Teatro Gayarre y el Navarra Arena, y bares en el Casco Antiguo.',
    family:
      'El Planetario, el parque Yamaguchi y su géiser, los ciervos y patos de la Taconera y las actividades infantiles de los civivox.',
  },
  weekend: {
    title: 'Planes de fin de semana en Pamplona',
    text: 'Casco Antiguo por la mañana, pinchos al mediodía y teatro o concierto por la noche. A menos de una hora: el castillo de Olite, la Foz de Lumbier y las Bardenas Reales.',
  },
  free: {
    title: 'Planes gratis en Pamplona',
    text: 'Las murallas, los parques y las fiestas en la calle no cuestan nada. Marca «Solo eventos gratis» para ver los de estos días.',
    items: [
      'Recorrido por las murallas y la Ciudadela',
      'El chupinazo del 6 de julio y las fiestas de San Fermín en la calle, hasta el 14',
      'San Fermín Txikito, a finales de septiembre en el Casco Antiguo',
      'Parques de la Taconera, Yamaguchi y la Media Luna',
      'Paseo fluvial del Arga',
    ],
  },
  tardeos: {
    title: 'Tardeos en Pamplona',
    text: 'Vermú y pinchos en Estafeta, San Nicolás y la Plaza del Castillo, y terrazas en San Juan cuando el tiempo acompaña.',
  },
  nightlife: {
    title: 'Vida nocturna',
    text: 'La noche se mueve por el Casco Antiguo, sobre todo en San Nicolás, Jarauta y la Navarrería, y por los bares de San Juan e Iturrama.',
  },
  culture: {
    title: 'Cultura y teatros',
    text: 'El Baluarte, el Teatro Gayarre, el Museo de Navarra, el Museo Universidad de Navarra y la red de civivox programan teatro, música, danza y exposiciones durante todo el año.',
  },
  family: {
    title: 'Actividades en familia',
    text: 'Sesiones del Planetario, talleres, teatro infantil y, en San Fermín, la comparsa de gigantes y cabezudos. La categoría Infantil reúne los de estos días.',
  },
  mustVisit: [
    'Calle Estafeta',
    'Plaza del Castillo',
    'Ciudadela',
    'Murallas y Baluarte del Redín',
    'Catedral de Santa María',
    'Parque de la Taconera',
  ],
  highlightTopics: [
    { label: 'Conciertos', to: '/?categoria=musica' },
    { label: 'Fiestas populares', to: '/?categoria=fiestas-populares' },
    { label: 'Teatro', to: '/?categoria=teatro' },
    { label: 'Deportes', to: '/?categoria=deportes' },
    { label: 'Gastronomía', to: '/?categoria=gastronomia' },
    { label: 'San Fermín', to: '/?tag=San%20Ferm%C3%ADn' },
  ],
  newSection: {
    title: 'Nuevo: guías de Pamplona',
    text: 'Rutas y recomendaciones escritas por el equipo para aprovechar la ciudad más allá de la agenda.',
    link: { label: 'Leer las guías', to: '/editorial' },
  },
  neighbourhoods: [
    {
      id: 'casco-antiguo',
      name: 'Casco Antiguo',
      text: 'El recorrido del encierro, Estafeta, el Ayuntamiento y la Plaza del Castillo.',
    },
    {
      id: 'ensanches',
      name: 'Ensanches',
      text: 'Primer y Segundo Ensanche: la avenida Carlos III, comercio y el Baluarte a un paso.',
    },
    {
      id: 'san-juan',
      name: 'San Juan',
      text: 'Bares y terrazas junto a la Vuelta del Castillo y cerca del parque Yamaguchi.',
    },
    {
      id: 'iturrama',
      name: 'Iturrama',
      text: 'Barrio residencial y universitario, con mucha vida de bares entre semana.',
    },
    { id: 'rochapea', name: 'Rochapea', text: 'A orillas del Arga, con el parque fluvial y sus paseos.' },
    { id: 'txantrea', name: 'Txantrea', text: 'Barrio con fuerte vida asociativa y fiestas propias.' },
    { id: 'milagrosa', name: 'La Milagrosa', text: 'Barrio popular del sur, junto al campus de Arrosadía.' },
  ],
};

export default pamplona;
