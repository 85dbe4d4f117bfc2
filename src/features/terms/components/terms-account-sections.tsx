import { Link } from 'react-router-dom';
import {
  POINTS_FAVORITE,
  POINTS_FAVORITE_DAILY_MAX,
  POINTS_NEWSLETTER,
  POINTS_NEWSLETTER_WITH_INTERESTS,
  POINTS_PER_LEVEL,
  POINTS_REGISTRATION,
} from '@/config/constants';
import type { TermsSectionData } from './terms-types';

/** Who we are, use of the site, the account and its data, points and ranking, newsletter. */
export const ACCOUNT_SECTIONS: TermsSectionData[] = [
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
];
