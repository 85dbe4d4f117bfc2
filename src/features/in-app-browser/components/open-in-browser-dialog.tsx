import { Fragment } from 'react';
import { buttonClasses } from '@/components/ui/button-classes';
import { DialogCloseButton } from '@/components/ui/dialog-close-button';
import { GlobeIcon, LinkIcon } from '@/components/ui/icons';
import { IN_APP_NAMES, type InAppBrowser } from '../domain/detect';
import { chromeIntentUrl, systemBrowserIntentUrl } from '../domain/open-links';
import * as Dialog from '@radix-ui/react-dialog';
import { LINK_COPIED_MS } from '@/config/constants';
import { useCopyFeedback } from '@/hooks/use-copy-feedback';
import { m } from '@/i18n/paraglide/messages.js';

/**
 * What to do when the app does not open the page itself, per platform, read when shown. The apps'
 * own menu items stay quoted as they appear there (Instagram and Facebook show them in Spanish).
 */
function stepsFor(platform: InAppBrowser['platform']): { heading: string; steps: string[] }[] {
  if (platform === 'android')
    return [
      {
        heading: m.in_app_browser_steps_if_not_open(),
        steps: [m.in_app_browser_steps_android_menu(), m.in_app_browser_steps_android_choose()],
      },
    ];
  if (platform === 'ios')
    return [
      {
        heading: m.in_app_browser_steps_in_safari(),
        steps: [m.in_app_browser_steps_ios_menu(), m.in_app_browser_steps_ios_choose()],
      },
      {
        heading: m.in_app_browser_steps_in_chrome(),
        steps: [m.in_app_browser_steps_copy(), m.in_app_browser_steps_paste_chrome()],
      },
    ];
  return [{ heading: '', steps: [m.in_app_browser_steps_copy(), m.in_app_browser_steps_paste_browser()] }];
}

interface OpenInBrowserDialogProps {
  browser: InAppBrowser;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** How to leave the in-app browser on this platform, and a copy-link button ('Enlace copiado' 2 s). */
export function OpenInBrowserDialog({ browser, open, onOpenChange }: OpenInBrowserDialogProps) {
  const { copied, copy } = useCopyFeedback(LINK_COPIED_MS);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-black/50" />
        <Dialog.Content className="fixed inset-x-4 top-1/2 z-[60] mx-auto max-h-[85vh] max-w-md -translate-y-1/2 space-y-4 overflow-y-auto rounded-2xl bg-white p-5 shadow-xl">
          <div className="flex items-start justify-between gap-3">
            <Dialog.Title className="text-lg font-bold text-gray-900">
              {m.in_app_browser_dialog_title()}
            </Dialog.Title>
            <DialogCloseButton label={m.in_app_browser_dialog_close()} className="-mt-2 -mr-2 shrink-0" />
          </div>
          <Dialog.Description className="text-sm text-gray-700">
            {m.in_app_browser_dialog_description({ app: IN_APP_NAMES[browser.app] })}
          </Dialog.Description>
          <div className="space-y-3">
            {browser.platform === 'android' && (
              <>
                <a
                  href={chromeIntentUrl(window.location)}
                  className={buttonClasses('primary', 'md', 'w-full')}
                >
                  <GlobeIcon width={18} height={18} />
                  {m.in_app_browser_open_in_chrome()}
                </a>
                <a
                  href={systemBrowserIntentUrl(window.location)}
                  className={buttonClasses('outline', 'md', 'w-full')}
                >
                  {m.in_app_browser_open_in_system_browser()}
                </a>
              </>
            )}
            {stepsFor(browser.platform).map(({ heading, steps }) => (
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
            <span aria-live="polite">
              {copied ? m.in_app_browser_link_copied() : m.in_app_browser_copy_link()}
            </span>
          </button>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
