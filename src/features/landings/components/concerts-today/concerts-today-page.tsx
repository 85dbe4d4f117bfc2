import { CityHero, PageMeta, useCity } from '@/features/city';
import { todayLabel } from '@/features/listing';
import { CONCERTS_PAGE_SIZE } from '@/config/constants';
import {
  CONCERTS_PATH,
  CONCERTS_SORT_OPTIONS,
  concertsCategory,
  concertsPreset,
  isOnToday,
} from '../../domain/concerts';
import { concertsCopy } from '../../domain/concerts-copy';
import { breadcrumbJsonLd, itemListJsonLd, type Crumb } from '../../domain/structured-data';
import { type LandingPresetOf, useLandingListing } from '../../hooks/use-landing-listing';
import { InstagramPrompt } from '../instagram-prompt';
import { LandingEmpty } from '../landing-empty';
import { LandingResults } from '../landing-results';
import { Breadcrumbs } from './breadcrumbs';
import { CalendarSubscribe } from '@/features/feeds';
import { MoreMusic } from './more-music';
import { QuickFilterBar } from './quick-filter-bar';

const CRUMBS: readonly Crumb[] = [
  { name: 'Inicio', path: '/' },
  { name: 'Conciertos hoy', path: CONCERTS_PATH },
];

const presetOf: LandingPresetOf = (params) => concertsPreset(concertsCategory(params.get('categoria')));

const WEEKEND_LINK = { to: '/fin-de-semana', label: 'Ver planes del fin de semana' } as const;

/**
 * /conciertos-hoy: music (or the `categoria` chosen) running today. Breadcrumbs, quick filter chips,
 * nine cards a page with three sorts, ItemList and BreadcrumbList JSON-LD, and a 'Más Música' block.
 */
export function ConcertsTodayPage() {
  const state = useLandingListing(presetOf, isOnToday);
  const { city, now, listing } = state;
  const origin = useCity().cityUrl(city.id);
  // The preset's first category is the page's own (a parent comes before its subcategories).
  const categoryId = listing.base.categories[0] ?? concertsCategory(null);
  const copy = concertsCopy(city, categoryId, todayLabel(now));

  return (
    <>
      <PageMeta
        title={copy.title}
        description={copy.description}
        keywords={copy.keywords}
        path={CONCERTS_PATH}
        jsonLd={[itemListJsonLd(state.results, origin, copy.heroTitle), breadcrumbJsonLd(CRUMBS, origin)]}
      />
      <Breadcrumbs crumbs={CRUMBS} />
      <CityHero eyebrow={`Agenda de ${city.name}`} title={copy.heroTitle} subtitle={copy.heroText} />
      <QuickFilterBar categoryId={categoryId} filters={listing.filters} onChange={listing.updateFilters} />
      <LandingResults
        state={state}
        title={copy.resultsTitle}
        pageSize={CONCERTS_PAGE_SIZE}
        sortOptions={CONCERTS_SORT_OPTIONS}
        mobileReveal={false}
        showDates={false}
        empty={<LandingEmpty text={copy.emptyText} onClear={listing.clearFilters} links={[WEEKEND_LINK]} />}
      />
      <MoreMusic />
      <CalendarSubscribe filters={{ category: categoryId }} topic="los conciertos" />
      <InstagramPrompt />
    </>
  );
}
