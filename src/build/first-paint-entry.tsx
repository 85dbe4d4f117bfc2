/**
 * Build-time only, in Node (first-paint.ts): the inline script painting the landing pages' first screen,
 * the app's components rendered per city with react-dom/server as its first render draws them (no data
 * yet). What only the browser knows (city, stored session, dismissed trust banner) the script decides.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { Route, Routes, StaticRouter } from 'react-router-dom';
import { AppLayout } from '@/app/layout/app-layout';
import { CITIES } from '@/config/cities';
import { DEFAULT_SORT, MOBILE_MEDIA_QUERY, TIME_ZONE } from '@/config/constants';
import { SESSION_IN_URL, SESSION_KEY } from '@/features/auth/api/stored-session';
import { TRUST_BANNER_DISMISSED_KEY } from '@/features/engagement/domain/achievements';
import type { City } from '@/config/types';
import { ANONYMOUS, AuthContext, type AuthState } from '@/features/auth/api/auth-context';
import { TrustBanner } from '@/features/engagement/components/trust-banner';
import { AuthDialogProvider } from '@/features/auth/components/auth-dialog-provider';
import { CityContext } from '@/features/city/city-context';
import { CityHero } from '@/features/city/components/city-hero';
import { themeVariables } from '@/features/city/domain/theme';
import { EditorialPage } from '@/features/editorial/components/editorial-page';
import { EventPageSkeleton } from '@/features/events/components/event-page/event-page-skeleton';
import { EMPTY_FILTERS } from '@/features/listing/domain/toggles';
import { CityCounters } from '@/features/home/components/city-counters';
import { HeroSearch } from '@/features/home/components/hero-search';
import { TopBanner } from '@/features/home/components/top-banner';
import { LandingResults } from '@/features/landings/components/landing-results';
import { LANDINGS, type LandingDefinition } from '@/features/landings/domain/landings';
import { presetFilters } from '@/features/landings/domain/presets';
import type { ListingFilters } from '@/features/listing/hooks/use-listing-filters';
import { AddEventPage } from '@/features/submissions/components/add-event-page';
import { cityResolverExpression } from './city-resolver-script';
import { EARLY_EVENT_GLOBAL, EARLY_LISTING_GLOBAL } from '@/features/events/domain/early-event-global';
import { inlineJson } from './inline-json';

const noop = () => {};
/** Where a page's first screen goes inside the layout. */
const SLOT = '<template data-page-slot=""></template>';

/** The element with the providers the app's components read. */
function render(city: City, auth: AuthState, element: ReactNode): string {
  return renderToString(
    <QueryClientProvider client={new QueryClient()}>
      <CityContext.Provider value={{ city, cityUrl: () => '/', origin: '' }}>
        <AuthContext.Provider value={auth}>
          <AuthDialogProvider>
            <StaticRouter location="/">{element}</StaticRouter>
          </AuthDialogProvider>
        </AuthContext.Provider>
      </CityContext.Provider>
    </QueryClientProvider>,
  );
}

/** The layout up to the page (the rest is below the fold, and the browser closes the open tags). */
function layoutHead(city: City, auth: AuthState): string {
  const html = render(
    city,
    auth,
    <Routes>
      <Route element={<AppLayout />}>
        <Route path="*" element={<template data-page-slot="" />} />
      </Route>
    </Routes>,
  );
  const at = html.indexOf(SLOT);
  if (at < 0) throw new Error('first paint: the layout did not render the page slot');
  return html.slice(0, at);
}

/** `to` as `from` with its middle replaced: the lengths of the common start and end, and the middle. */
function asEdit(from: string, to: string) {
  let start = 0;
  while (start < from.length && from[start] === to[start]) start++;
  let end = 0;
  while (end < from.length - start && end < to.length - start && from.at(-1 - end) === to.at(-1 - end)) end++;
  return { start, middle: to.slice(start, to.length - end), end };
}

/** Landings whose hero holds only text (date landings also show dates, known only in the browser). */
const TEXT_LANDINGS = LANDINGS.filter((landing) => landing.preset.kind !== 'date');

