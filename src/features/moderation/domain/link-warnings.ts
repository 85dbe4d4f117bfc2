/**
 * Warnings about a submission's links whose host imitates a Latin one with Cyrillic or Greek letters
 * ('аpple.com' with a Cyrillic 'а'): the moderator sees the host as a reader would and the address the
 * browser would really open, before publishing a likely phishing link. Pure; the detection is the
 * shared one (supabase/functions/_shared/lookalike_host.ts), run on the links as stored.
 */
import { lookalikeLink } from '../../../../supabase/functions/_shared/lookalike_host.ts';
import { decodeEntities } from '../../../../supabase/functions/_shared/sanitize.ts';
import type { Submission } from './submission';

export interface LinkWarning {
  /** The host as a reader sees it ('аpple.com'). */
  shownHost: string;
  /** The host the browser contacts ('xn--pple-43d.com'). */
  host: string;
  /** Where the submission uses it, in the form's order. */
  places: string[];
  /** The warning, in one sentence. */
  message: string;
}

export const lookalikeMessage = (shownHost: string) =>
  `Atención: el enlace a «${shownHost}» usa letras de otros alfabetos que imitan a las latinas (posible suplantación).`;

/** The links of a payload with where each appears: the two link fields, then the description's. */
function payloadLinks(payload: Readonly<Record<string, unknown>>): Array<[string, string]> {
  const links: Array<[string, string]> = [];
  if (typeof payload.info_url === 'string') links.push([payload.info_url, 'enlace del evento']);
  if (typeof payload.ticket_url === 'string') links.push([payload.ticket_url, 'enlace de entradas']);
  // The stored description is sanitised HTML, so its links are href="…" with entities escaped.
  if (typeof payload.description === 'string') {
    for (const m of payload.description.matchAll(/\bhref="([^"]*)"/g))
      links.push([decodeEntities(m[1]!), 'descripción']);
  }
  return links;
}

/** One warning per look-alike host, in the order the submission first uses it; none for ordinary links. */
export function submissionLinkWarnings(submission: Pick<Submission, 'payload'>): LinkWarning[] {
  const byHost = new Map<string, LinkWarning>();
  for (const [url, place] of payloadLinks(submission.payload)) {
    const found = lookalikeLink(url);
    if (found === null) continue;
    const warning = byHost.get(found.host) ?? {
      shownHost: found.shownHost,
      host: found.host,
      places: [],
      message: lookalikeMessage(found.shownHost),
    };
    if (!warning.places.includes(place)) warning.places.push(place);
    byHost.set(found.host, warning);
  }
  return [...byHost.values()];
}
