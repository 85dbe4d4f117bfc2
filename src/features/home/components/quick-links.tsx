import type { City } from '@/config/types';
import { InstagramIcon } from '@/components/ui/icons';
import { CHIP_CLASS, LinkChips } from '@/components/ui/link-chips';
import { TrackedExternalLink } from '@/features/tracking';
import { m } from '@/i18n/paraglide/messages.js';

/** Quick links (/casco-viejo in Bilbao, /cultura elsewhere), the editorial guides and the city's Instagram. */
export function QuickLinks({ city }: { city: City }) {
  return (
    <nav aria-label={m.home_quick_links_label()} className="mx-auto max-w-7xl px-4 pt-3 sm:pt-6">
      {/* One line that scrolls sideways on phones (four wrapped rows would push the events down).
          Positioned, so the link's visually hidden note stays inside it instead of widening the page. */}
      <LinkChips
        links={[
          { to: '/fiestas', label: m.home_quick_link_fiestas() },
          city.id === 'bilbao'
            ? { to: '/casco-viejo', label: m.home_quick_link_old_town() }
            : { to: '/cultura', label: m.home_quick_link_culture() },
          { to: '/editorial', label: m.home_quick_link_editorial() },
        ]}
        className="relative -mx-4 flex gap-2 overflow-x-auto px-4 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0"
      >
        <li>
          <TrackedExternalLink href={city.contactInfo.instagram} className={CHIP_CLASS}>
            <InstagramIcon width={18} height={18} />
            <span>
              {m.home_quick_link_instagram()} <span className="sr-only">{m.home_new_tab()}</span>
            </span>
            <span className="hidden text-gray-600 sm:inline">{city.contactInfo.instagramLabel}</span>
          </TrackedExternalLink>
        </li>
      </LinkChips>
    </nav>
  );
}
