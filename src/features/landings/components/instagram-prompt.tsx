import { EventInstagramLink } from '@/features/events';

export function InstagramPrompt() {
  return (
    <div className="mx-auto max-w-7xl px-4 pb-28 md:pb-12">
      <EventInstagramLink />
    </div>
  );
}
