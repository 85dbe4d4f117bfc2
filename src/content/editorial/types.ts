/**
 * The shape of the built-in articles (this folder's JSON files, one per city), which the editorial
 * feature shows. It lives with the content because shared code sits below the features.
 */

export interface EditorialArticle {
  /** Numeric string, unique within its city ('1', '2', '3'). */
  id: string;
  title: string;
  subtitle: string;
  /** The project's own artwork: /images/cities/{id}-hero.svg or /images/categories/{cat}.svg. */
  imageUrl: string;
  /** Alternative text of the image. */
  imageAlt: string;
  /** Publication day, 'yyyy-MM-dd'; the list sorts by it ('Más recientes' / 'Más antiguos'). */
  publishedAt: string;
  /** A page of this site with related plans, e.g. '/fiestas' or '/?categoria=gastronomia'. */
  link: { label: string; to: string };
  /** The long text, one string per paragraph. */
  longText: string[];
  /** Schedule lines ('Horarios'). */
  horarios: string[];
  /** Useful links to other sites (opened in a new tab). */
  links: { label: string; url: string }[];
  /** The place searched on the embedded map ('Plaza Nueva, Bilbao') and its name for the map's title. */
  map: { query: string; place: string };
}
