/**
 * Build-time only (vite.config.ts): the home page's first screen as plain HTML, painted before any
 * JavaScript has run.
 *
 * The app renders once its scripts have downloaded and run, which on a mid-range phone is seconds
 * after the HTML arrived. For the home page (where most visitors land, from Instagram and search)
 * index.html carries, per city, the markup of what React will render first: the header bar, the
 * trust banner for anonymous visitors, the top banner and the city hero with its search box and
 * counters as placeholders. An inline script picks the active city as the app does
 * (city-resolver-script.ts), applies its theme colours and puts that markup into #root. React
 * replaces it on its first render (createRoot clears the container); the preview is aria-hidden
 * and holds no controls, so nothing can be clicked or read twice meanwhile.
 *
 * The markup copies the classes of Header, TrustBanner, TopBanner, CityHero, HeroSearch and
 * CityCounters: home-shell.test.tsx renders those components and compares, and e2e/home-preview.spec.ts
 * checks in the browser that the hero sits in the same place before and after React takes over.
 */
import { inlineJson } from './inline-json.ts';
import type { Plugin } from 'vite';
import { cityResolverExpression, type CityResolverOptions } from './city-resolver-script.ts';

export interface ShellCity {
  id: string;
  name: string;
  nicknames: readonly string[];
  heroImage: string;
  heroImageMobile?: string;
  /** The phone artwork as a data: URL, shown by the preview without a request. */
  heroImageMobileInline?: string;
  /** CSS custom properties of the city's theme (themeVariables). */
  theme: Record<string, string>;
}

export interface HomeShellOptions extends CityResolverOptions {
  siteName: string;
  cities: readonly ShellCity[];
  /** The trust banner's "dismissed" flag in local storage. */
  trustBannerKey: string;
  /** Pages that open with the city hero holding only text: path → city id → that text. */
  landings: Readonly<Record<string, Readonly<Record<string, ShellHeroText>>>>;
  /**
   * Pages that open with a heading block of their own (add-event, editorial): path → city id → that
   * block as HTML, text escaped, as the page renders it (home-shell.test.tsx compares).
   */
  pages: Readonly<Record<string, Readonly<Record<string, string>>>>;
  /** How an event page's picture is chosen (eventImageCandidates), for its preview. */
  eventImages: ShellEventImages;
  /** Where index.html's early request for an event page's row waits (event-prefetch.ts). */
  earlyEventGlobal: string;
}

export interface ShellEventImages {
  stockHosts: readonly string[];
  stockWords: readonly string[];
  /** Category id → its artwork (subcategories: their parent's). */
  categoryImages: Readonly<Record<string, string>>;
  defaultImage: string;
}

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Replaced by the trust banner for anonymous visitors who have not dismissed it. */
export const TRUST_SLOT = '<!--trust-->';

export const TRUST_BANNER_HTML =
  '<section class="border-b border-primary/20 bg-primary/5"><div class="mx-auto flex max-w-7xl items-center gap-3 px-4 py-2 text-sm text-gray-900">' +
  '<span class="inline-block h-[18px] w-[18px] shrink-0"></span>' +
  '<p class="flex-1">Gratis y sin letra pequeña: revisamos cada evento que nos envías antes de publicarlo y no compartimos tus datos con terceros. ' +
  '<span class="font-semibold text-primary underline">Únete a la comunidad</span> para guardar tus favoritos.</p>' +
  '<span class="inline-flex h-11 w-11 shrink-0"></span></div></section>';

/** The text of a hero: the line above the heading, the heading, the line under it ('' for none). */
export interface ShellHeroText {
  eyebrow: string;
  title: string;
  subtitle: string;
}

/** The pieces every preview of a city is made of (the inline script joins them the same way). */
function shellPieces(siteName: string, city: ShellCity) {
  const name = escapeHtml(city.name);
  return {
    head:
      '<div aria-hidden="true">' +
      '<header class="sticky top-0 z-40 border-b border-gray-200 bg-white">' +
      '<div class="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4">' +
      `<span class="mr-1 flex flex-col leading-tight"><span class="text-lg font-extrabold text-primary">${escapeHtml(siteName)}</span> ` +
      `<span class="text-xs font-medium text-gray-600">${name}</span></span></div></header>` +
      TRUST_SLOT +
      '<main class="min-h-[calc(100svh-4rem)]">',
    topBanner:
      '<div class="bg-secondary text-white"><div class="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-2">' +
      `<p class="text-sm"><span class="font-semibold">Agenda de ${name}:</span> conciertos, fiestas, teatro, planes gratis y en familia.</p>` +
      '<span class="inline-flex min-h-11 items-center gap-1.5 rounded-full px-3 text-sm font-semibold">Ir a los eventos<span class="inline-block h-4 w-4"></span></span></div></div>',
    heroOpen:
      '<section class="relative isolate overflow-hidden bg-primary text-white"><picture>' +
      // The phone artwork inline: it paints with the HTML, before the scripts keep the page busy.
      (city.heroImageMobileInline
        ? `<source media="(min-width: 768px)" srcset="${escapeHtml(city.heroImage)}">` +
          `<img src="${escapeHtml(city.heroImageMobileInline)}"`
        : (city.heroImageMobile
            ? `<source media="(max-width: 767px)" srcset="${escapeHtml(city.heroImageMobile)}">`
            : '') + `<img src="${escapeHtml(city.heroImage)}"`) +
      ' alt="" width="1600" height="700" fetchpriority="high" class="absolute inset-0 -z-10 h-full w-full object-cover opacity-60"></picture>' +
      '<div class="absolute inset-0 -z-10 bg-gradient-to-t from-black/60 via-black/30 to-black/10"></div>' +
      '<div class="mx-auto flex min-h-[22rem] max-w-7xl flex-col justify-end gap-3 px-4 py-10 md:min-h-[26rem]">',
    tail: '</div></section></main></div>',
  };
}

