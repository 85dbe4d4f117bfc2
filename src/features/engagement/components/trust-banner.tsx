import { useState } from 'react';
import { Link } from 'react-router-dom';
import { CheckIcon, CloseIcon } from '@/components/ui/icons';
import { TRUST_BANNER_DISMISSED_KEY } from '../domain/achievements';
import { readFlag, writeFlag } from './storage';

/** For anonymous visitors, until dismissed (remembered for good in local storage). */
export function TrustBanner() {
  const [dismissed, setDismissed] = useState(() => readFlag('local', TRUST_BANNER_DISMISSED_KEY));
  if (dismissed) return null;
  const dismiss = () => {
    writeFlag('local', TRUST_BANNER_DISMISSED_KEY);
    setDismissed(true);
  };
  return (
    <section aria-label="Sobre Agenda Norte" className="border-b border-primary/20 bg-primary/5">
      <div className="mx-auto flex max-w-7xl items-center gap-3 px-4 py-2 text-sm text-gray-900">
        <CheckIcon width={18} height={18} className="shrink-0 text-primary" />
        <p className="flex-1">
          Gratis y sin letra pequeña: revisamos cada evento que nos envías antes de publicarlo y no
          compartimos tus datos con terceros.{' '}
          <Link to="/auth" className="font-semibold text-primary underline">
            Únete a la comunidad
          </Link>{' '}
          para guardar tus favoritos.
        </p>
        <button
          type="button"
          onClick={dismiss}
          aria-label="Cerrar aviso"
          className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full hover:bg-white"
        >
          <CloseIcon width={18} height={18} />
        </button>
      </div>
    </section>
  );
}
