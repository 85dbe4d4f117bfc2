/**
 * JSON for a <script type="application/ld+json">: '<', '>' and '&' are written as \u escapes so text
 * such as '</script>' inside a title cannot close the script element; U+2028/2029 likewise.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
