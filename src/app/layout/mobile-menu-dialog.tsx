import * as Dialog from '@radix-ui/react-dialog';
import { useState, type Ref } from 'react';
import { Link } from 'react-router-dom';
import { CITIES } from '@/config/cities';
import { SITE_NAME } from '@/config/site';
import { MobileUserLinks } from '@/features/auth';
import { useCity } from '@/features/city';
import { cityNames } from '@/i18n/city-names';
import { DialogCloseButton } from '@/components/ui/dialog-close-button';
import { m } from '@/i18n/paraglide/messages.js';
import { MenuTriggerButton } from './mobile-menu';
import { LanguageSwitch } from './language-switch';
import { addEventLabel, ADD_EVENT_PATH, navItems } from '@/components/layout/nav-items';

const itemClass = 'block rounded-lg px-3 py-3 text-base font-medium text-gray-900 hover:bg-gray-100';

/** The side menu itself (Radix dialog), a chunk of its own: see MobileMenu. */
export default function MobileMenuDialog({ triggerRef }: { triggerRef: Ref<HTMLButtonElement> }) {
  const [open, setOpen] = useState(false);
  const { city, cityUrl } = useCity();
  const close = () => setOpen(false);

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <MenuTriggerButton ref={triggerRef} />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <Dialog.Content className="fixed inset-y-0 right-0 z-50 flex w-80 max-w-[85vw] flex-col gap-4 overflow-y-auto bg-white p-5 shadow-xl">
          <div className="flex items-center justify-between">
            <Dialog.Title className="text-lg font-bold">{m.app_mobile_menu_title()}</Dialog.Title>
            <DialogCloseButton label={m.app_mobile_menu_close()} />
          </div>
          <Dialog.Description className="sr-only">
            {m.app_mobile_menu_description({ site: `${SITE_NAME} ${city.name}` })}
          </Dialog.Description>
          <nav aria-label={m.app_mobile_menu_nav_label()}>
            <Link to="/" className={itemClass} onClick={close}>
              {m.app_mobile_menu_home()}
            </Link>
            {navItems().map((item) => (
              <Link key={item.to} to={item.to} className={itemClass} onClick={close}>
                {item.label}
              </Link>
            ))}
            <Link to={ADD_EVENT_PATH} className={itemClass} onClick={close}>
              {addEventLabel()}
            </Link>
            <MobileUserLinks itemClass={itemClass} onNavigate={close} />
            <LanguageSwitch className={itemClass} />
          </nav>
          <section aria-labelledby="mobile-cities">
            <h2
              id="mobile-cities"
              className="px-3 text-xs font-semibold tracking-wide text-gray-600 uppercase"
            >
              {m.app_mobile_menu_cities()}
            </h2>
            <ul>
              {CITIES.map((c) => (
                <li key={c.id}>
                  <a
                    href={cityUrl(c.id)}
                    className={itemClass}
                    aria-current={c.id === city.id ? 'true' : undefined}
                  >
                    {cityNames(c).city}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
