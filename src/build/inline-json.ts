/** A value as a JavaScript literal safe inside an inline <script> ('<' escaped, so no '</script>'). */
export function inlineJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
