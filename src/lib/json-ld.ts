/**
 * JSON for a <script type="application/ld+json">: '<', '>' and '&' are written as \u escapes so text
 * such as '</script>' inside a title cannot close the script element; U+2028/2029 likewise.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