/** Path → the page's first screen, for one city. */
function firstScreens(city: City): Record<string, ReactNode> {
  // The home page as HomePage starts: top banner, hero with search and counters.
  const screens: Record<string, ReactNode> = {
    '/': (
      <>
        <TopBanner city={city} onShowEvents={noop} />
        <CityHero>
          <HeroSearch city={city} filters={EMPTY_FILTERS} onChange={noop} onShowResults={noop} />
          <CityCounters counts={null} onToday={noop} onTonight={noop} onWeekend={noop} onFree={noop} />
        </CityHero>
      </>
    ),
  };
  for (const landing of TEXT_LANDINGS) {
    const copy = landing.copy(city);
    const hero = <CityHero title={copy.heroTitle} subtitle={copy.heroText} />;
    for (const path of [landing.path, ...landing.aliases]) screens[path] = hero;
  }
  screens['/add-event'] = <AddEventPage headingOnly />;
  screens['/editorial'] = <EditorialPage headingOnly />;
  screens['/event/'] = <EventPageSkeleton />;
  return screens;
}

/**
 * City → landing id → its listing as first drawn on a phone (preset filters, loading); each page gets
 * only its own from the edge (edge/early-listing.ts): inline, every page would carry them all.
 */
export function phoneListings(): Record<string, Record<string, string>> {
  return Object.fromEntries(
    CITIES.map((city) => [
      city.id,
      Object.fromEntries(
        TEXT_LANDINGS.map((landing) => [landing.id, render(city, ANONYMOUS, landingListing(city, landing))]),
      ),
    ]),
  );
}

function landingListing(city: City, landing: LandingDefinition): ReactNode {
  const filters = presetFilters(landing.preset, city, new Date());
  const listing: ListingFilters = {
    filters,
    base: filters,
    sort: DEFAULT_SORT,
    page: 1,
    updateFilters: noop,
    clearFilters: noop,
    setSort: noop,
    setPage: noop,
  };
  const state = {
    city,
    now: new Date(),
    listing,
    results: [],
    isLoading: true,
    error: null,
    retry: noop,
    retrying: false,
    clearable: false,
  };
  return <LandingResults state={state} title={landing.copy(city).resultsTitle} empty={null} />;
}

/** With a stored session the app first renders the layout as for someone whose session is pending. */
const SESSION_PENDING: AuthState = { ...ANONYMOUS, loading: true };

/** One city's first paint, each piece of markup as `ref` gives it. */
function cityFirstPaint(city: City, ref: (html: string) => number) {
  const anonymous = layoutHead(city, ANONYMOUS);
  const trust = render(city, ANONYMOUS, <TrustBanner />);
  const at = anonymous.indexOf(trust);
  if (at < 0) throw new Error('first paint: the layout of an anonymous visitor holds no trust banner');
  const [before, after] = [anonymous.slice(0, at), anonymous.slice(at + trust.length)];
  const pending = asEdit(before + after, layoutHead(city, SESSION_PENDING));
  const pages = Object.entries(firstScreens(city)).map(([path, page]) => [
    path,
    ref(render(city, ANONYMOUS, page)),
  ]);
  return {
    // The city theme's CSS custom properties (set on <html>, as CityProvider does).
    v: themeVariables(city.theme),
    // The layout up to the page for an anonymous visitor, split where the trust banner goes.
    a: [ref(before), ref(after)],
    t: ref(trust),
    // The layout for a stored session (account area pending), as an edit of the bannerless one.
    p: [pending.start, ref(pending.middle), pending.end],
    // Path → the page's first screen ('/event/': every event page's).
    h: Object.fromEntries(pages),
  };
}

/**
 * The inline script. Its data keeps each distinct string once (`s`), and each class list and icon
 * once (`t`, referred to from within the strings): six cities repeat the same header, hero and icons.
 */
