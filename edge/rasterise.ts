/**
 * SVG → pixels with resvg compiled to WebAssembly: the same code in Node (tests, `npm run dev`,
 * `npm run preview`, the build's app icons) and in a CDN worker. Text uses the bundled Liberation
 * Sans (edge/fonts), metric-compatible with Arial, the font the poster's text-width estimates assume.
 */
import { initWasm, Resvg } from '@resvg/resvg-wasm';
import type * as NodeFs from 'node:fs/promises';
import type * as NodeModule from 'node:module';

/** WebAssembly and fonts. Node finds them on disk by itself; a worker passes what its bundler imported. */
export interface RasteriseAssets {
  /** @resvg/resvg-wasm's index_bg.wasm (compiled module, bytes or a Response). */
  wasm: WebAssembly.Module | BufferSource | Response;
  /** TTF/OTF files: Liberation Sans regular and bold (edge/fonts). */
  fonts: Uint8Array[];
}

let ready: Promise<Uint8Array[]> | null = null;

/** resvg's WebAssembly, started once per process, and the fonts. */
function setUp(assets?: RasteriseAssets): Promise<Uint8Array[]> {
  ready ??= (async () => {
    const { wasm, fonts } = assets ?? (await nodeAssets());
    try {
      await initWasm(wasm);
    } catch (error) {
      // One copy of the module can be started once: another caller in this process did it already.
      if (!(error instanceof Error && error.message.startsWith('Already initialized'))) throw error;
    }
    return fonts;
  })();
  ready.catch(() => {
    ready = null;
  });
  return ready;
}

/** In Node: the files from node_modules and edge/fonts. */
async function nodeAssets(): Promise<RasteriseAssets> {
  // Specifiers in variables: a worker's bundler must not try to bundle Node's file system.
  const fsName = 'node:fs/promises';
  const moduleName = 'node:module';
  const { readFile } = (await import(/* @vite-ignore */ fsName)) as typeof NodeFs;
  const { createRequire } = (await import(/* @vite-ignore */ moduleName)) as typeof NodeModule;
  const require = createRequire(import.meta.url);
  const [wasm, regular, bold] = await Promise.all([
    readFile(require.resolve('@resvg/resvg-wasm/index_bg.wasm')),
    readFile(new URL('./fonts/LiberationSans-Regular.ttf', import.meta.url)),
    readFile(new URL('./fonts/LiberationSans-Bold.ttf', import.meta.url)),
  ]);
  return { wasm, fonts: [new Uint8Array(regular), new Uint8Array(bold)] };
}

export interface Rasterised {
  width: number;
  height: number;
  /** RGBA, row by row. */
  pixels: Uint8Array;
  png: () => Uint8Array;
}

/**
 * The SVG drawn at `width` px wide. `images` gives the bytes of external <image> hrefs (resvg itself
 * loads nothing).
 */
export async function rasterise(
  svg: string,
  width: number,
  o: { assets?: RasteriseAssets; images?: Record<string, Uint8Array> } = {},
): Promise<Rasterised> {
  const fonts = await setUp(o.assets);
  const resvg = new Resvg(svg, {
    fitTo: { mode: 'width', value: width },
    font: { fontBuffers: fonts, defaultFontFamily: 'Liberation Sans', sansSerifFamily: 'Liberation Sans' },
  });
  try {
    for (const [href, bytes] of Object.entries(o.images ?? {})) resvg.resolveImage(href, bytes);
    const image = resvg.render();
    const png = image.asPng();
    const result = { width: image.width, height: image.height, pixels: image.pixels, png: () => png };
    image.free();
    return result;
  } finally {
    resvg.free();
  }
}

/** The SVG as a PNG file, `width` px wide. */
export async function svgToPng(svg: string, width: number, assets?: RasteriseAssets): Promise<Uint8Array> {
  return (await rasterise(svg, width, { assets })).png();
}
