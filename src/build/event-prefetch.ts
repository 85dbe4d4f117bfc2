/**
 * Build-time only (vite.config.ts): on an event page, index.html starts fetching the event's row
 * with the HTML, instead of after the scripts have downloaded and run and the Supabase client has
 * loaded. On a mid-range phone that takes the data request off the page's critical chain.
 *
 * The inline script reads the id as the app does (parseEventId: of /event/{param}, trimmed, the part before
 * '--'), asks only for a well-formed uuid, and leaves the promise on window under
 * EARLY_EVENT_GLOBAL; src/features/events/api/early-event.ts hands it to the event query once. It
 * asks as an anonymous visitor (the public anon key, which the app's bundle carries anyway): a
 * published event reads the same for everyone, and anything else falls back to the app's own request.
 */
import type { Plugin } from 'vite';
import { inlineJson } from './inline-json.ts';

/** Where the early request waits for the app (`{ id, rows }`). */
export const EARLY_EVENT_GLOBAL = '__agendaNorteEarlyEvent';

export interface EventPrefetchOptions {
  supabaseUrl: string;
  anonKey: string;
}

export function eventPrefetchScript({ supabaseUrl, anonKey }: EventPrefetchOptions): string {
  const rest = `${supabaseUrl.replace(/\/+$/, '')}/rest/v1/events?select=*&id=eq.`;
  return (
    '(function(){try{var m=/^\\/event\\/([^/]+)\\/?$/.exec(location.pathname);if(!m)return;' +
    'var p=decodeURIComponent(m[1]).trim(),c=p.indexOf("--"),id=c>=0?p.slice(0,c):p;' +
    'if(!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id))return;' +
    `var k=${inlineJson(anonKey)};` +
    `window[${inlineJson(EARLY_EVENT_GLOBAL)}]={id:id,rows:fetch(${inlineJson(rest)}+id,` +
    '{headers:{apikey:k,authorization:"Bearer "+k,accept:"application/json"}})' +
    '.then(function(r){return r.ok?r.json():null}).catch(function(){return null})}' +
    '}catch(e){}})()'
  );
}

export function eventPrefetchPlugin(): Plugin {
  let options: EventPrefetchOptions | null = null;
  return {
    name: 'agenda-norte:event-prefetch',
    apply: 'build',
    configResolved(config) {
      // config.env holds the VITE_* variables of the mode's .env files, process env first.
      const url: unknown = config.env.VITE_SUPABASE_URL;
      const key: unknown = config.env.VITE_SUPABASE_ANON_KEY;
      options =
        typeof url === 'string' && url && typeof key === 'string' && key
          ? { supabaseUrl: url, anonKey: key }
          : null;
    },
    transformIndexHtml() {
      // Without the variables the app itself stops at start-up (src/config/env.ts): nothing to start.
      if (!options) return [];
      return [{ tag: 'script', children: eventPrefetchScript(options), injectTo: 'head-prepend' }];
    },
  };
}
