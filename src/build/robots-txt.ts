/**
 * Build-time only: public/robots.txt plus a Disallow line per private route and a Sitemap line per city
 * (the `sitemap` function at VITE_SUPABASE_URL): one file serves every sub-domain, Sitemap may name any host.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { SITE_ROUTES } from '../../supabase/functions/_shared/routes.ts';

export const DISALLOWED_PATHS = SITE_ROUTES.filter((r) => r.private).map((r) => r.path);

/** The sitemap function's URL for a city, e.g. https://<ref>.supabase.co/functions/v1/sitemap?city=bilbao. */
export function sitemapUrl(supabaseUrl: string, cityId: string): string {
  return `${supabaseUrl.replace(/\/+$/, '')}/functions/v1/sitemap?city=${encodeURIComponent(cityId)}`;
}

const isHttpUrl = (value: string | undefined): value is string =>
  !!value && URL.canParse(value) && /^https?:$/.test(new URL(value).protocol);

/** The rules with the Disallow and Sitemap lines (replacing earlier ones); no Sitemap lines without a URL. */
export function robotsTxt(
  rules: string,
  supabaseUrl: string | undefined,
  cityIds: readonly string[],
): string {
  const kept = rules
    .split('\n')
    .filter((line) => !/^(sitemap|disallow):/i.test(line.trim()))
    .join('\n')
    .replace(/\s*$/, '\n')
    .concat(DISALLOWED_PATHS.map((path) => `Disallow: ${path}\n`).join(''));
  if (!isHttpUrl(supabaseUrl)) return kept;
  return `${kept}\n${cityIds.map((id) => `Sitemap: ${sitemapUrl(supabaseUrl, id)}`).join('\n')}\n`;
}

export function robotsTxtPlugin(options: { cityIds: readonly string[]; rulesFile: string }): Plugin {
  let supabaseUrl: string | undefined;
  const render = () => robotsTxt(readFileSync(options.rulesFile, 'utf8'), supabaseUrl, options.cityIds);
  return {
    name: 'agenda-norte:robots-txt',
    configResolved(config) {
      const value: unknown = config.env.VITE_SUPABASE_URL;
      supabaseUrl = typeof value === 'string' ? value : undefined;
    },
    configureServer(server) {
      server.middlewares.use('/robots.txt', (_req, res) => {
        res.setHeader('Content-Type', 'text/plain; charset=utf-8');
        res.end(render());
      });
    },
    // After the public folder was copied: rewrite the copy with the Sitemap lines.
    writeBundle(output) {
      const file = join(output.dir ?? 'dist', 'robots.txt');
      if (existsSync(file) || existsSync(options.rulesFile)) writeFileSync(file, render());
    },
  };
}
