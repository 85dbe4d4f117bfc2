import type { CityContent } from '../types';

const logronio: CityContent = {
  lastMinute:
    'En Logroño, el plan de última hora tiene nombre propio: la calle Laurel y la calle San Juan, con cada bar y su pincho de la casa. Abajo tienes lo que sigue en marcha hoy; filtra por horario o por barrio para afinar.',
  plans: {
    morning:
      'Paseo por el Espolón, la concatedral de Santa María de La Redonda, el Puente de Piedra por donde entra el Camino de Santiago, y compra en el mercado de San Blas.',
    afternoon:
      'El parque del Ebro, el Museo de La Rioja, la Casa de las Ciencias y una visita a alguna de las bodegas de la propia ciudad.',
    night:
      'Teatro en el Bretón de los Herreros, conciertos en Riojafórum y en las salas del centro, y pinchos en Laurel y San Juan.',
    family:
      'La Casa de las Ciencias, el parque del Ebro y el parque de La Grajera con su embalse, además de los talleres de las bibliotecas.',
  },
  weekend: {
    title: 'Planes de fin de semana en Logroño',
    text: 'Bodegas y vino por la mañana, pinchos al mediodía y cultura por la tarde. Cerca: Haro y su barrio de la estación, Ezcaray, Briones y los monasterios de Yuso y Suso en San Millán de la Cogolla.',
  },
  free: {
    title: 'Planes gratis en Logroño',
    text: 'Paseos, parques y fiestas en la calle sin pagar entrada. Marca «Solo eventos gratis» para ver los de estos días.',
    items: [
      'El Espolón y el parque del Ebro',
      'Las fiestas de San Mateo y la Vendimia, en septiembre, con el pisado de la uva',
      'San Bernabé, el 11 de junio, con el reparto de pan, pez y vino',
      'El tramo logroñés del Camino de Santiago',
      'El parque de La Grajera',
    ],
  },
  tardeos: {
    title: 'Tardeos en Logroño',
    text: 'Laurel, San Juan y la calle Portales llenan las tardes, sobre todo de jueves a domingo: vino de Rioja por copas y un pincho en cada barra.',
  },
  nightlife: {
    title: 'Vida nocturna',
    text: 'La noche sigue en el Casco Antiguo y las calles que rodean la Plaza del Mercado, con bares de copas y música.',
  },
  culture: {
    title: 'Cultura y teatros',
    text: 'El Teatro Bretón de los Herreros, Riojafórum, el Museo de La Rioja y la Casa de las Ciencias; muy cerca, el Museo Würth La Rioja en Agoncillo. En enero, el festival Actual abre el año.',
  },
  family: {
    title: 'Actividades en familia',
    text: 'Talleres en la Casa de las Ciencias y las bibliotecas, teatro infantil y actividades en los parques. La categoría Infantil reúne los de estos días.',
  },
  mustVisit: [
    'Calle Laurel',
    'Concatedral de La Redonda',
    'El Espolón',
    'Puente de Piedra',
    'Parque del Ebro',
    'Mercado de San Blas',
  ],
  highlightTopics: [
    { label: 'Gastronomía', to: '/?categoria=gastronomia' },
    { label: 'Conciertos', to: '/?categoria=musica' },
    { label: 'Teatro', to: '/?categoria=teatro' },
    { label: 'Fiestas populares', to: '/?categoria=fiestas-populares' },
    { label: 'Visitas guiadas', to: '/?categoria=visitas-guiadas' },
    { label: 'San Mateo', to: '/?tag=San%20Mateo' },
  ],
  newSection: {
    title: 'Nuevo: guías de Logroño',
    text: 'Rutas y recomendaciones escritas por el equipo para aprovechar la ciudad más allá de la agenda.',
    link: { label: 'Leer las guías', to: '/editorial' },
  },
  neighbourhoods: [
    {
      id: 'logronio-casco-antiguo',
      name: 'Casco Antiguo',
      text: 'Laurel, San Juan, La Redonda, el Camino de Santiago y el Puente de Piedra.',
    },
    { id: 'logronio-centro', name: 'Centro', text: 'El Espolón, la Gran Vía y las calles de compras.' },
    {
      id: 'cascajos',
      name: 'Cascajos',
      text: 'Barrio residencial con vida de barrio y actividades en su centro cívico.',
    },
    { id: 'lobete', name: 'Lobete', text: 'Barrio residencial con actividades vecinales y deportivas.' },
    { id: 'yague', name: 'Yagüe', text: 'Barrio con fiestas propias y actividades vecinales.' },
    {
      id: 'varea',
      name: 'Varea',
      text: 'Antiguo pueblo junto a la desembocadura del Iregua en el Ebro, con fiestas propias.',
    },
    {
      id: 'el-cubo',
      name: 'El Cubo',
      text: 'Barrio residencial de los más recientes de la ciudad, con parques y zonas verdes.',
    },
  ],
};

export default logronio;