export function firstPaintScript(): string {
  const pieces: string[] = [];
  const strings: string[] = [];
  const indexIn = (list: string[], text: string) => {
    const at = list.indexOf(text);
    return at >= 0 ? at : list.push(text) - 1;
  };
  // A piece is referred to as `&~<index>;` in the strings: React's markup escapes `&`, so never holds it.
  const ref = (html: string) =>
    indexIn(
      strings,
      html.replace(/<svg[^]*?<\/svg>|class="[^"]*"/g, (m) => `&~${indexIn(pieces, m)};`),
    );
  const data = Object.fromEntries(CITIES.map((city) => [city.id, cityFirstPaint(city, ref)]));
  return (
    `(function(){try{var root=document.getElementById("root");if(!root||root.firstChild)return;` +
    `var s=${inlineJson(strings)},t=${inlineJson(pieces)},` +
    `id=${cityResolverExpression()},c=${inlineJson(data)}[id];if(!c)return;` +
    'var u=function(i){return s[i].replace(/&~(\\d+);/g,function(m,n){return t[n]})};' +
    // Every event page shares one placeholder; /editorial?city=… names another city than the active one.
    'var p=location.pathname,k=/^\\/event\\/[^/]+\\/?$/.test(p)?"/event/":p;' +
    'if(!(k in c.h)||(k==="/editorial"&&/[?&]city=/.test(location.search)))return;' +
    'var st=document.documentElement.style;for(var n in c.v)st.setProperty(n,c.v[n]);' +
    // The same rules as hasStoredSession (stored-session.ts) and TrustBanner.
    `var anon=!${SESSION_IN_URL}.test(location.href),shown=true;` +
    `try{for(var i=0;i<localStorage.length;i++)if(${SESSION_KEY}.test(localStorage.key(i)||""))anon=false;` +
    `shown=localStorage.getItem(${inlineJson(TRUST_BANNER_DISMISSED_KEY)})!=="1"}catch(e){anon=false}` +
    'var a=u(c.a[0])+u(c.a[1]),head=anon?u(c.a[0])+(shown?u(c.t):"")+u(c.a[1]):' +
    'a.slice(0,c.p[0])+u(c.p[1])+a.slice(a.length-c.p[2]);' +
    // A landing on a phone: the listing its HTML came with (edge/early-listing.ts).
    `var ls=window[${inlineJson(EARLY_LISTING_GLOBAL)}],phone=!!(ls&&ls.cityId===id&&ls.html&&` +
    `window.matchMedia&&matchMedia(${inlineJson(MOBILE_MEDIA_QUERY)}).matches);` +
    'root.innerHTML=\'<div aria-hidden="true" inert>\'+head+u(c.h[k])+(phone?ls.html:"")+"</div>";' +
    // The picture a page's HTML came with, drawn into `box` as the app's component draws it; `e.shown`
    // settles once it is drawn (after-first-paint.ts waits for it).
    'function draw(box,pulsing,e,w,h,cls){var img=document.createElement("img");img.alt="";' +
    'img.width=w;img.height=h;img.className=cls;img.setAttribute("fetchpriority","high");img.src=e.picture;' +
    'pulsing.classList.remove("animate-pulse");box.replaceChildren(img);' +
    'e.shown=img.decode().catch(function(){img.remove()})}' +
    // An event page: its event's picture (edge/handle-request.ts), as EventHero does.
    `var ev=window[${inlineJson(EARLY_EVENT_GLOBAL)}],box=root.querySelector("main .aspect-video");` +
    'if(k==="/event/"&&ev&&ev.picture&&box)draw(box,box,ev,1280,720,"h-full w-full rounded-2xl object-cover");' +
    // A landing on a phone: the first result's, in the first placeholder's box as the card draws it;
    // only today's (a cached page from yesterday came with rows the app will not take).
    `var pic=root.querySelector('[data-skeleton="picture"]');` +
    'if(phone&&ls.picture&&pic){var d={};' +
    `new Intl.DateTimeFormat("en",{timeZone:${inlineJson(TIME_ZONE)},year:"numeric",month:"2-digit",` +
    'day:"2-digit"}).formatToParts(new Date()).forEach(function(x){d[x.type]=x.value});' +
    'if(ls.today===d.year+"-"+d.month+"-"+d.day)draw(pic,pic.parentNode,ls,640,360,"h-full w-full object-cover")}' +
    '}catch(e){}})()'
  );
}
