/** True when If-None-Match names the ETag (or is '*'); weak validators compare equal. */
export function etagMatches(header: string | null, etag: string): boolean {
  if (!header) return false;
  const strip = (t: string) => t.trim().replace(/^W\//, '');
  return header.split(',').some((t) => t.trim() === '*' || strip(t) === strip(etag));
}
