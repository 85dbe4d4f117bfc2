/**
 * Build-time only: on an event page index.html fetches the event's row with the HTML, not after the
 * scripts and the Supabase client. The id is read as parseEventId does; the promise waits under
 * EARLY_EVENT_GLOBAL for features/events/api/early-event.ts. It asks with the public anon key: a
 * published event reads the same for everyone, and anything else falls back to the app's request.
 */
import type { Plugin } from 'vite';
import { inlineJson } from './inline-json.ts';

/** `{ id, rows }` of the early request. */
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
      const url: unknown = config.env.VITE_SUPABASE_URL;
      const key: unknown = config.env.VITE_SUPABASE_ANON_KEY;
      options =
        typeof url === 'string' && url && typeof key === 'string' && key
          ? { supabaseUrl: url, anonKey: key }
          : null;
    },
    transformIndexHtml() {
      // Without the variables the app stops at start-up (src/config/env.ts).
      if (!options) return [];
      return [{ tag: 'script', children: eventPrefetchScript(options), injectTo: 'head-prepend' }];
    },
  };
}
