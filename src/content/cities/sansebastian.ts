import type { CityContent } from '../types';

const sansebastian: CityContent = {
  lastMinute:
    'En Donostia, lo de última hora suele pasar por la Parte Vieja y Gros: pintxos, música en bares y un paseo por la bahía. Abajo tienes lo que sigue en marcha hoy; filtra por barrio o por horario para afinar.',
  plans: {
    morning:
      'Paseo por La Concha hasta el Peine del Viento de Chillida, subida al Monte Urgull o al Monte Igueldo en su funicular, y compra en los mercados de La Bretxa o San Martín.',
    afternoon:
      'Exposiciones en Tabakalera y San Telmo Museoa, surf y atardecer en la Zurriola y, al caer la tarde, pintxos en la Parte Vieja.',
    night:
      'Conciertos en el Kursaal y en salas como Dabadaba, en Egia; teatro y danza en el Victoria Eugenia y el Teatro Principal, y ambiente en la Parte Vieja y Gros.',
    family:
      'El Aquarium, Eureka! Zientzia Museoa en Miramón, el parque de atracciones del Monte Igueldo y la playa de Ondarreta, la más tranquila para los peques.',
  },
  weekend: {
    title: 'Planes de fin de semana en Donostia',
    text: 'Playa o monte por la mañana, pintxos al mediodía y cultura por la tarde. Cerca: el puerto de Pasai Donibane, el casco amurallado de Hondarribia y la playa de Zarautz.',
  },
  free: {
    title: 'Planes gratis en San Sebastián',
    text: 'La bahía y los montes que la rodean no cobran entrada. Marca «Solo eventos gratis» para ver los de estos días.',
    items: [
      'Paseo de La Concha hasta el Peine del Viento',
      'Subida a pie al Monte Urgull',
      'La Tamborrada del 20 de enero, en la calle',
      'Fuegos artificiales del concurso de la Semana Grande, en agosto',
      'Surf para mirar en la Zurriola',
    ],
  },
  tardeos: {
    title: 'Tardeos en Donostia',
    text: 'Vermú y pintxos en la Parte Vieja (31 de Agosto, Fermín Calbetón) y en Gros, donde las barras son algo más tranquilas y las terrazas miran a la Zurriola.',
  },
  nightlife: {
    title: 'Vida nocturna',
    text: 'La Parte Vieja sigue siendo el centro de la noche; la zona de Reyes Católicos, junto a la catedral del Buen Pastor, y Gros completan la ruta, con música en directo en las salas de Egia.',
  },
  culture: {
    title: 'Cultura y teatros',
    text: 'Kursaal, Teatro Victoria Eugenia, Teatro Principal, Tabakalera y San Telmo Museoa, y festivales con nombre propio: Jazzaldia en julio, la Quincena Musical en agosto y el Festival de Cine en septiembre.',
  },
  family: {
    title: 'Actividades en familia',
    text: 'Talleres en museos y bibliotecas, teatro infantil y actividades en la playa cuando acompaña el tiempo. La categoría Infantil reúne los de estos días.',
  },
  mustVisit: ['La Concha', 'Parte Vieja', 'Monte Igueldo', 'Peine del Viento', 'Kursaal', 'Tabakalera'],
  highlightTopics: [
    { label: 'Conciertos', to: '/?categoria=musica' },
    { label: 'Jazz', to: '/?categoria=jazz' },
    { label: 'Cine', to: '/?categoria=cine' },
    { label: 'Gastronomía', to: '/?categoria=gastronomia' },
    { label: 'Teatro', to: '/?categoria=teatro' },
    { label: 'Exposiciones', to: '/?categoria=exposiciones' },
  ],
  newSection: {
    title: 'Nuevo: guías de Donostia',
    text: 'Rutas y recomendaciones escritas por el equipo para aprovechar la ciudad más allá de la agenda.',
    link: { label: 'Leer las guías', to: '/editorial' },
  },
  neighbourhoods: [
    {
      id: 'parte-vieja',
      name: 'Parte Vieja',
      text: 'Entre el Urgull y el Boulevard: pintxos, la Plaza de la Constitución y la basílica de Santa María.',
    },
    {
      id: 'centro',
      name: 'Centro',
      text: 'El ensanche romántico: la catedral del Buen Pastor, el Victoria Eugenia y las calles de compras.',
    },
    {
      id: 'gros',
      name: 'Gros',
      text: 'La Zurriola, el Kursaal, surf y barras de pintxos con ambiente de barrio.',
    },
    {
      id: 'amara',
      name: 'Amara',
      text: 'Barrio residencial junto al Urumea, con Anoeta y sus instalaciones deportivas.',
    },
    { id: 'antiguo', name: 'El Antiguo', text: 'Ondarreta, el Peine del Viento y el pie del Monte Igueldo.' },
    {
      id: 'egia',
      name: 'Egia',
      text: 'Tabakalera, el parque de Cristina Enea y las salas de música en directo.',
    },
  ],
};

export default sansebastian;
