import { Link } from 'react-router-dom';
import { ChevronRightIcon } from '@/components/ui/icons';
import { LinkChips } from '@/components/ui/link-chips';
import { CityHero, PageMeta, useCity } from '@/features/city';
import { ToggleChip } from '@/components/ui/toggle-chip';
import { todayLabel } from '@/features/listing';
import { CONCERTS_PAGE_SIZE } from '@/config/constants';
import { m } from '@/i18n/paraglide/messages.js';
import {
  CONCERTS_PATH,
  CONCERTS_SORT_OPTIONS,
  concertsCategory,
  concertsPreset,
  isOnToday,
} from '../../domain/concerts';
import { concertsCopy } from '../../domain/concerts-copy';
import { quickFilters } from '../../domain/quick-filters';
import { breadcrumbJsonLd, itemListJsonLd, type Crumb } from '../../domain/structured-data';
import { useLandingListing } from '../../hooks/use-landing-listing';
import { InstagramPrompt } from '../instagram-prompt';
import { LandingEmpty } from '../landing-empty';
import { LandingResults } from '../landing-results';
import { CalendarSubscribe } from '@/features/feeds';

const crumbs = (): readonly [Crumb, Crumb] => [
  { name: m.landings_crumb_home(), path: '/' },
  { name: m.landings_crumb_concerts(), path: CONCERTS_PATH },
];

const weekendLink = () => ({ to: '/fin-de-semana', label: m.landings_weekend_link() });

/** 'Más Música': the weekend, all music, and two neighbouring categories of the listing. */
const moreMusicLinks = (): ReadonlyArray<{ to: string; label: string }> => [
  { to: '/fin-de-semana', label: m.landings_more_music_weekend() },
  { to: '/?categoria=musica', label: m.landings_more_music_all() },
  { to: '/?categoria=gastronomia', label: m.landings_more_music_food() },
  { to: '/?categoria=infantil', label: m.landings_more_music_children() },
];

/** /conciertos-hoy: music (or the `categoria` chosen) running today, nine cards a page with three sorts. */
export function ConcertsTodayPage() {
  const state = useLandingListing(
    (params) => concertsPreset(concertsCategory(params.get('categoria'))),
    isOnToday,
  );
  const { city, now, listing } = state;
  const origin = useCity().cityUrl(city.id);
  // The preset's first category is the page's own (a parent comes before its subcategories).
  const categoryId = listing.base.categories[0] ?? concertsCategory(null);
  const copy = concertsCopy(city, categoryId, todayLabel(now));
  const trail = crumbs();
  const [home, page] = trail;

  return (
    <>
      <PageMeta
        {...copy}
        path={CONCERTS_PATH}
        jsonLd={[itemListJsonLd(state.results, origin, copy.heroTitle), breadcrumbJsonLd(trail, origin)]}
      />
      <nav aria-label={m.landings_breadcrumbs()} className="mx-auto max-w-7xl px-4 py-3 text-sm">
        <ol className="flex flex-wrap items-center gap-1 text-gray-700">
          <li className="inline-flex items-center gap-1">
            <Link to={home.path} className="underline-offset-2 hover:text-primary hover:underline">
              {home.name}
            </Link>
            <ChevronRightIcon width={14} height={14} aria-hidden="true" />
          </li>
          <li className="inline-flex items-center gap-1">
            <span aria-current="page" className="font-semibold text-gray-900">
              {page.name}
            </span>
          </li>
        </ol>
      </nav>
      <CityHero title={copy.heroTitle} subtitle={copy.heroText} />
      <div role="group" aria-label={m.landings_quick_filters()} className="mx-auto max-w-7xl px-4 pt-6">
        <ul className="flex gap-2 overflow-x-auto pb-2 md:flex-wrap md:overflow-visible">
          {quickFilters(categoryId).map((chip) => (
            <li key={chip.key} className="shrink-0">
              <ToggleChip
                pressed={chip.isOn(listing.filters)}
                onToggle={() => listing.updateFilters(chip.toggle)}
              >
                {chip.label}
              </ToggleChip>
            </li>
          ))}
        </ul>
      </div>
      <LandingResults
        state={state}
        title={copy.resultsTitle}
        pageSize={CONCERTS_PAGE_SIZE}
        sortOptions={CONCERTS_SORT_OPTIONS}
        mobileReveal={false}
        showDates={false}
        empty={<LandingEmpty text={copy.emptyText} onClear={listing.clearFilters} links={[weekendLink()]} />}
      />
      <section aria-labelledby="mas-musica-titulo" className="mx-auto max-w-7xl px-4 pb-10">
        <h2 id="mas-musica-titulo" className="mb-3 text-xl font-extrabold text-gray-900">
          {m.landings_more_music()}
        </h2>
        <LinkChips links={moreMusicLinks()} />
      </section>
      <CalendarSubscribe filters={{ category: categoryId }} topic={m.landings_concerts_feed_topic()} />
      <InstagramPrompt />
    </>
  );
}
