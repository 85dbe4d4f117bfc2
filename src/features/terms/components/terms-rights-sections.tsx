import type { TermsSectionData } from './terms-types';

/** Account deletion, rights and changes to these terms. */
export const RIGHTS_SECTIONS: TermsSectionData[] = [
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
