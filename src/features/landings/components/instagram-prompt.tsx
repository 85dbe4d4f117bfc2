import { EventInstagramLink } from '@/features/events';

/** Follow the city's Instagram (the event page's prompt, with the landing's spacing). */
export function InstagramPrompt() {
  return (
    <div className="mx-auto max-w-7xl px-4 pb-28 md:pb-12">
      <EventInstagramLink />
    </div>
  );
}
