/**
 * The picture social networks show for a link (og:image, twitter:image). They do not render SVG, so
 * each city has a 1200×630 PNG (public/images/social/<city>.png, made once from the city's hero
 * artwork with its name; default.png for the generic site), used by every page without a raster
 * picture of its own.
 */
import { SITE_NAME } from '@/config/site';
import type { City } from '@/config/types';

export const SOCIAL_IMAGE_WIDTH = 1200;
export const SOCIAL_IMAGE_HEIGHT = 630;

export interface SocialImage {
  /** A path on this site or an absolute URL. */
  src: string;
  /** Known only for the city images. */
  width?: number;
  height?: number;
  type?: string;
  alt: string;
}

export function citySocialImage(city: Pick<City, 'id' | 'name'>): SocialImage {
  const file = city.id === 'generic' ? 'default' : city.id;
  return {
    src: `/images/social/${file}.png`,
    width: SOCIAL_IMAGE_WIDTH,
    height: SOCIAL_IMAGE_HEIGHT,
    type: 'image/png',
    alt: `${SITE_NAME} ${city.name}: conciertos, fiestas, teatro y planes para hoy y el fin de semana`,
  };
}

const isSvg = (src: string) => /\.svg(?:[?#]|$)/i.test(src.trim());

/** The page's own picture when a social network can show it (not SVG), else the city's PNG. */
export function socialImageFor(
  city: Pick<City, 'id' | 'name'>,
  own: string | undefined,
  ownAlt: string,
): SocialImage {
  if (own && own.trim() !== '' && !isSvg(own)) return { src: own.trim(), alt: ownAlt };
  return citySocialImage(city);
}
