import { Link } from 'react-router-dom';
import { INSTAGRAM_BANNER_DISMISSED_KEY } from '@/config/constants';
import type { TermsSectionData } from './terms-types';

/** Submitted events, usage statistics, browser storage and third parties. */
export const USAGE_SECTIONS: TermsSectionData[] = [
  {
    id: 'eventos-enviados',
    title: '6. Eventos enviados',
    Body: () => (
      <>
        <p>
          Cualquier persona, con cuenta o sin ella, puede <Link to="/add-event">enviar un evento</Link>{' '}
          gratis. El equipo verifica cada evento antes de publicarlo y puede rechazarlo o retirarlo. No
          publicamos, y retiramos si llegan a publicarse, los eventos con contenido violento, discriminatorio,
          ofensivo o que promueva el odio.
        </p>
        <p>
          Con el evento guardamos los datos del formulario y, si los indicas, tu nombre y tu email de
          contacto, que usamos solo para comunicarnos contigo sobre ese evento. Para evitar envíos abusivos
          guardamos también una huella cifrada (hash) de la dirección IP desde la que se envió, no la
          dirección en sí.
        </p>
        <p>
          Los eventos destacados se gestionan mediante un donativo: si lo marcas en el formulario, el equipo
          se pone en contacto contigo.
        </p>
      </>
    ),
  },
  {
    id: 'estadisticas',
    title: '7. Estadísticas de uso',
    Body: () => (
      <>
        <p>
          Contamos las visitas de cada página con un contador por página (por ejemplo, el número de visitas de
          un evento), sin guardar quién la visitó.
        </p>
        <p>
          Cuando pulsas un enlace que lleva a otra web (entradas, información del organizador, redes
          sociales), registramos la dirección del enlace, la página desde la que lo pulsaste, el identificador
          de tu navegador (user agent), la página de procedencia (referrer) y, si has iniciado sesión, tu
          identificador de usuario. Lo usamos solo para saber qué contenido resulta útil.
        </p>
      </>
    ),
  },
  {
    id: 'navegador',
    title: '8. Lo que se guarda en tu navegador',
    Body: () => (
      <>
        <p>Guardamos en el almacenamiento de tu navegador solo lo necesario para que la web funcione:</p>
        <ul>
          <li>la ciudad elegida, para mostrarte su agenda la próxima vez;</li>
          <li>tu sesión, si has iniciado sesión, para que no tengas que volver a entrar en cada visita;</li>
          <li>
            que has cerrado algún aviso, para no volver a mostrártelo (el aviso de abrir la web en tu
            navegador se recuerda solo durante la sesión, con la clave «{INSTAGRAM_BANNER_DISMISSED_KEY}»).
          </li>
        </ul>
        <p>No usamos cookies publicitarias ni herramientas de analítica de terceros.</p>
      </>
    ),
  },
  {
    id: 'terceros',
    title: '9. Terceros',
    Body: () => (
      <>
        <p>
          No vendemos ni compartimos tus datos con terceros. Para prestar el servicio usamos proveedores
          técnicos (el alojamiento de la web y de la base de datos, y el envío de emails) que los tratan solo
          por encargo nuestro.
        </p>
        <p>
          Algunas páginas muestran mapas de Google Maps. Al cargarse un mapa, tu navegador se conecta a
          Google, que recibe los datos técnicos de esa conexión según su propia política de privacidad. Lo
          mismo ocurre cuando sigues un enlace a otra web, como Instagram o WhatsApp.
        </p>
      </>
    ),
  },
];
