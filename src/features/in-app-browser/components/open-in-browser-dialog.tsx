import { Fragment } from 'react';
import { buttonClasses } from '@/components/ui/button-classes';
import STEPS from '@/content/open-in-browser-steps.json';
import { DialogShell } from '@/components/ui/dialog';
import { GlobeIcon, LinkIcon } from '@/components/ui/icons';
import { IN_APP_NAMES, type InAppBrowser } from '../domain/detect';
import { chromeIntentUrl, systemBrowserIntentUrl } from '../domain/open-links';
import * as Dialog from '@radix-ui/react-dialog';
import { LINK_COPIED_MS } from '@/config/constants';
import { useCopyFeedback } from '@/hooks/use-copy-feedback';

interface OpenInBrowserDialogProps {
  browser: InAppBrowser;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** How to leave the in-app browser on this platform, and a copy-link button ('Enlace copiado' 2 s). */
export function OpenInBrowserDialog({ browser, open, onOpenChange }: OpenInBrowserDialogProps) {
  const { copied, copy } = useCopyFeedback(LINK_COPIED_MS);
  return (
    <DialogShell
      open={open}
      onOpenChange={onOpenChange}
      className="max-h-[85vh] max-w-md space-y-4 overflow-y-auto rounded-2xl p-5 shadow-xl"
      classNames={{ close: '-mt-2 -mr-2' }}
      title="Abre la web en tu navegador"
      closeLabel="Cerrar instrucciones"
    >
      {/* Under the title and its X button, not beside the title as the shell would place it. */}
      <Dialog.Description className="text-sm text-gray-700">
        Estás viendo Agenda Norte dentro de {IN_APP_NAMES[browser.app]}. En tu navegador habitual la web
        funciona mejor: por ejemplo, tu sesión se mantiene iniciada entre visitas.
      </Dialog.Description>
      {/* Android first gets the two intent links. */}
      <div className="space-y-3">
        {browser.platform === 'android' && (
          <>
            <a href={chromeIntentUrl(window.location)} className={buttonClasses('primary', 'md', 'w-full')}>
              <GlobeIcon width={18} height={18} />
              Abrir en Chrome
            </a>
            <a
              href={systemBrowserIntentUrl(window.location)}
              className={buttonClasses('outline', 'md', 'w-full')}
            >
              Abrir en el navegador del sistema
            </a>
          </>
        )}
        {STEPS[browser.platform].map(({ heading, steps }) => (
          <Fragment key={steps[0]}>
            {heading && <h3 className="text-base font-semibold text-gray-900">{heading}</h3>}
            <ol className="list-decimal space-y-1 pl-5 text-sm text-gray-800">
              {steps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          </Fragment>
        ))}
      </div>
      <button
        type="button"
        onClick={() => void copy(window.location.href)}
        className={buttonClasses('outline', 'md', 'w-full')}
      >
        <LinkIcon width={18} height={18} />
        <span aria-live="polite">{copied ? 'Enlace copiado' : 'Copiar enlace'}</span>
      </button>
    </DialogShell>
  );
}
