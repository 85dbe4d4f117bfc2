/** Per-city editorial copy of the home page (each city has its own). */

interface TitledText {
  title: string;
  text: string;
}

/** A link inside the site (a route or the listing with query parameters). */
export interface ContentLink {
  label: string;
  to: string;
}

interface Neighbourhood {
  /** A location id of the city: the listing link is /?ubicacion={id}. */
  id: string;
  name: string;
  text: string;
}

export interface CityContent {
  /** Follows 'Planes de última hora para hoy, {fecha}'. */
  lastMinute: string;
  plans: { morning: string; afternoon: string; night: string; family: string };
  weekend: TitledText;
  free: TitledText & { items: string[] };
  tardeos: TitledText;
  nightlife: TitledText;
  culture: TitledText;
  family: TitledText;
  mustVisit: string[];
  /** Topics of the events we highlight, each a link to the listing filtered for it. */
  highlightTopics: ContentLink[];
  newSection: { title: string; text: string; link: ContentLink };
  /** Every city except Bilbao. */
  neighbourhoods?: Neighbourhood[];
}

export interface CitySeo {
  title: string;
  description: string;
  keywords: string[];
}

/**
 * A section of the terms (terms.json; terms.eu.json in Basque). Each body block is a paragraph, or a
 * list as an array of items. In the text, `{email}` is the active city's contact e-mail, `{NAME}` a
 * figure of the site's rules (src/config/constants.ts) and `[label](/path)` a link inside the site.
 */
export interface TermsSection {
  id: string;
  title: string;
  body: (string | string[])[];
}
