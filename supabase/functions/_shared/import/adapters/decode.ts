/**
 * A response body's bytes → text, for every source: the CLI reads files as bytes and the edge function
 * gets bytes from fetch, and both call this before an adapter, so the adapters always get text.
 * TextDecoder (WHATWG Encoding, available in Deno, Node and browsers) and a windows-1252 table.
 */

/** Encodings labels that a declaration may name and that mean UTF-8 (checked, then fallen back from). */
const UTF8_LABELS = new Set(['utf-8', 'utf8', 'unicode-1-1-utf-8']);

/** The charset a Content-Type header names ('text/calendar; charset=ISO-8859-1' → 'iso-8859-1'). */
function charsetOfContentType(contentType: string | undefined): string | undefined {
  const m = /;\s*charset\s*=\s*"?([^";\s]+)"?/i.exec(contentType ?? '');
  return m?.[1]?.toLowerCase();
}

/**
 * The charset the document declares in its first bytes: an XML declaration (encoding="…") or an HTML
 * meta (<meta charset="…"> or http-equiv Content-Type). Read as ASCII, which every candidate shares.
 */
function charsetOfDocument(bytes: Uint8Array): string | undefined {
  const head = decodeWindows1252(bytes.subarray(0, 2048));
  const xml = /^\s*<\?xml[^>]*\bencoding\s*=\s*["']([^"']+)["']/i.exec(head);
  if (xml) return xml[1]!.toLowerCase();
  const meta = /<meta\b[^>]*\bcharset\s*=\s*["']?([^"'\s/>;]+)/i.exec(head);
  return meta?.[1]?.toLowerCase();
}

/**
 * windows-1252's bytes 0x80–0x9F (the rest is Latin-1, byte = code point). Written out because some
 * runtimes' TextDecoder('windows-1252') reads these bytes as Latin-1 control characters (Node 20 turns
 * 0x80 into U+0080 instead of €). The five bytes the encoding leaves undefined keep their code point.
 */
const CP1252_HIGH = [
  0x20ac, 0x81, 0x201a, 0x192, 0x201e, 0x2026, 0x2020, 0x2021, 0x2c6, 0x2030, 0x160, 0x2039, 0x152, 0x8d,
  0x17d, 0x8f, 0x90, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x2dc, 0x2122, 0x161, 0x203a,
  0x153, 0x9d, 0x17e, 0x178,
];

/** Bytes read as windows-1252 (which is also what ISO-8859-1 and US-ASCII labels mean on the web). */
function decodeWindows1252(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 8192) {
    const chunk = bytes.subarray(i, i + 8192);
    out += String.fromCharCode(
      ...Array.from(chunk, (b) => (b >= 0x80 && b <= 0x9f ? CP1252_HIGH[b - 0x80]! : b)),
    );
  }
  return out;
}

function decoderFor(label: string): TextDecoder | null {
  try {
    return new TextDecoder(label);
  } catch {
    return null; // a label the Encoding standard does not know: as if nothing were declared
  }
}

/**
 * The text of a body. A byte-order mark wins; then the charset of the Content-Type, then the one the
 * document declares (XML or HTML meta). A declared non-UTF-8 charset is used as it is (ISO-8859-1 is
 * read as windows-1252, as browsers do). Otherwise the bytes are read as UTF-8 and, if they are not
 * valid UTF-8, as windows-1252: agendas that say nothing (iCalendar never does) or say UTF-8 but send
 * Latin-1 then keep their accents instead of turning them into U+FFFD.
 */
export function decodeBody(bytes: Uint8Array, contentType?: string): string {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf)
    return new TextDecoder('utf-8').decode(bytes.subarray(3));
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes.subarray(2));
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes.subarray(2));

  const declared = charsetOfContentType(contentType) ?? charsetOfDocument(bytes);
  if (declared && !UTF8_LABELS.has(declared)) {
    const decoder = decoderFor(declared);
    if (decoder?.encoding === 'windows-1252') return decodeWindows1252(bytes);
    if (decoder && decoder.encoding !== 'utf-8') return decoder.decode(bytes);
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return decodeWindows1252(bytes);
  }
}