/** CityHero's three lines (texts already escaped). */
function heroText(eyebrow: string, title: string, subtitle: string): string {
  return (
    `<p class="text-sm font-semibold tracking-wide uppercase">${eyebrow}</p>` +
    `<p class="max-w-3xl text-4xl font-extrabold md:text-5xl">${title}</p>` +
    (subtitle !== '' ? `<p class="text-base text-white/90">${subtitle}</p>` : '')
  );
}

/** The same function as inline-script source (home-shell.test.tsx holds the two to the same output). */
const HERO_TEXT_JS =
  'function(e,t,s){return\'<p class="text-sm font-semibold tracking-wide uppercase">\'+e+' +
  "'</p><p class=\"max-w-3xl text-4xl font-extrabold md:text-5xl\">'+t+'</p>'+" +
  '(s!==""?\'<p class="text-base text-white/90">\'+s+\'</p>\':"")}';

const escapeText = (t: ShellHeroText): [string, string, string] => [
  escapeHtml(t.eyebrow),
  escapeHtml(t.title),
  escapeHtml(t.subtitle),
];

/** The home hero's content: its text, the search box (its placeholder as in hero-search.tsx) and the four counters. */
function homeHeroInner(city: ShellCity): string {
  const name = escapeHtml(city.name);
  const counter = '<li><div class="h-16 animate-pulse rounded-xl bg-white/15"></div></li>';
  return (
    heroText(`Agenda de ${name}`, `Qué hacer en ${name}`, escapeHtml(city.nicknames.join(' · '))) +
    '<div class="mt-2 flex w-full max-w-3xl flex-col gap-2 rounded-2xl bg-white p-2 text-gray-900 shadow-xl sm:flex-row sm:items-center">' +
    '<div class="min-w-0 flex-1"><div class="flex h-11 w-full items-center overflow-hidden rounded-xl border border-gray-300 pl-3 text-base whitespace-nowrap text-gray-500 md:text-sm">¿Qué te apetece? Jazz, teatro…</div></div>' +
    '<div class="flex h-11 w-full items-center rounded-xl border border-gray-300 px-3 text-sm font-medium sm:w-56">Cualquier fecha</div>' +
    '<div class="inline-flex h-11 items-center justify-center rounded-xl bg-primary px-5 text-sm font-bold text-white">Buscar</div></div>' +
    `<ul class="mt-2 grid max-w-3xl grid-cols-2 gap-2 sm:grid-cols-4">${counter.repeat(4)}</ul>`
  );
}

/** The home page's first screen: the header, the top banner and the city hero with search and counters. */
export function homeShellMarkup(siteName: string, city: ShellCity): string {
  const p = shellPieces(siteName, city);
  return p.head + p.topBanner + p.heroOpen + homeHeroInner(city) + p.tail;
}

/** A landing's first screen: the header and the city hero with the landing's own text. */
export function landingShellMarkup(siteName: string, city: ShellCity, text: ShellHeroText): string {
  const p = shellPieces(siteName, city);
  return p.head + p.heroOpen + heroText(...escapeText(text)) + p.tail;
}

/** The closing tags after a page's own block (`pages`). */
const PAGE_TAIL = '</main></div>';

/** A page's first screen: the header (and trust banner) and the page's heading block. */
export function pageShellMarkup(siteName: string, city: ShellCity, block: string): string {
  return shellPieces(siteName, city).head + block + PAGE_TAIL;
}

/** EventDetail's frame around EventHero's picture box (home-shell.test.tsx compares the classes). */
export const EVENT_FRAME_OPEN =
  '<article class="mx-auto max-w-5xl space-y-10 px-4 py-6 md:py-10"><div class="space-y-6"><header class="space-y-4">' +
  '<div class="aspect-video w-full overflow-hidden rounded-2xl bg-gray-100 md:aspect-[21/9]">';
export const EVENT_FRAME_CLOSE = '</div></header></div></article></main></div>';

/**
 * Inline-script source of a function (row → the picture's URL) that chooses as eventImageCandidates
 * does: the event's own picture (a path on the site, or an http(s) URL not from a stock-photo
 * library), else its first category's artwork, else the default hero (home-shell.test.tsx holds
 * the two to the same answers).
 */
