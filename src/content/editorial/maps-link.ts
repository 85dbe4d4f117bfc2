/** A Google Maps search of a place (documented `maps/search/?api=1` form), for useful links. */
export function mapsSearchUrl(query: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}
