/**
 * The head of any page of the site, from the route table's match, the city and the data the page
 * shows (the event, the article). Pure and runtime-neutral: the request handler in front of the
 * static build (edge/handle-request.ts) serves it in the HTML; each page's own <PageMeta> writes the
 * same heads from the same functions once the app runs.
 */
import type { PageHead } from '@/components/seo/head-tags';
import { getCity } from '@/config/cities';
import type { City } from '@/config/types';
import {
  ACCOUNT_HEAD,
  addEventHead,
  authHead,
  CONFIRM_DELETION_HEAD,
  contactHead,
  editorialHead,
  MODERATION_HEAD,
  NOT_FOUND_HEAD,
  POINTS_HEAD,
  RANKING_HEAD,
  termsHead,
} from '@/content/page-heads';
import { ARTICLE_NOT_FOUND_HEAD, articleHead } from '@/features/editorial/domain/article-head';
import type { EditorialArticle } from '@/content/editorial/types';
import { EVENT_NOT_FOUND_HEAD, eventHead } from '@/features/events/domain/event-head';
import type { EventItem } from '@/features/events/domain/types';
import { homeHead } from '@/features/home/home-head';
import { todayLabel } from '@/features/listing/hooks/today-label';
import { CONCERTS_PATH, concertsCategory } from '@/features/landings/domain/concerts';
import { concertsCopy } from '@/features/landings/domain/concerts-copy';
import { getLanding, type LandingId } from '@/features/landings/domain/landings';
import type { RouteMatch } from '../supabase/functions/_shared/routes.ts';

export interface PageHeadInput {
  match: RouteMatch;
  /** The site's city and its origin ('https://bilbao.agendanorte.es'). */
  city: City;
  origin: string;
  /** The query string (?city= on the editorial pages, ?categoria= on /conciertos-hoy). */
  search: URLSearchParams;
  /** The event of an event page; null when there is no such (visible) event. */
  event?: EventItem | null;
  /** The article of an article page; null when the city has no such article. */
  article?: EditorialArticle | null;
  now?: Date;
}

export interface ServedHead {
  head: PageHead;
  /** 404 for an unknown path, event or article; else 200. */
  status: number;
}

/** The city an editorial page shows: ?city= when it names another city, else the site's. */
export function editorialCity(city: City, search: URLSearchParams): { city: City; cityParam?: string } {
  const other = getCity(search.get('city'));
  return other && other.id !== city.id ? { city: other, cityParam: other.id } : { city };
}

export function pageHead({
  match,
  city,
  origin,
  search,
  event,
  article,
  now = new Date(),
}: PageHeadInput): ServedHead {
  const ok = (head: PageHead): ServedHead => ({ head, status: 200 });
  const { route } = match;
  switch (route.page) {
    case 'home':
    case 'eventos':
      return ok(homeHead(city, origin));
    case 'event':
      return event ? ok(eventHead(event, city, origin, now)) : { head: EVENT_NOT_FOUND_HEAD, status: 404 };
    case 'editorial': {
      const shown = editorialCity(city, search);
      return ok(editorialHead(shown.city, shown.cityParam));
    }
    case 'editorial-article': {
      const shown = editorialCity(city, search);
      return article
        ? ok(articleHead(article, shown.city, shown.cityParam))
        : { head: ARTICLE_NOT_FOUND_HEAD, status: 404 };
    }
    case 'landing': {
      const landing = getLanding(route.landing as LandingId);
      const copy = landing.copy(city);
      return ok({
        title: copy.title,
        description: copy.description,
        keywords: copy.keywords,
        path: landing.path,
      });
    }
    case 'concerts-today': {
      const copy = concertsCopy(city, concertsCategory(search.get('categoria')), todayLabel(now));
      return ok({
        title: copy.title,
        description: copy.description,
        keywords: copy.keywords,
        path: CONCERTS_PATH,
      });
    }
    case 'contact':
      return ok(contactHead(city));
    case 'terms':
      return ok(termsHead(city));
    case 'add-event':
      return ok(addEventHead(city));
    case 'ranking':
      return ok(RANKING_HEAD);
    case 'auth':
      return ok(authHead('login'));
    case 'account':
      return ok(ACCOUNT_HEAD);
    case 'points':
      return ok(POINTS_HEAD);
    case 'confirm-deletion':
      return ok(CONFIRM_DELETION_HEAD);
    case 'moderation':
      return ok(MODERATION_HEAD);
    case 'not-found':
      return { head: NOT_FOUND_HEAD, status: 404 };
  }
}
