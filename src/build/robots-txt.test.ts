// @vitest-environment node
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ResolvedConfig } from 'vite';
import { CITY_IDS } from '@/config/city-ids';
import { robotsTxtPlugin, sitemapUrl, robotsTxt } from './robots-txt';

const RULES_FILE = resolve(__dirname, '../../public/robots.txt');
const RULES = readFileSync(RULES_FILE, 'utf8');
const REF_URL = 'https://abcdefghijklmnop.supabase.co';

/** Calls a Vite hook whether it is a function or { handler }. */
function call(hook: unknown, ...args: unknown[]): unknown {
  const fn = typeof hook === 'function' ? hook : (hook as { handler: (...a: unknown[]) => unknown }).handler;
  return fn.apply({}, args);
}

describe('robots.txt rules', () => {
  it('allow every crawler and keep private pages out', () => {
    const text = robotsTxt(RULES, undefined, CITY_IDS);
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).toMatch(/^Allow: \/$/m);
    for (const path of ['/account', '/points', '/moderacion', '/auth', '/confirmar-baja'])
      expect(text).toMatch(new RegExp(`^Disallow: ${path}$`, 'm'));
    expect(text).not.toMatch(/^Disallow: \/\s*$/m);
    expect(text.match(/^Disallow:/gm)).toHaveLength(5);
    expect(robotsTxt(text, undefined, CITY_IDS)).toBe(text);
    expect(RULES).not.toMatch(/^Sitemap:/im);
  });
});

describe('robots.txt Sitemap lines', () => {
  it('point at the sitemap function of the project, one per city', () => {
    expect(sitemapUrl(`${REF_URL}/`, 'bilbao')).toBe(`${REF_URL}/functions/v1/sitemap?city=bilbao`);
    const text = robotsTxt(RULES, REF_URL, CITY_IDS);
    const lines = text.split('\n').filter((l) => l.startsWith('Sitemap: '));
    expect(lines).toEqual(CITY_IDS.map((id) => `Sitemap: ${REF_URL}/functions/v1/sitemap?city=${id}`));
    expect(text.startsWith(RULES.trimEnd())).toBe(true);
  });

  it('replace earlier Sitemap lines and are left out without a usable URL', () => {
    const once = robotsTxt(RULES, REF_URL, ['bilbao']);
    expect(robotsTxt(once, REF_URL, ['bilbao']).match(/^Sitemap:/gm)).toHaveLength(1);
    for (const url of [undefined, '', 'not a url', 'ftp://x.example'])
      expect(robotsTxt(RULES, url, CITY_IDS)).not.toMatch(/Sitemap:/);
  });
});

describe('robotsTxtPlugin', () => {
  it('rewrites the built robots.txt with the build’s VITE_SUPABASE_URL', () => {
    const dir = mkdtempSync(join(tmpdir(), 'robots-'));
    try {
      writeFileSync(join(dir, 'robots.txt'), RULES); // as copied from public/
      const plugin = robotsTxtPlugin({ cityIds: CITY_IDS, rulesFile: RULES_FILE });
      call(plugin.configResolved, { env: { VITE_SUPABASE_URL: REF_URL } } as unknown as ResolvedConfig);
      call(plugin.writeBundle, { dir }, {});
      const out = readFileSync(join(dir, 'robots.txt'), 'utf8');
      expect(out).toBe(robotsTxt(RULES, REF_URL, CITY_IDS));
      expect(out).toContain(`Sitemap: ${REF_URL}/functions/v1/sitemap?city=logronio`);
      expect(out).toContain('Disallow: /moderacion');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('serves the same text in the dev server', () => {
    const plugin = robotsTxtPlugin({ cityIds: CITY_IDS, rulesFile: RULES_FILE });
    call(plugin.configResolved, {
      env: { VITE_SUPABASE_URL: 'http://127.0.0.1:54321' },
    } as unknown as ResolvedConfig);
    let route = '';
    let handler: ((req: unknown, res: unknown) => void) | undefined;
    call(plugin.configureServer, {
      middlewares: {
        use: (path: string, fn: (req: unknown, res: unknown) => void) => {
          route = path;
          handler = fn;
        },
      },
    });
    let body = '';
    const headers: Record<string, string> = {};
    handler?.({}, { setHeader: (k: string, v: string) => (headers[k] = v), end: (b: string) => (body = b) });
    expect(route).toBe('/robots.txt');
    expect(headers['Content-Type']).toBe('text/plain; charset=utf-8');
    expect(body).toContain('Sitemap: http://127.0.0.1:54321/functions/v1/sitemap?city=bilbao');
  });
});
