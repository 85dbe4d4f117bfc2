import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { LinkChips } from '@/components/ui/link-chips';
import type { CityContent, ContentLink } from '@/content/types';
import { setFreeOnly, toggleHorario, type Filters, type Horario, todayLabel } from '@/features/listing';
import { cityNames } from '@/i18n/city-names';
import { m } from '@/i18n/paraglide/messages.js';
import { cn } from '@/lib/cn';
import { OFFSCREEN_GUIDE } from '@/lib/offscreen';
import type { EditorialBlockProps } from './editorial-block';

const onlySlot = (slot: keyof Horario) => (f: Filters) =>
  toggleHorario({ ...f, horario: { manana: false, tarde: false, noche: false } }, slot);

const linkClass = 'mt-3 inline-flex min-h-11 items-center text-sm font-bold text-primary hover:underline';

/** A card of the guide; a `plan` card is smaller, its action or link at the bottom. */
function TextCard({
  title,
  text,
  list,
  link,
  plan = false,
  children,
}: {
  title: string;
  text: string;
  list?: string[];
  link?: ContentLink;
  plan?: boolean;
  children?: ReactNode;
}) {
  return (
    <div className={cn(plan && 'flex flex-col', 'rounded-2xl border border-gray-200 p-5')}>
      <h3 className={cn(!plan && 'text-lg', 'font-bold text-gray-900')}>{title}</h3>
      <p className={cn('mt-2', plan && 'flex-1', 'text-sm text-gray-700')}>{text}</p>
      {list && (
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-gray-700">
          {list.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
      {link && (
        <Link to={link.to} className={linkClass}>
          {link.label}
        </Link>
      )}
      {children}
    </div>
  );
}

const slotPlans = () =>
  [
    { slot: 'manana', title: m.home_guide_morning(), plan: 'morning', action: m.home_guide_morning_action() },
    {
      slot: 'tarde',
      title: m.home_guide_afternoon(),
      plan: 'afternoon',
      action: m.home_guide_afternoon_action(),
    },
    { slot: 'noche', title: m.home_guide_night(), plan: 'night', action: m.home_guide_night_action() },
  ] as const;

export default function EditorialContent({
  city,
  now,
  content,
  onApply,
}: EditorialBlockProps & { content: CityContent }) {
  const { plans } = content;
  const names = cityNames(city);
  return (
    <section aria-labelledby="guia-titulo" className={cn('mx-auto max-w-7xl px-4 py-12', OFFSCREEN_GUIDE)}>
      <h2 id="guia-titulo" className="text-2xl font-extrabold text-gray-900 md:text-3xl">
        {m.home_guide_title(names)}
      </h2>

      <div className="mt-6 rounded-2xl bg-primary/5 p-6">
        <h3 className="text-xl font-bold text-gray-900">
          {m.home_guide_last_minute({ today: todayLabel(now) })}
        </h3>
        <p className="mt-2 text-gray-800">{content.lastMinute}</p>
      </div>

      <div className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {slotPlans().map(({ slot, title, plan, action }) => (
          <TextCard key={slot} plan title={title} text={plans[plan]}>
            <button
              type="button"
              onClick={() => onApply(onlySlot(slot))}
              className={`${linkClass} self-start`}
            >
              {action}
            </button>
          </TextCard>
        ))}
        <TextCard
          plan
          title={m.home_guide_family()}
          text={plans.family}
          link={{ label: m.home_guide_family_link(), to: '/familia' }}
        />
      </div>

      <div className="mt-8 grid gap-4 md:grid-cols-2">
        <TextCard {...content.weekend} link={{ label: m.home_guide_weekend_link(), to: '/fin-de-semana' }} />
        <TextCard {...content.free} list={content.free.items}>
          <button
            type="button"
            onClick={() => onApply((f) => setFreeOnly(f, true))}
            className="mt-3 min-h-11 rounded-full bg-primary px-4 text-sm font-bold text-white hover:bg-primary/90"
          >
            {m.home_guide_free_action()}
          </button>
        </TextCard>
        <TextCard {...content.tardeos} link={{ label: m.home_guide_tardeos_link(), to: '/tardeos' }} />
        <TextCard {...content.nightlife} />
        <TextCard {...content.culture} link={{ label: m.home_guide_culture_link(), to: '/cultura' }} />
        <TextCard {...content.family} link={{ label: m.home_guide_children_link(), to: '/familia' }} />
      </div>

      <div className="mt-8 grid gap-6 md:grid-cols-2">
        <div>
          <h3 className="text-lg font-bold text-gray-900">{m.home_guide_must_visit(names)}</h3>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-gray-800">
            {content.mustVisit.map((place) => (
              <li key={place}>{place}</li>
            ))}
          </ul>
        </div>
        <div>
          <h3 className="text-lg font-bold text-gray-900">{m.home_guide_topics()}</h3>
          <LinkChips links={content.highlightTopics} className="mt-3 flex flex-wrap gap-2" />
        </div>
      </div>

      {content.neighbourhoods && content.neighbourhoods.length > 0 && (
        <div className="mt-8">
          <h3 className="text-lg font-bold text-gray-900">{m.home_guide_neighbourhoods(names)}</h3>
          <ul className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {content.neighbourhoods.map((hood) => (
              <li key={hood.id} className="rounded-2xl border border-gray-200 p-4">
                <Link
                  to={`/?ubicacion=${encodeURIComponent(hood.id)}`}
                  className="font-bold text-primary hover:underline"
                >
                  {hood.name}
                </Link>
                <p className="mt-1 text-sm text-gray-700">{hood.text}</p>
              </li>
            ))}
          </ul>
        </div>
      )}

      <aside
        aria-label={content.newSection.title}
        className="mt-10 flex flex-col items-start gap-3 rounded-2xl bg-secondary p-6 text-white md:flex-row md:items-center md:justify-between"
      >
        <div>
          <p className="text-lg font-bold">{content.newSection.title}</p>
          <p className="text-sm text-white/90">{content.newSection.text}</p>
        </div>
        <Link
          to={content.newSection.link.to}
          className="inline-flex min-h-11 items-center rounded-full bg-white px-5 text-sm font-bold text-secondary hover:bg-white/90"
        >
          {content.newSection.link.label}
        </Link>
      </aside>
    </section>
  );
}
