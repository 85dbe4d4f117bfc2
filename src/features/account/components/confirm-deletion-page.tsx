import { PageMeta } from '@/features/city';
import { CONFIRM_DELETION_HEAD } from '@/content/page-heads';
import { Link, useSearchParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { buttonClasses } from '@/components/ui/button-classes';
import { useConfirmAccountDeletion } from '../api/deletion-api';

/**
 * /confirmar-baja?token=…: opening the link only asks; the deletion happens on the button, because mail
 * scanners open links in real browsers and would otherwise delete the account unread.
 */
export function ConfirmDeletionPage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const confirm = useConfirmAccountDeletion();

  const [title, message] = !token
    ? ['No se pudo completar la baja', 'El enlace no es válido o ya se ha usado.']
    : confirm.isSuccess
      ? [
          'Tu cuenta ha sido eliminada',
          'Hemos borrado tu cuenta y todos sus datos: favoritos, puntos y preferencias. ¡Gracias por haber formado parte de la comunidad!',
        ]
      : confirm.isError
        ? ['No se pudo completar la baja', confirm.error.message]
        : ['Confirma la baja de tu cuenta', null];
  const asking = Boolean(token) && !confirm.isSuccess;

  return (
    <section className="mx-auto max-w-xl space-y-4 px-4 py-16 text-center">
      <PageMeta {...CONFIRM_DELETION_HEAD} />
      <h1 className="text-3xl font-extrabold text-gray-900">{title}</h1>
      <div aria-live="polite">
        {message && (
          <p
            className={confirm.isSuccess ? 'text-gray-800' : 'font-medium text-red-800'}
            role={confirm.isSuccess ? 'status' : 'alert'}
          >
            {message}
          </p>
        )}
      </div>
      {asking && !confirm.isError && (
        <p className="text-gray-800">
          Borraremos tu cuenta y todos sus datos: favoritos, puntos, preferencias de la newsletter y perfil.
          Esta acción no se puede deshacer.
        </p>
      )}
      <div className="flex flex-wrap justify-center gap-2">
        {asking && (
          <Button
            onClick={() => confirm.mutate(token)}
            disabled={confirm.isPending}
            className="bg-red-700 hover:bg-red-800"
          >
            {confirm.isPending
              ? 'Eliminando…'
              : confirm.isError
                ? 'Intentar de nuevo'
                : 'Eliminar mi cuenta definitivamente'}
          </Button>
        )}
        {(confirm.isSuccess || !token) && (
          <Link to="/" className={buttonClasses('primary', 'md')}>
            Volver al inicio
          </Link>
        )}
        {!confirm.isSuccess && (
          <Link to="/account" className={buttonClasses('outline', 'md')}>
            {asking && !confirm.isError ? 'Conservar mi cuenta' : 'Ir a mi cuenta'}
          </Link>
        )}
      </div>
    </section>
  );
}
