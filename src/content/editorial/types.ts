/** A built-in article (this folder's JSON files, one per city), which the editorial feature shows. */
export interface EditorialArticle {
  /** Numeric string, unique within its city ('1', '2', '3'). */
  id: string;
  title: string;
  subtitle: string;
  /** The project's own artwork: /images/cities/{id}-hero.svg or /images/categories/{cat}.svg. */
  imageUrl: string;
  imageAlt: string;
  /** Publication day, 'yyyy-MM-dd'; the list sorts by it ('Más recientes' / 'Más antiguos'). */
  publishedAt: string;
  /** A page of this site with related plans, e.g. '/fiestas' or '/?categoria=gastronomia'. */
  link: { label: string; to: string };
  longText: string[];
  /** Schedule lines ('Horarios'). */
  horarios: string[];
  /** Useful links to other sites (opened in a new tab). */
  links: { label: string; url: string }[];
  /** The place searched on the embedded map ('Plaza Nueva, Bilbao') and its name for the map's title. */
  map: { query: string; place: string };
}
