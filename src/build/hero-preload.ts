/**
 * Build-time only: the active city's hero artwork (home and landings' LCP image) is preloaded with the
 * HTML, phone and desktop each under CityHero's media query, not found once React has rendered.
 */
import type { Plugin } from 'vite';
import { MOBILE_BREAKPOINT_PX } from '../config/constants.ts';
import { CITIES } from '../config/cities.ts';
import { cityResolverExpression } from './city-resolver-script.ts';
import { inlineJson } from './inline-json.ts';
import { ROUTE_PRELOADS } from './route-preload.ts';

/** Route modules whose page starts with CityHero. */
const HERO_PAGES = [
  'src/app/routes/home.tsx',
  'src/app/routes/landing.tsx',
  'src/app/routes/concerts-today.tsx',
];

export function heroPreloadScript(): string {
  const images = Object.fromEntries(
    CITIES.map((c) => [c.id, { mobile: c.heroImageMobile, desktop: c.heroImage }]),
  );
  const paths = ROUTE_PRELOADS.filter((r) => HERO_PAGES.includes(r.module)).map((r) => r.pattern);
  const media = [
    [`(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`, 'mobile'],
    [`(min-width: ${MOBILE_BREAKPOINT_PX}px)`, 'desktop'],
  ];
  return (
    `(function(){try{var img=${inlineJson(images)},r=${inlineJson(paths)},md=${inlineJson(media)},p=location.pathname;` +
    'if(!r.some(function(x){return new RegExp(x).test(p)}))return;' +
    `var id=${cityResolverExpression()};` +
    'md.forEach(function(m){var e=document.createElement("link");e.rel="preload";e.as="image";' +
    'e.href=img[id][m[1]];e.media=m[0];e.setAttribute("fetchpriority","high");document.head.appendChild(e)})' +
    '}catch(e){}})()'
  );
}

export function heroPreloadPlugin(): Plugin {
  return {
    name: 'agenda-norte:hero-preload',
    apply: 'build',
    transformIndexHtml() {
      return [{ tag: 'script', children: heroPreloadScript(), injectTo: 'head' }];
    },
  };
}
