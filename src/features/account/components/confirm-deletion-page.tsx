import { Helmet } from 'react-helmet-async';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { buttonClasses } from '@/components/ui/button-classes';
import { useConfirmAccountDeletion } from '../api/deletion-api';

const NO_TOKEN = 'El enlace no es válido o ya se ha usado.';

/**
 * /confirmar-baja?token=…: the e-mailed link. Opening it completes the deletion (single-use token);
 * an expired or used link says so in the server's words.
 */
export function ConfirmDeletionPage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const confirm = useConfirmAccountDeletion();
  const sent = useRef(false);
  const { mutate } = confirm;

  useEffect(() => {
    if (!token || sent.current) return; // once, even when effects run twice
    sent.current = true;
    mutate(token);
  }, [token, mutate]);

  let title = 'Confirmando la baja…';
  let message: string | null = null;
  if (!token) {
    title = 'No se pudo completar la baja';
    message = NO_TOKEN;
  } else if (confirm.isSuccess) {
    title = 'Tu cuenta ha sido eliminada';
    message =
      'Hemos borrado tu cuenta y todos sus datos: favoritos, puntos y preferencias. ¡Gracias por haber formado parte de la comunidad!';
  } else if (confirm.isError) {
    title = 'No se pudo completar la baja';
    message = confirm.error.message;
  }

  return (
    <section className="mx-auto max-w-xl space-y-4 px-4 py-16 text-center">
      <Helmet>
        <title>Confirmar baja | Agenda Norte</title>
        <meta name="robots" content="noindex" />
      </Helmet>
      <h1 className="text-3xl font-extrabold text-gray-900">{title}</h1>
      <div aria-live="polite">
        {message ? (
          <p
            className={confirm.isSuccess ? 'text-gray-800' : 'font-medium text-red-800'}
            role={confirm.isSuccess ? 'status' : 'alert'}
          >
            {message}
          </p>
        ) : (
          <p role="status" className="text-gray-700">
            Un momento, por favor.
          </p>
        )}
      </div>
      {(confirm.isSuccess || confirm.isError || !token) && (
        <div className="flex flex-wrap justify-center gap-2">
          <Link to="/" className={buttonClasses('primary', 'md')}>
            Volver al inicio
          </Link>
          {!confirm.isSuccess && (
            <Link to="/account" className={buttonClasses('outline', 'md')}>
              Ir a mi cuenta
            </Link>
          )}
        </div>
      )}
    </section>
  );
}