function eventImageJs(i: ShellEventImages): string {
  return (
    `function(row){var H=${inlineJson(i.stockHosts)},W=${inlineJson(i.stockWords)},C=${inlineJson(i.categoryImages)};` +
    'var u=typeof row.image_url==="string"?row.image_url.trim():"",own=false;' +
    'if(u.charAt(0)==="/"&&u.charAt(1)!=="/")own=true;' +
    'else if(/^https?:\\/\\//i.test(u)){var h="";try{h=new URL(u).hostname.toLowerCase()}catch(e){}' +
    'own=h!==""&&!H.some(function(x){return h===x||h.slice(-x.length-1)==="."+x})' +
    '&&!h.split(".").some(function(l){return W.indexOf(l)>=0})}' +
    'if(own)return u;var ids=row.category_id||[];for(var k=0;k<ids.length;k++)if(C[ids[k]])return C[ids[k]];' +
    `return ${inlineJson(i.defaultImage)}}`
  );
}

export function homeShellScript(o: HomeShellOptions): string {
  const cities = Object.fromEntries(
    o.cities.map((c) => {
      const p = shellPieces(o.siteName, c);
      const landings = Object.fromEntries(
        Object.entries(o.landings).flatMap(([path, byCity]) => {
          const text = byCity[c.id];
          return text ? [[path, escapeText(text)]] : [];
        }),
      );
      const pages = Object.fromEntries(
        Object.entries(o.pages).flatMap(([path, byCity]) => {
          const block = byCity[c.id];
          return block ? [[path, block]] : [];
        }),
      );
      const pieces = { a: p.head, b: p.topBanner, o: p.heroOpen, i: homeHeroInner(c), t: p.tail };
      return [c.id, { ...pieces, l: landings, g: pages, v: c.theme }];
    }),
  );
  return (
    `(function(){try{var root=document.getElementById("root");` +
    `if(!root||root.firstChild)return;var all=${inlineJson(cities)},c=all[${cityResolverExpression(o)}];if(!c)return;` +
    // Joined as homeShellMarkup, landingShellMarkup and pageShellMarkup join them. A page's block
    // names the active city: not shown when the URL asks for another (/editorial?city=…).
    'var p=location.pathname,l=c.l[p],g=/[?&]city=/.test(location.search||"")?null:c.g[p];' +
    `var h=p==="/"?c.a+c.b+c.o+c.i+c.t:l?c.a+c.o+(${HERO_TEXT_JS})(l[0],l[1],l[2])+c.t:g?c.a+g+${inlineJson(PAGE_TAIL)}:null;` +
    // An event page: its picture once index.html's request for the row has answered.
    `var ev=h||!/^\\/event\\//.test(p)?null:window[${inlineJson(o.earlyEventGlobal)}];` +
    'if(!h&&!ev)return;' +
    'var st=document.documentElement.style;for(var n in c.v)st.setProperty(n,c.v[n]);' +
    // The same rule as hasStoredSession (stored-session.ts): a session, or one arriving in the URL.
    'var anon=!/[#&?](access_token|refresh_token|code|error_description)=/.test(location.href),shown=true;' +
    'try{for(var i=0;i<localStorage.length;i++)if(/^sb-.+-auth-token$/.test(localStorage.key(i)||""))anon=false;' +
    `shown=localStorage.getItem(${inlineJson(o.trustBannerKey)})!=="1"}catch(e){anon=false}` +
    `var put=function(html){root.innerHTML=html.replace(${inlineJson(TRUST_SLOT)},anon&&shown?${inlineJson(TRUST_BANNER_HTML)}:"")};` +
    'if(h)return put(h);' +
    // Only while the app has not rendered (it replaces the preview as it does the home page's).
    // `shown` settles once the picture has loaded (or failed), or at once without a preview: the
    // app's scripts wait for it (after-first-paint.ts), so the picture is not queued behind them.
    'ev.shown=ev.rows.then(function(r){try{if(root.firstChild||!Array.isArray(r)||r.length!==1)return;' +
    `var src=(${eventImageJs(o.eventImages)})(r[0]).replace(/[&<>"']/g,function(x){return"&#"+x.charCodeAt(0)+";"});` +
    `put(c.a+${inlineJson(EVENT_FRAME_OPEN)}+'<img src="'+src+'" alt="" width="1280" height="720" fetchpriority="high" class="h-full w-full object-cover">'+${inlineJson(EVENT_FRAME_CLOSE)});` +
    'var im=root.querySelector("img");' +
    'if(im&&!im.complete)return new Promise(function(res){im.onload=im.onerror=function(){res()}})' +
    '}catch(e){}});' +
    '}catch(e){}})()'
  );
}

export function homeShellPlugin(options: HomeShellOptions): Plugin {
  return {
    name: 'agenda-norte:home-shell',
    apply: 'build',
    transformIndexHtml() {
      // At the end of <body>: #root exists, and the app's module script runs only after it.
      return [{ tag: 'script', children: homeShellScript(options), injectTo: 'body' }];
    },
  };
}
