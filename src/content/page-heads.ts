/**
 * The heads of the site's fixed pages (title, description, canonical path, keywords), read by their
 * <PageMeta> and by the edge (edge/page-head.ts), so what a shared link shows is what the page says.
 * Written in the page's language, when read: the heads that take no city are objects whose texts
 * are read as the object is spread.
 */
import type { PageHead } from '@/components/seo/head-tags';
import { SITE_NAME } from '@/config/site';
import type { City } from '@/config/types';
import { cityNames } from '@/i18n/city-names';
import { m } from '@/i18n/paraglide/messages.js';

type CityHead = (city: Pick<City, 'id' | 'name'>) => PageHead;

const site = SITE_NAME;
/** 'Agenda Norte Bilbao': the brand with the city's own name, in both languages. */
const brandOf = (city: Pick<City, 'name'>) => `${SITE_NAME} ${city.name}`;

export const contactHead: CityHead = (city) => ({
  title: m.content_contact_title({ brand: brandOf(city) }),
  description: m.content_contact_description({ brand: brandOf(city) }),
  path: '/contacto',
  keywords: [
    m.content_contact_keyword(),
    SITE_NAME,
    cityNames(city).city,
    m.content_contact_keyword_submit(),
  ],
});

export const termsHead: CityHead = (city) => ({
  title: m.content_terms_title({ brand: brandOf(city) }),
  description: m.content_terms_description({ site }),
  path: '/terminos',
  keywords: [
    m.content_terms_keyword_terms(),
    m.content_terms_keyword_privacy(),
    m.content_terms_keyword_data(),
    SITE_NAME,
  ],
});

export const addEventHead: CityHead = (city) => ({
  title: m.content_add_event_title({ cityIn: cityNames(city).cityIn, site }),
  description: m.content_add_event_description({ brand: brandOf(city) }),
  path: '/add-event',
});

/** `cityParam`: the list shows another city than the site's own (?city=). */
export function editorialHead(city: Pick<City, 'id' | 'name'>, cityParam?: string): PageHead {
  const names = cityNames(city);
  return {
    title: m.content_editorial_title({ cityIn: names.cityIn, site }),
    description: m.content_editorial_description({ cityOf: names.cityOf }),
    path: cityParam ? `/editorial?city=${cityParam}` : '/editorial',
    keywords: [
      m.content_editorial_keyword_what({ cityIn: names.cityIn }),
      m.content_editorial_keyword_guide({ cityOf: names.cityOf }),
      m.content_editorial_keyword_plans(),
      m.content_editorial_keyword_festivals(),
      m.content_editorial_keyword_food(),
    ],
  };
}

export const RANKING_HEAD: PageHead = {
  get title() {
    return m.content_ranking_title({ site });
  },
  get description() {
    return m.content_ranking_description({ site });
  },
  path: '/ranking',
};

export function authHead(mode: 'login' | 'signup'): PageHead {
  const title =
    mode === 'login' ? m.content_auth_login_title({ site }) : m.content_auth_signup_title({ site });
  return { title, description: m.content_auth_description({ site }), path: '/auth', noindex: true };
}

export const ACCOUNT_HEAD: PageHead = {
  get title() {
    return m.content_account_title({ site });
  },
  get description() {
    return m.content_account_description();
  },
  path: '/account',
  noindex: true,
};

export const POINTS_HEAD: PageHead = {
  get title() {
    return m.content_points_title({ site });
  },
  get description() {
    return m.content_points_description();
  },
  path: '/points',
  noindex: true,
};

export const CONFIRM_DELETION_HEAD: PageHead = {
  get title() {
    return m.content_confirm_deletion_title({ site });
  },
  noindex: true,
};

export const NOT_FOUND_HEAD: PageHead = {
  get title() {
    return m.content_not_found_title();
  },
  noindex: true,
};

export const MODERATION_HEAD: PageHead = {
  get title() {
    return m.content_moderation_title({ site });
  },
  noindex: true,
};
