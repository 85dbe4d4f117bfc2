/**
 * The Cloudflare worker in front of the static build (wrangler.jsonc): every page and share image
 * goes through handle-request.ts; the build's files come from the `ASSETS` binding.
 */
import wasm from '@resvg/resvg-wasm/index_bg.wasm';
import bold from './fonts/LiberationSans-Bold.ttf';
import regular from './fonts/LiberationSans-Regular.ttf';
import { handleRequest } from './handle-request.ts';

interface Env {
  ASSETS: { fetch: (request: Request) => Promise<Response> };
  VITE_SUPABASE_URL: string;
  VITE_SUPABASE_ANON_KEY: string;
  VITE_SITE_BASE_DOMAIN?: string;
}

export default {
  fetch(request: Request, env: Env): Promise<Response> {
    return handleRequest(request, {
      fetchAsset: (asset) => env.ASSETS.fetch(asset),
      supabaseUrl: env.VITE_SUPABASE_URL,
      anonKey: env.VITE_SUPABASE_ANON_KEY,
      siteBaseDomain: env.VITE_SITE_BASE_DOMAIN || undefined,
      assets: { wasm, fonts: [new Uint8Array(regular), new Uint8Array(bold)] },
    });
  },
};
