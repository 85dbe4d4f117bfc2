import type { CityContent } from '../types';

const santander: CityContent = {
  lastMinute:
    'Santander improvisa bien entre Cañadío, Puertochico y, con buen tiempo, El Sardinero. Abajo tienes lo que sigue en marcha hoy; filtra por horario o por barrio para afinar.',
  plans: {
    morning:
      'La península de la Magdalena y su palacio, el paseo marítimo hasta las playas de El Sardinero, y compra en el Mercado de la Esperanza.',
    afternoon:
      'Arte y vistas a la bahía en el Centro Botín, el Museo Marítimo del Cantábrico y un paseo hasta el faro de Cabo Mayor.',
    night:
      'Teatro, danza y conciertos en el Palacio de Festivales, música en directo en las salas del centro y bares en Cañadío y Río de la Pila.',
    family:
      'Las focas y pingüinos del minizoo de la Magdalena, el acuario del Museo Marítimo y, a media hora en coche, el Parque de la Naturaleza de Cabárceno.',
  },
  weekend: {
    title: 'Planes de fin de semana en Santander',
    text: 'Playa o paseo por la costa por la mañana, rabas en Puertochico y cultura por la tarde. Cerca: Santillana del Mar, Comillas y Liérganes.',
  },
  free: {
    title: 'Planes gratis en Santander',
    text: 'La bahía, las playas y los paseos no cobran entrada. Marca «Solo eventos gratis» para ver los de estos días.',
    items: [
      'Paseo marítimo de El Sardinero a la Magdalena',
      'Los jardines de Pereda, frente al Centro Botín',
      'El faro de Cabo Mayor y la costa de Mataleñas',
      'Los Baños de Ola de julio, que recrean el Santander de los primeros bañistas',
      'Ambiente y actividades en la calle durante la Semana Grande',
    ],
  },
  tardeos: {
    title: 'Tardeos en Santander',
    text: 'La plaza de Cañadío y Peña Herbosa son el punto de encuentro de media tarde; en Puertochico, vermú y rabas frente al puerto deportivo.',
  },
  nightlife: {
    title: 'Vida nocturna',
    text: 'Río de la Pila y Cañadío concentran la noche todo el año; en verano, El Sardinero toma el relevo.',
  },
  culture: {
    title: 'Cultura y teatros',
    text: 'El Palacio de Festivales, el Centro Botín, el MAS (Museo de Arte Moderno y Contemporáneo) y la Biblioteca Menéndez Pelayo, con el Festival Internacional de Santander cada agosto.',
  },
  family: {
    title: 'Actividades en familia',
    text: 'Talleres en museos, actividades en las playas en verano y teatro infantil. La categoría Infantil reúne los de estos días.',
  },
  mustVisit: [
    'Península de la Magdalena',
    'Playas de El Sardinero',
    'Centro Botín',
    'Puertochico',
    'Faro de Cabo Mayor',
    'Catedral de Santander',
  ],
  highlightTopics: [
    { label: 'Conciertos', to: '/?categoria=musica' },
    { label: 'Teatro', to: '/?categoria=teatro' },
    { label: 'Música clásica', to: '/?categoria=clasica' },
    { label: 'Exposiciones', to: '/?categoria=exposiciones' },
    { label: 'Gastronomía', to: '/?categoria=gastronomia' },
    { label: 'Deportes', to: '/?categoria=deportes' },
  ],
  newSection: {
    title: 'Nuevo: guías de Santander',
    text: 'Rutas y recomendaciones escritas por el equipo para aprovechar la ciudad más allá de la agenda.',
    link: { label: 'Leer las guías', to: '/editorial' },
  },
  neighbourhoods: [
    {
      id: 'santander-centro',
      name: 'Centro',
      text: 'El Ayuntamiento, el Mercado de la Esperanza, la catedral y las calles comerciales.',
    },
    {
      id: 'el-sardinero',
      name: 'El Sardinero',
      text: 'Playas, los jardines de Piquío, el Gran Casino y los Campos de Sport.',
    },
    { id: 'puertochico', name: 'Puertochico', text: 'El puerto deportivo, las rabas y Cañadío a un paso.' },
    {
      id: 'cueto',
      name: 'Cueto',
      text: 'Al norte, junto al faro de Cabo Mayor, la playa de Mataleñas y los senderos de la costa.',
    },
  ],
};

export default santander;
