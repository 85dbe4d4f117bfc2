/** The product description's city, category and place model. */

export interface Location {
  id: string;
  name: string;
  parentId?: string;
}

export interface CityTheme {
  /** Hex colours, e.g. '#c8102e'. */
  primary: string;
  secondary: string;
  accent: string;
}

export interface City {
  id: string;
  name: string;
  province: string;
  heroImage: string;
  heroImageMobile?: string;
  nicknames: string[];
  theme: CityTheme;
  contactInfo: { email: string; instagram: string; instagramLabel: string };
  locations: Location[];
}

export interface Category {
  id: string;
  name: string;
  icon: string;
  defaultColor: string;
  parentId?: string;
  /** Artwork for top-level categories. */
  imagePath?: string;
}
