/**
 * The source adapters: each reads one kind of source's response text into RawItems (types.ts), item by
 * item, and throws only when the whole document is unreadable. Pure and runtime-neutral: the CLI
 * (Node), the `import-events` edge function (Deno) and the tests import them. Bytes become text with
 * decodeBody first.
 */
import type { AdapterResult, SourceKind } from '../types.ts';
import { parseBilbao } from './bilbao.ts';
import { parseIcs, type IcsOptions } from './ics.ts';
import { parseJsonLd, type JsonLdOptions } from './jsonld.ts';
import { parseKulturklik, type KulturklikOptions } from './kulturklik.ts';
import { parseSantander } from './santander.ts';

export { decodeBody } from './decode.ts';
export { parseBilbao } from './bilbao.ts';
export { parseIcs, type IcsOptions } from './ics.ts';
export { parseJsonLd, type JsonLdOptions } from './jsonld.ts';
export {
  KULTURKLIK_API,
  kulturklikPageUrls,
  parseKulturklik,
  parseKulturklikMunicipalities,
  parseKulturklikProvinces,
  type KulturklikMunicipality,
  type KulturklikOptions,
  type KulturklikPage,
  type KulturklikProvince,
  type KulturklikResult,
} from './kulturklik.ts';
export { parseSantander } from './santander.ts';

/** The options any adapter takes; each reads its own and ignores the rest. */
export type SourceOptions = KulturklikOptions & IcsOptions & JsonLdOptions;

/** The adapter of a source kind, applied to a response's text. */
export function parseSource(kind: SourceKind, text: string, options: SourceOptions = {}): AdapterResult {
  switch (kind) {
    case 'kulturklik':
      return parseKulturklik(text, options);
    case 'bilbao':
      return parseBilbao(text);
    case 'santander':
      return parseSantander(text);
    case 'ics':
      return parseIcs(text, options);
    case 'jsonld':
      return parseJsonLd(text, options);
    default: {
      const unknown: never = kind;
      throw new Error(`Tipo de fuente desconocido: ${String(unknown)}`);
    }
  }
}
