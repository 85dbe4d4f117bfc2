import type { ComponentType } from 'react';
import { Link } from 'react-router-dom';
import {
  INSTAGRAM_BANNER_DISMISSED_KEY,
  POINTS_FAVORITE,
  POINTS_FAVORITE_DAILY_MAX,
  POINTS_NEWSLETTER,
  POINTS_NEWSLETTER_WITH_INTERESTS,
  POINTS_PER_LEVEL,
  POINTS_REGISTRATION,
} from '@/config/constants';

/** One section of the terms: anchor id, heading and a body given the active city's contact e-mail. */
interface TermsSectionData {
  id: string;
  title: string;
  Body: ComponentType<{ email: string }>;
}

export const TERMS_SECTIONS: TermsSectionData[] = [
  {
    id: 'quienes-somos',
    title: '1. Quiénes somos',
    Body: ({ email }) => (
      <p>
        Agenda Norte es una guía de eventos y ocio de Bilbao, San Sebastián, Pamplona, Vitoria-Gasteiz,
        Santander y Logroño. Estos términos regulan el uso de la web y de la cuenta de usuario. Para cualquier
        consulta sobre ellos o sobre tus datos, escríbenos a <a href={`mailto:${email}`}>{email}</a>.
      </p>
    ),
  },
  {
    id: 'uso',
    title: '2. Uso de la web',
    Body: () => (
      <>
        <p>
          Consultar la agenda es gratuito y no necesita cuenta. La información de cada evento procede de sus
          organizadores y de fuentes públicas, y puede cambiar: confirma fecha, horario y precio con el
          organizador antes de ir.
        </p>
        <p>
          Te pedimos un uso respetuoso: no envíes contenido falso, ajeno sin permiso o que infrinja la ley.
        </p>
      </>
    ),
  },
  {
    id: 'datos',
    title: '3. Tu cuenta y los datos que guardamos',
    Body: () => (
      <>
        <p>Si creas una cuenta, guardamos:</p>
        <ul>
          <li>tu email y tu contraseña (la contraseña se guarda cifrada, nunca en texto legible);</li>
          <li>tu nombre, que puede mostrarse en los rankings;</li>
          <li>tus preferencias (por ejemplo, las de la newsletter) y tus eventos favoritos;</li>
          <li>tus puntos, tu nivel y el historial de movimientos de puntos.</li>
        </ul>
        <p>
          Usamos estos datos solo para darte acceso a tu cuenta, personalizar lo que ves y, si te suscribes,
          enviarte la newsletter. Puedes cambiar tu nombre y tu contraseña desde tu cuenta; el email no se
          puede cambiar.
        </p>
      </>
    ),
  },
  {
    id: 'puntos',
    title: '4. Puntos, niveles y rankings',
    Body: () => (
      <>
        <p>
          Con tu cuenta ganas puntos por algunas acciones: {POINTS_REGISTRATION} por registrarte,{' '}
          {POINTS_FAVORITE} por cada evento que guardas en favoritos (hasta {POINTS_FAVORITE_DAILY_MAX} al
          día) y {POINTS_NEWSLETTER} por suscribirte a la newsletter ({POINTS_NEWSLETTER_WITH_INTERESTS} si
          además eliges categorías o zonas). Cada {POINTS_PER_LEVEL} puntos subes un nivel. Los puntos los
          calcula nuestro servidor y no tienen valor económico.
        </p>
        <p>
          Los rankings son públicos (el histórico y el del mes) y muestran tu nombre, tus puntos y tu nivel.
          Si no has indicado un nombre, apareces como «Usuario anónimo».
        </p>
      </>
    ),
  },
  {
    id: 'newsletter',
    title: '5. Newsletter',
    Body: () => (
      <p>
        La newsletter es opcional. Desde tu cuenta eliges si la recibes, con qué frecuencia (diaria, semanal o
        quincenal) y sobre qué categorías y zonas, y puedes desactivarla cuando quieras. La frecuencia por
        defecto es semanal. Consulta también la{' '}
        <Link to="/account?tab=newsletter">pestaña Newsletter de tu cuenta</Link>.
      </p>
    ),
  },
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
  {
    id: 'eliminar-cuenta',
    title: '10. Eliminar tu cuenta',
    Body: () => (
      <>
        <p>
          Puedes eliminar tu cuenta desde tu perfil. Al pedirlo te enviamos un email con un enlace de
          confirmación, válido durante 24 horas y de un solo uso. Al confirmarlo borramos tu cuenta y los
          datos ligados a ella: perfil, favoritos, puntos, preferencias de la newsletter y los registros de
          clics asociados a tu usuario. Si no lo confirmas en ese plazo, no se borra nada y puedes volver a
          pedirlo.
        </p>
        <p>
          Los eventos que hayas enviado no están ligados a tu cuenta, así que no se borran con ella; si
          quieres que retiremos alguno, escríbenos.
        </p>
      </>
    ),
  },
  {
    id: 'derechos',
    title: '11. Tus derechos',
    Body: ({ email }) => (
      <p>
        Puedes consultar, corregir o borrar tus datos desde tu cuenta. Para cualquier otra petición sobre tus
        datos (acceso, rectificación, supresión u oposición), escríbenos a{' '}
        <a href={`mailto:${email}`}>{email}</a>.
      </p>
    ),
  },
  {
    id: 'cambios',
    title: '12. Cambios en estos términos',
    Body: () => (
      <p>Si cambiamos estos términos, actualizaremos esta página y su fecha de última actualización.</p>
    ),
  },
];
