import { buttonClasses } from '@/components/ui/button-classes';
import { InstagramIcon } from '@/components/ui/icons';
import { useCity } from '@/features/city';
import { TrackedExternalLink } from '@/features/tracking';
import { m } from '@/i18n/paraglide/messages.js';

export function EventInstagramLink() {
  const { city } = useCity();
  return (
    <aside className="flex flex-col items-start gap-3 rounded-2xl bg-primary/5 p-5 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-gray-900">{m.events_instagram_text({ city: city.name })}</p>
      <TrackedExternalLink href={city.contactInfo.instagram} className={buttonClasses('primary', 'md')}>
        <InstagramIcon width={18} height={18} />
        {m.events_instagram_follow({ account: city.contactInfo.instagramLabel })}
      </TrackedExternalLink>
    </aside>
  );
}
