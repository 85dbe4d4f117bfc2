import { COPIED_FOOTER_MS } from '@/config/constants';
import { useCopyFeedback } from '@/hooks/use-copy-feedback';
import { CheckIcon, CopyIcon } from '@/components/ui/icons';

/** The contact e-mail as a copy button: '¡Copiado!' for 1.5 s (the footer's timing). */
export function CopyEmailButton({ email }: { email: string }) {
  const { copied, copy } = useCopyFeedback(COPIED_FOOTER_MS);
  return (
    <button
      type="button"
      onClick={() => void copy(email)}
      className="inline-flex min-h-12 w-full items-center justify-between gap-3 rounded-2xl border border-gray-300 bg-white px-4 py-3 text-left font-semibold text-gray-900 hover:border-primary sm:w-auto"
    >
      <span aria-live="polite" className="break-all">
        {copied ? (
          '¡Copiado!'
        ) : (
          <>
            <span className="sr-only">Copiar el email </span>
            {email}
          </>
        )}
      </span>
      {copied ? (
        <CheckIcon className="shrink-0 text-primary" />
      ) : (
        <CopyIcon className="shrink-0 text-gray-600" />
      )}
    </button>
  );
}
