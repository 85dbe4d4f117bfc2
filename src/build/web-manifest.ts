/**
 * The installable app: a manifest and icons per city, made at build time (from memory in dev), and an
 * inline script linking the active city's: one index.html serves every sub-domain, each its own app.
 */
import type { Plugin } from 'vite';
import { svgToPng } from '../../edge/rasterise.ts';
import { CITIES } from '../config/cities.ts';
import { SITE_NAME } from '../config/site.ts';
import type { City } from '../config/types';
import { cityResolverExpression } from './city-resolver-script.ts';
import { inlineJson } from './inline-json.ts';

export const manifestPath = (cityId: string) => `/manifest-${cityId}.webmanifest`;

export type IconKind = 'any' | 'maskable';

export const iconPath = (cityId: string, size: number, kind: IconKind = 'any') =>
  `/icons/${cityId}-${kind === 'maskable' ? 'maskable-' : ''}${size}.png`;

const ICONS: ReadonlyArray<{ size: number; kind: IconKind }> = [
  { size: 192, kind: 'any' },
  { size: 512, kind: 'any' },
  { size: 512, kind: 'maskable' },
];

/** Launchers cut a name after about 12 characters: a longer city name gives way to a short nickname. */
export function shortName(city: City): string {
  if (city.name.length <= 12) return city.name;
  return city.nicknames.find((n) => n.length <= 12) ?? city.name.slice(0, 12);
}

export function webManifest(city: City) {
  return {
    id: '/',
    name: `${SITE_NAME} ${city.name}`,
    short_name: shortName(city),
    description: `Qué hacer en ${city.name}: conciertos, fiestas, cultura y planes para cada día.`,
    lang: 'es',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: city.theme.primary,
    background_color: city.theme.secondary,
    icons: ICONS.map(({ size, kind }) => ({
      src: iconPath(city.id, size, kind),
      sizes: `${size}x${size}`,
      type: 'image/png',
      purpose: kind,
    })),
  };
}

/** The city's initial on its colours; the letter stays in the central circle that every mask keeps. */
export function iconSvg(city: City, kind: IconKind): string {
  const { primary, secondary, accent } = city.theme;
  const corner = kind === 'maskable' ? 0 : 96;
  return (
    `<svg xmlns='http://www.w3.org/2000/svg' width='512' height='512' viewBox='0 0 512 512'>` +
    `<clipPath id='c'><rect width='512' height='512' rx='${corner}'/></clipPath><g clip-path='url(#c)'>` +
    `<rect width='512' height='512' fill='${primary}'/>` +
    `<rect y='352' width='512' height='160' fill='${secondary}'/>` +
    `<rect x='176' y='340' width='160' height='24' fill='${accent}'/>` +
    `<text x='256' y='318' text-anchor='middle' font-family='Liberation Sans' font-weight='700' font-size='260' fill='#fff'>` +
    `${city.name.charAt(0).toUpperCase()}</text></g></svg>`
  );
}

/** Every file the plugin adds: manifests and icons, by path (no leading slash). */
export async function webManifestFiles(): Promise<Map<string, Uint8Array | string>> {
  const files = new Map<string, Uint8Array | string>();
  for (const city of CITIES) {
    files.set(manifestPath(city.id).slice(1), JSON.stringify(webManifest(city), null, 2));
    for (const { size, kind } of ICONS)
      files.set(iconPath(city.id, size, kind).slice(1), await svgToPng(iconSvg(city, kind), size));
  }
  return files;
}

/** Inline script: the active city's manifest and touch icon links. */
export function manifestLinkScript(): string {
  const links = [
    ['manifest', manifestPath('{id}')],
    ['apple-touch-icon', iconPath('{id}', 192)],
  ];
  return (
    `(function(){try{var id=${cityResolverExpression()};` +
    `${inlineJson(links)}.forEach(function(l){var e=document.createElement("link");e.rel=l[0];` +
    'e.href=l[1].replace("{id}",id);document.head.appendChild(e)})}catch(e){}})()'
  );
}

export function webManifestPlugin(): Plugin {
  let files: Promise<Map<string, Uint8Array | string>> | null = null;
  const allFiles = () => (files ??= webManifestFiles());
  return {
    name: 'agenda-norte:web-manifest',
    transformIndexHtml() {
      return [{ tag: 'script', children: manifestLinkScript(), injectTo: 'head' }];
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const path = (req.url ?? '').split('?')[0]?.slice(1) ?? '';
        if (!/^(manifest-[a-z]+\.webmanifest|icons\/[a-z-]+\d+\.png)$/.test(path)) return next();
        allFiles()
          .then((all) => {
            const file = all.get(path);
            if (file === undefined) return next();
            res.setHeader('Content-Type', path.endsWith('.png') ? 'image/png' : 'application/manifest+json');
            res.end(file);
          })
          .catch(next);
      });
    },
    async generateBundle() {
      for (const [fileName, source] of await allFiles()) this.emitFile({ type: 'asset', fileName, source });
    },
  };
}
