/**
 * Warnings about a submission's links whose host imitates a Latin one with Cyrillic or Greek letters
 * ('аpple.com'), so the moderator sees a likely phishing link before publishing it. Pure.
 */
import { lookalikeLink } from '../../../../supabase/functions/_shared/lookalike_host.ts';
import { decodeEntities } from '../../../../supabase/functions/_shared/html_entities.ts';
import type { Submission } from './submission';

export interface LinkWarning {
  /** As a reader sees it ('аpple.com'). */
  shownHost: string;
  /** What the browser contacts ('xn--pple-43d.com'). */
  host: string;
  places: string[];
  message: string;
}

export const lookalikeMessage = (shownHost: string) =>
  `Atención: el enlace a «${shownHost}» usa letras de otros alfabetos que imitan a las latinas (posible suplantación).`;

/** The payload's links with where each appears. */
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

/** One warning per look-alike host, in the order the submission first uses it. */
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
