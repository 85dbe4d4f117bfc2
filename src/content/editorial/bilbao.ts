import type { EditorialArticle } from './types';
import { mapsSearchUrl } from './maps-link';

const bilbao: EditorialArticle[] = [
  {
    id: '1',
    title: 'Casco Viejo: las Siete Calles y sus pintxos',
    subtitle: 'Cómo recorrer el corazón histórico de Bilbao de barra en barra',
    imageUrl: '/images/categories/gastronomia.svg',
    imageAlt: 'Ilustración de gastronomía',
    publishedAt: '2025-05-20',
    link: { label: 'Ver planes en el Casco Viejo', to: '/casco-viejo' },
    longText: [
      'El Casco Viejo nació en la orilla derecha de la ría alrededor de las Siete Calles: Somera, Artekale, Tendería, Belostikale, Carnicería Vieja, Barrenkale y Barrenkale Barrena. Casi todo es peatonal y se recorre a pie sin prisa, con la catedral de Santiago, el Teatro Arriaga y el Mercado de la Ribera como puntos de referencia.',
      'La Plaza Nueva, porticada y de estilo neoclásico, reúne muchos de los bares de pintxos más conocidos de la ciudad. Los domingos por la mañana suele acoger un mercadillo de coleccionistas, con sellos, monedas y libros.',
      'La costumbre es sencilla: un pintxo y un zurito (un vaso pequeño de cerveza), un txakoli o un vino en cada bar, y al siguiente. Los pintxos fríos están a la vista en la barra; los calientes se piden al camarero y se preparan al momento. En muchos sitios se paga al final diciendo lo que has tomado, así que lleva la cuenta.',
      'El Mercado de la Ribera, junto a la ría, tiene puestos de producto fresco y una zona de barras para comer algo. Es buena idea pasar por la mañana, cuando hay más ambiente en los puestos.',
      'Consejo práctico: el metro te deja en la estación de Casco Viejo. A mediodía y los fines de semana por la tarde las barras se llenan; si buscas tranquilidad, ve temprano o entre semana.',
    ],
    horarios: [
      'Bares de pintxos: sobre todo a mediodía y a partir de las siete de la tarde; cada local tiene su horario y su día de cierre.',
      'Mercado de la Ribera: consulta el horario de puestos y barras en su web antes de ir.',
    ],
    links: [
      { label: 'Bilbao Turismo', url: 'https://www.bilbaoturismo.net' },
      { label: 'Metro Bilbao', url: 'https://www.metrobilbao.eus' },
      { label: 'Plaza Nueva en el mapa', url: mapsSearchUrl('Plaza Nueva, Bilbao') },
    ],
    map: { query: 'Plaza Nueva, Bilbao', place: 'la Plaza Nueva de Bilbao' },
  },
  {
    id: '2',
    title: 'La ría y el Guggenheim: paseo de Abando a Abandoibarra',
    subtitle: 'De la ría industrial al museo de Frank Gehry, a pie o en bici',
    imageUrl: '/images/categories/arte.svg',
    imageAlt: 'Ilustración de arte y exposiciones',
    publishedAt: '2025-06-18',
    link: { label: 'Ver planes de cultura', to: '/cultura' },
    longText: [
      'La ría del Nervión es la columna vertebral de Bilbao. Su orilla se puede recorrer casi entera por paseos llanos y cómodos, aptos para carritos y bicicletas, desde el Casco Viejo hasta más allá del Palacio Euskalduna.',
      'Saliendo del Arenal, el paseo pasa junto al Ayuntamiento, cruza con la vista el puente Zubizuri de Santiago Calatrava y las torres Isozaki, y llega a Abandoibarra, la antigua zona de astilleros y muelles convertida en parques y paseos.',
      'Allí está el Museo Guggenheim Bilbao, obra de Frank Gehry, abierto en 1997. Fuera del museo se ve arte sin entrada: Puppy, el perro cubierto de flores de Jeff Koons, en la entrada principal, y Mamá, la gran araña de Louise Bourgeois, junto a la ría. Al lado, el puente de La Salve lleva los Arcos Rojos de Daniel Buren.',
      'A pocos minutos, en el parque de Doña Casilda, el Museo de Bellas Artes reúne arte antiguo, moderno y contemporáneo. Si te sobra tiempo, el funicular de Artxanda sube a un mirador con vistas de toda la ciudad.',
      'Consejo práctico: compra las entradas de los museos en sus webs oficiales y consulta allí los días de cierre y las actividades. El paseo es muy agradable al atardecer, cuando se encienden las luces de la ría.',
    ],
    horarios: [
      'Paseo de la ría: abierto a cualquier hora.',
      'Museo Guggenheim Bilbao y Museo de Bellas Artes: horarios, tarifas y días de cierre en sus webs oficiales.',
    ],
    links: [
      { label: 'Museo Guggenheim Bilbao', url: 'https://www.guggenheim-bilbao.eus' },
      { label: 'Museo de Bellas Artes de Bilbao', url: 'https://www.bilbaomuseoa.eus' },
      { label: 'Bilbao Turismo', url: 'https://www.bilbaoturismo.net' },
    ],
    map: { query: 'Museo Guggenheim Bilbao', place: 'el Museo Guggenheim Bilbao' },
  },
  {
    id: '3',
    title: 'Aste Nagusia: guía práctica de la Semana Grande',
    subtitle: 'Nueve días de fiestas en agosto, de la txupinera a la quema de Marijaia',
    imageUrl: '/images/categories/fiestas.svg',
    imageAlt: 'Ilustración de fiestas',
    publishedAt: '2025-07-30',
    link: { label: 'Ver fiestas y festivales', to: '/fiestas' },
    longText: [
      'Aste Nagusia, la Semana Grande de Bilbao, dura nueve días y empieza el sábado siguiente al 15 de agosto. Arranca con el txupinazo, que lanza la txupinera desde el balcón del Teatro Arriaga, y termina con la quema de Marijaia, la figura de brazos en alto que preside las fiestas.',
      'El corazón de la fiesta son las konpartsak, grupos que montan sus txosnas (barras con música y ambiente) en El Arenal y alrededores. Hay conciertos gratuitos, teatro de calle, gigantes y cabezudos, deporte rural, actividades infantiles y, cada noche, fuegos artificiales.',
      'El programa oficial se publica unas semanas antes e incluye horarios y escenarios de cada día. Como cambia de un año a otro, consúltalo en lugar de fiarte de lo que se hizo la edición anterior.',
      'Consejos prácticos: muévete en metro, tranvía o andando, porque el centro se llena y hay calles cortadas. Por la noche refresca junto a la ría, así que lleva algo de abrigo. Con niños, las mañanas y las primeras horas de la tarde son más tranquilas.',
    ],
    horarios: [
      'Nueve días a partir del sábado siguiente al 15 de agosto.',
      'Conciertos, fuegos artificiales y actos: horarios en el programa oficial de cada año.',
    ],
    links: [
      { label: 'Ayuntamiento de Bilbao', url: 'https://www.bilbao.eus' },
      { label: 'Bilbao Turismo', url: 'https://www.bilbaoturismo.net' },
      { label: 'El Arenal en el mapa', url: mapsSearchUrl('El Arenal, Bilbao') },
    ],
    map: { query: 'El Arenal, Bilbao', place: 'El Arenal de Bilbao' },
  },
];

export default bilbao;
