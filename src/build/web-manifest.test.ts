// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DEFAULT_CITY_ID } from '../config/constants.ts';
import { CITIES, getCity } from '../config/cities.ts';
import { manifestLinkScript, webManifest, webManifestFiles } from './web-manifest.ts';

function pngSize(bytes: Uint8Array): [number, number] {
  expect(new TextDecoder().decode(bytes.slice(12, 16))).toBe('IHDR');
  const view = new DataView(bytes.buffer, bytes.byteOffset);
  return [view.getUint32(16), view.getUint32(20)];
}

/** The links the inline script adds on a host, with nothing stored. */
function linksOn(hostname: string): Array<[string, string]> {
  const added: Array<[string, string]> = [];
  const document = {
    createElement: () => ({ rel: '', href: '' }),
    head: { appendChild: (e: { rel: string; href: string }) => added.push([e.rel, e.href]) },
  };
  const localStorage = { getItem: () => null };
  new Function('location', 'localStorage', 'document', manifestLinkScript())(
    { hostname },
    localStorage,
    document,
  );
  return added;
}

describe('web app manifest', () => {
  it.each(CITIES.map((c) => [c.id, c] as const))('%s: name, start URL, display and theme', (_id, city) => {
    const manifest = webManifest(city);
    expect(manifest.name).toBe(`Agenda Norte ${city.name}`);
    expect(manifest.short_name.length).toBeLessThanOrEqual(12);
    expect(manifest).toMatchObject({
      start_url: '/',
      scope: '/',
      display: 'standalone',
      lang: 'es',
      theme_color: city.theme.primary,
      background_color: city.theme.secondary,
    });
    expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
  });

  it('names long cities by a short nickname', () => {
    expect(webManifest(getCity('sansebastian')!).short_name).toBe('Donostia');
    expect(webManifest(getCity('vitoria')!).short_name).toBe('Gasteiz');
  });

  it('draws every icon a manifest lists, as a PNG of its size', async () => {
    const files = await webManifestFiles();
    for (const city of CITIES) {
      const manifest = JSON.parse(files.get(`manifest-${city.id}.webmanifest`) as string) as ReturnType<
        typeof webManifest
      >;
      expect(manifest).toEqual(webManifest(city));
      for (const icon of manifest.icons) {
        const png = files.get(icon.src.slice(1));
        expect(png, icon.src).toBeInstanceOf(Uint8Array);
        const size = Number(icon.sizes.split('x')[0]);
        expect(pngSize(png as Uint8Array)).toEqual([size, size]);
      }
    }
  });

  it("links the host's city manifest and touch icon, the default city elsewhere", () => {
    expect(linksOn('santander.agendanorte.es')).toEqual([
      ['manifest', '/manifest-santander.webmanifest'],
      ['apple-touch-icon', '/icons/santander-192.png'],
    ]);
    expect(linksOn('localhost')[0]).toEqual(['manifest', `/manifest-${DEFAULT_CITY_ID}.webmanifest`]);
  });
});
