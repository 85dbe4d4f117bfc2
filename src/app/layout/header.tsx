import { Link, NavLink } from 'react-router-dom';
import { SITE_NAME } from '@/config/site';
import { useCity } from '@/features/city';
import { buttonClasses } from '@/components/ui/button-classes';
import { HEADER_HIDE_DESKTOP_PX, HEADER_HIDE_MOBILE_PX } from '@/config/constants';
import { useIsMobile } from '@/hooks/use-media-query';
import { useHideOnScroll } from '@/hooks/use-hide-on-scroll';
import { PlusIcon } from '@/components/ui/icons';
import { UserArea } from '@/features/auth';
import { ModerationNavLink } from '@/features/moderation';
import { cn } from '@/lib/cn';
import { addEventLabel, ADD_EVENT_PATH, navItems } from '@/components/layout/nav-items';
import { m } from '@/i18n/paraglide/messages.js';
import { CitySwitcher } from './city-switcher';
import { LanguageSwitch } from './language-switch';
import { MobileMenu } from './mobile-menu';

export function Header() {
  const { city } = useCity();
  const hidden = useHideOnScroll(useIsMobile() ? HEADER_HIDE_MOBILE_PX : HEADER_HIDE_DESKTOP_PX);
  // Opaque, no backdrop blur: that is a compositing layer re-layerized on every frame.
  return (
    <header
      data-hidden={hidden || undefined}
      className={cn(
        'sticky top-0 z-40 border-b border-gray-200 bg-white transition-transform duration-200 focus-within:translate-y-0',
        hidden && '-translate-y-full',
      )}
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4">
        <Link
          to="/"
          className="mr-1 flex flex-col leading-tight"
          aria-label={m.app_header_home_label({ site: `${SITE_NAME} ${city.name}` })}
        >
          <span className="text-lg font-extrabold text-primary">{SITE_NAME}</span>{' '}
          {/* The space keeps the visible 'Agenda Norte Bilbao' inside the accessible name (WCAG 2.5.3). */}
          <span className="text-xs font-medium text-gray-600">{city.name}</span>
        </Link>
        <CitySwitcher />
        <nav aria-label={m.app_header_nav_label()} className="ml-auto hidden items-center gap-1 md:flex">
          {navItems().map((item) => (
            <NavLink
              key={item.to}
              to={item.to}
              className={({ isActive }) =>
                cn(
                  'rounded-full px-3 py-2 text-sm font-medium hover:bg-gray-100',
                  isActive ? 'text-primary' : 'text-gray-800',
                )
              }
            >
              {item.label}
            </NavLink>
          ))}
          <ModerationNavLink className="rounded-full px-3 py-2 text-sm font-medium text-gray-800 hover:bg-gray-100" />
          <Link to={ADD_EVENT_PATH} className={buttonClasses('primary', 'sm', 'ml-2')}>
            <PlusIcon width={16} height={16} />
            {addEventLabel()}
          </Link>
          <UserArea className="ml-1" />
          <LanguageSwitch className="ml-1 rounded-full px-3 py-2 text-sm font-medium text-gray-800 hover:bg-gray-100" />
        </nav>
        <div className="ml-auto md:hidden">
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}
