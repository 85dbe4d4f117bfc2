import type { EditorialArticle } from './types';
import { mapsSearchUrl } from './maps-link';

const santander: EditorialArticle[] = [
  {
    id: '1',
    title: 'El Sardinero y las playas de Santander',
    subtitle: 'De la bahía al mar abierto, con paseo hasta el faro de Cabo Mayor',
    imageUrl: '/images/cities/santander-hero.svg',
    imageAlt: 'Ilustración de Santander',
    publishedAt: '2025-06-10',
    link: { label: 'Ver qué hacer en Santander', to: '/' },
    longText: [
      'El Sardinero es la cara más conocida de Santander: dos grandes arenales, la Primera y la Segunda playa, separados por los Jardines de Piquío y presididos por el Gran Casino. La Segunda es la preferida de los surfistas cuando entra mar de fondo.',
      'Dentro de la bahía hay playas más resguardadas, como Los Peligros y La Magdalena, cómodas para ir con niños porque el oleaje suele ser más suave.',
      'Hacia el norte, el parque de Mataleñas y los acantilados llevan hasta el faro de Cabo Mayor, que alberga un centro de arte. Es un paseo con vistas sobre el Cantábrico, ideal al atardecer.',
      'Para volver al centro puedes caminar por la costa o usar el autobús urbano, que conecta El Sardinero con el centro con frecuencia.',
      'Consejo práctico: en el Cantábrico las mareas cambian mucho el tamaño de las playas; consulta la tabla de mareas y respeta siempre las banderas de los socorristas.',
    ],
    horarios: [
      'Playas y paseos: abiertos a cualquier hora; servicio de socorrismo en temporada de baño.',
      'Centro de arte del faro de Cabo Mayor: horarios en la web municipal.',
    ],
    links: [
      { label: 'Ayuntamiento de Santander', url: 'https://www.santander.es' },
      { label: 'Faro de Cabo Mayor en el mapa', url: mapsSearchUrl('Faro de Cabo Mayor, Santander') },
    ],
    map: { query: 'Playa del Sardinero, Santander', place: 'la playa del Sardinero' },
  },
  {
    id: '2',
    title: 'La Magdalena y la bahía: palacio, península y Centro Botín',
    subtitle: 'Un paseo por la Santander más señorial, de la península al Paseo de Pereda',
    imageUrl: '/images/categories/visitas.svg',
    imageAlt: 'Ilustración de visitas y recorridos',
    publishedAt: '2025-04-15',
    link: { label: 'Ver planes de cultura', to: '/cultura' },
    longText: [
      'El Palacio de la Magdalena se construyó a principios del siglo XX por suscripción popular como residencia de verano de la familia real, en tiempos de Alfonso XIII. Hoy acoge, entre otras actividades, los cursos de verano de la Universidad Internacional Menéndez Pelayo, y se puede visitar con visitas guiadas.',
      'La península que lo rodea es un gran parque abierto: praderas con vistas a la bahía y a la isla de Mouro, un pequeño zoo con focas, leones marinos y pingüinos, y las embarcaciones de las expediciones del navegante cántabro Vital Alsar. Un tren turístico recorre la península en temporada.',
      'De vuelta hacia el centro, el paseo junto a la bahía pasa por Puertochico y el Paseo de Pereda hasta el Centro Botín, obra de Renzo Piano abierta en 2017, con exposiciones de arte y un mirador sobre el agua.',
      'Consejo práctico: el recorrido entero es largo pero llano; el autobús urbano te acerca a la península si prefieres hacer solo una parte andando.',
    ],
    horarios: [
      'Península de la Magdalena: abierta a diario; horarios de apertura en la web municipal.',
      'Palacio de la Magdalena y Centro Botín: horarios, visitas y entradas en sus webs.',
    ],
    links: [
      { label: 'Ayuntamiento de Santander', url: 'https://www.santander.es' },
      { label: 'Centro Botín', url: 'https://www.centrobotin.org' },
      {
        label: 'Palacio de la Magdalena en el mapa',
        url: mapsSearchUrl('Palacio de la Magdalena, Santander'),
      },
    ],
    map: { query: 'Palacio de la Magdalena, Santander', place: 'el Palacio de la Magdalena' },
  },
  {
    id: '3',
    title: 'Semana Grande y el verano en Santander',
    subtitle: 'Fiestas de Santiago en julio, Baños de Ola y el Festival Internacional en agosto',
    imageUrl: '/images/categories/fiestas.svg',
    imageAlt: 'Ilustración de fiestas',
    publishedAt: '2025-07-08',
    link: { label: 'Ver fiestas y festivales', to: '/fiestas' },
    longText: [
      'La Semana Grande de Santander se celebra en torno al 25 de julio, día de Santiago. Durante esos días hay conciertos, actividades en la calle para todas las edades, fuegos artificiales y la Feria de Santiago.',
      'En julio también se celebran los Baños de Ola, una recreación histórica en El Sardinero que recuerda cuando, en el siglo XIX, se venía a Santander a tomar baños de mar por salud, con vestuario de época.',
      'En agosto llega el Festival Internacional de Santander, con música clásica y danza en el Palacio de Festivales y en otros espacios de la ciudad.',
      'Consejo práctico: los programas se publican poco antes de cada cita y cambian de un año a otro; consúltalos en las webs oficiales. En verano conviene reservar alojamiento con tiempo.',
    ],
    horarios: [
      'Semana Grande: alrededor del 25 de julio; programa en la web municipal.',
      'Festival Internacional de Santander: en agosto; programa y entradas en su web.',
    ],
    links: [
      { label: 'Ayuntamiento de Santander', url: 'https://www.santander.es' },
      { label: 'Festival Internacional de Santander', url: 'https://www.festivalsantander.com' },
    ],
    map: { query: 'Plaza del Ayuntamiento, Santander', place: 'el centro de Santander' },
  },
];

export default santander;
