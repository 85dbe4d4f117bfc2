import { m } from '@/i18n/paraglide/messages.js';

/** Placeholder with the final page's proportions, so nothing jumps when the event arrives. */
export function EventPageSkeleton() {
  const bar = 'animate-pulse rounded-md bg-gray-200';
  return (
    <div className="mx-auto max-w-5xl px-4 py-4 md:py-10" role="status" aria-live="polite">
      <span className="sr-only">{m.events_loading()}</span>
      <div className={`${bar} aspect-video w-full rounded-2xl md:aspect-[21/9]`} />
      <div className="mt-6 flex gap-2">
        <div className={`${bar} h-6 w-20 rounded-full`} />
        <div className={`${bar} h-6 w-24 rounded-full`} />
      </div>
      <div className={`${bar} mt-4 h-9 w-3/4`} />
      <div className="mt-6 flex flex-wrap gap-2">
        {[0, 1, 2].map((i) => (
          <div key={i} className={`${bar} h-11 w-32 rounded-full`} />
        ))}
      </div>
      <div className="mt-8 grid gap-8 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="space-y-3">
          {[0, 1, 2, 3, 4].map((i) => (
            <div key={i} className={`${bar} h-4 ${i === 4 ? 'w-2/3' : 'w-full'}`} />
          ))}
        </div>
        <div className={`${bar} h-48 rounded-2xl`} />
      </div>
    </div>
  );
}
