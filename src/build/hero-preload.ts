/**
 * Build-time only: the active city's hero artwork (the LCP image of the home and landings) is
 * preloaded with the HTML, phone and desktop each under CityHero's media query, instead of being
 * found once React has rendered.
 */
import { inlineJson } from './inline-json.ts';
import type { Plugin } from 'vite';
import { cityResolverExpression, type CityResolverOptions } from './city-resolver-script.ts';

export interface HeroPreloadOptions extends CityResolverOptions {
  /** Regular expressions (sources) of the paths whose page opens with the city hero. */
  paths: readonly string[];
  /** The artwork of a city, as src/config/cities.ts names it. */
  images: (cityId: string) => { mobile: string; desktop: string };
  /** CityHero's breakpoint: the phone artwork up to this width (px). */
  mobileMaxWidthPx: number;
}

export function heroPreloadScript(o: HeroPreloadOptions): string {
  const images = Object.fromEntries(o.cityIds.map((id) => [id, o.images(id)]));
  const media = [
    [`(max-width: ${o.mobileMaxWidthPx}px)`, 'mobile'],
    [`(min-width: ${o.mobileMaxWidthPx + 1}px)`, 'desktop'],
  ];
  return (
    `(function(){try{var img=${inlineJson(images)},r=${inlineJson(o.paths)},md=${inlineJson(media)},p=location.pathname;` +
    'if(!r.some(function(x){return new RegExp(x).test(p)}))return;' +
    `var id=${cityResolverExpression(o)};` +
    'md.forEach(function(m){var e=document.createElement("link");e.rel="preload";e.as="image";' +
    'e.href=img[id][m[1]];e.media=m[0];e.setAttribute("fetchpriority","high");document.head.appendChild(e)})' +
    '}catch(e){}})()'
  );
}

export function heroPreloadPlugin(options: HeroPreloadOptions): Plugin {
  return {
    name: 'agenda-norte:hero-preload',
    apply: 'build',
    transformIndexHtml() {
      return [{ tag: 'script', children: heroPreloadScript(options), injectTo: 'head' }];
    },
  };
}
