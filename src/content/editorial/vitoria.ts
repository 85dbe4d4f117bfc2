import type { EditorialArticle } from './types';
import { mapsSearchUrl } from './maps-link';

const vitoria: EditorialArticle[] = [
  {
    id: '1',
    title: 'Casco Medieval: la almendra de Vitoria-Gasteiz',
    subtitle: 'Cantones, calles gremiales, la catedral en obras y los pintxos de la Cuchillería',
    imageUrl: '/images/categories/visitas.svg',
    imageAlt: 'Ilustración de visitas y recorridos',
    publishedAt: '2025-03-18',
    link: { label: 'Ver planes de cultura', to: '/cultura' },
    longText: [
      'El Casco Medieval de Vitoria-Gasteiz tiene forma de almendra: se asienta en la colina donde nació la ciudad, con calles largas y paralelas unidas por cantones en cuesta. Sus nombres recuerdan los antiguos gremios: Cuchillería, Herrería, Zapatería, Pintorería.',
      'En lo alto está la catedral de Santa María, que se visita mientras se restaura con el programa «Abierto por obras»: un recorrido guiado por cimientos, andamios y torre. Consulta horarios y reserva en su web.',
      'Bajando, la Plaza de la Virgen Blanca, con el monumento a la Batalla de Vitoria de 1813, enlaza con la Plaza de España, porticada y neoclásica, y con los Arquillos, que salvan el desnivel entre la ciudad medieval y el ensanche del siglo XIX. Algunos cantones tienen rampas mecánicas que facilitan la subida.',
      'La calle Cuchillería es una de las zonas de pintxos más animadas; en ella está también el museo BIBAT, de arqueología y naipes. Muchos bares de la ciudad hacen pintxo-pote algún día entre semana: pregunta en cada uno.',
      'Cada 4 de agosto, a las seis de la tarde, Celedón baja desde la torre de San Miguel hasta la Plaza de la Virgen Blanca y abre las fiestas de La Blanca, que duran hasta el día 9.',
    ],
    horarios: [
      'Calles y plazas: abiertas a cualquier hora.',
      'Catedral de Santa María («Abierto por obras»): visitas guiadas con reserva; horarios en su web.',
      'Fiestas de La Blanca: del 4 al 9 de agosto; bajada de Celedón el 4 a las 18:00.',
    ],
    links: [
      { label: 'Catedral de Santa María', url: 'https://www.catedralvitoria.eus' },
      { label: 'Ayuntamiento de Vitoria-Gasteiz', url: 'https://www.vitoria-gasteiz.org' },
      {
        label: 'Plaza de la Virgen Blanca en el mapa',
        url: mapsSearchUrl('Plaza de la Virgen Blanca, Vitoria-Gasteiz'),
      },
    ],
    map: { query: 'Plaza de la Virgen Blanca, Vitoria-Gasteiz', place: 'la Plaza de la Virgen Blanca' },
  },
  {
    id: '2',
    title: 'Anillo Verde: rutas a pie y en bici alrededor de la ciudad',
    subtitle: 'Humedales, bosques y ríos a un paseo del centro',
    imageUrl: '/images/cities/vitoria-hero.svg',
    imageAlt: 'Ilustración de Vitoria-Gasteiz',
    publishedAt: '2025-05-06',
    link: { label: 'Ver qué hacer en Vitoria-Gasteiz', to: '/' },
    longText: [
      'El Anillo Verde es un cinturón de parques que rodea Vitoria-Gasteiz y que se recorre por sendas para caminar y carriles para la bici. Fue una de las razones por las que la ciudad fue Capital Verde Europea en 2012.',
      'Salburua, al este, es un humedal con lagunas, observatorios de aves y ciervos que se dejan ver al amanecer y al atardecer. Su centro de interpretación, Ataria, organiza actividades y explica el ecosistema.',
      'Al sur y al oeste están los bosques de Armentia, el parque de Olarizu, con su jardín botánico, y Zabalgana. Al norte, el parque del río Zadorra acompaña el cauce entre arboledas.',
      'Las rutas son llanas o con poco desnivel y están señalizadas, así que son aptas para familias. Vitoria-Gasteiz es además una ciudad muy cómoda para moverse en bicicleta.',
      'Consejo práctico: lleva prismáticos si vas a Salburua, y calzado que aguante barro después de días de lluvia. Respeta las zonas de protección de la fauna.',
    ],
    horarios: [
      'Sendas y parques: de acceso libre.',
      'Centro de interpretación Ataria: horarios y actividades en la web municipal.',
    ],
    links: [
      { label: 'Ayuntamiento de Vitoria-Gasteiz', url: 'https://www.vitoria-gasteiz.org' },
      { label: 'Salburua en el mapa', url: mapsSearchUrl('Humedal de Salburua, Vitoria-Gasteiz') },
    ],
    map: { query: 'Humedal de Salburua, Vitoria-Gasteiz', place: 'el humedal de Salburua' },
  },
  {
    id: '3',
    title: 'Festival de Jazz de Vitoria-Gasteiz',
    subtitle: 'Una cita de julio con décadas de historia, en escenarios grandes y en la calle',
    imageUrl: '/images/categories/musica.svg',
    imageAlt: 'Ilustración de música',
    publishedAt: '2025-06-30',
    link: { label: 'Ver conciertos y música', to: '/musica' },
    longText: [
      'El Festival de Jazz de Vitoria-Gasteiz se celebra cada mes de julio desde 1977 y reúne cada año a figuras del jazz internacional y a músicos locales.',
      'Los conciertos principales se suelen celebrar en el polideportivo de Mendizorroza. Además hay ciclos en teatros y otros espacios de la ciudad, sesiones nocturnas y conciertos gratuitos en la calle, que llenan el centro de música durante la semana del festival.',
      'El cartel y las fechas se anuncian en primavera en la web del festival, donde también se venden las entradas.',
      'Consejos prácticos: los conciertos gratuitos son la mejor forma de probar si no conoces el género. Reserva alojamiento pronto, porque la ciudad se llena esa semana.',
    ],
    horarios: ['Una semana de julio; fechas exactas y horarios en la web del festival.'],
    links: [
      { label: 'Festival de Jazz de Vitoria-Gasteiz', url: 'https://www.jazzvitoria.com' },
      { label: 'Mendizorroza en el mapa', url: mapsSearchUrl('Polideportivo Mendizorroza, Vitoria-Gasteiz') },
    ],
    map: { query: 'Polideportivo Mendizorroza, Vitoria-Gasteiz', place: 'el polideportivo de Mendizorroza' },
  },
];

export default vitoria;
