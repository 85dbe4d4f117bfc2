/**
 * A stable fingerprint of a mapped event, to skip items a source gives again unchanged. Pure and
 * runtime-neutral: the same text gives the same hash in Node, Deno and the browser, without the
 * (asynchronous) Web Crypto API, and it costs one pass over the text (20,000 items in well under a second).
 */

/**
 * The value as JSON with object keys sorted at every level (arrays keep their order, which carries
 * meaning: the first category is the primary one). `undefined` properties are left out, as JSON does.
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value))
    return `[${value.map((v) => canonicalJson(v === undefined ? null : v)).join(',')}]`;
  const record = value as Record<string, unknown>;
  const parts = Object.keys(record)
    .filter((k) => record[k] !== undefined)
    .sort()
    .map((k) => `${JSON.stringify(k)}:${canonicalJson(record[k])}`);
  return `{${parts.join(',')}}`;
}

/** Reused across calls: encoding into it allocates nothing per item. */
const encoder = new TextEncoder();
let buffer = new Uint8Array(4096);

/**
 * FNV-1a, 64 bits, over the UTF-8 bytes of the text, as 16 hex digits. The 64-bit product is computed
 * on four 16-bit limbs with plain numbers, so it needs no BigInt and stays exact.
 */
export function fnv1a64(text: string): string {
  // UTF-8 takes at most 3 bytes per UTF-16 code unit.
  if (buffer.length < text.length * 3) buffer = new Uint8Array(text.length * 3);
  const length = encoder.encodeInto(text, buffer).written;
  const bytes = buffer;
  // Offset basis 0xcbf29ce484222325 as limbs, least significant first.
  let h0 = 0x2325;
  let h1 = 0x8422;
  let h2 = 0x9ce4;
  let h3 = 0xcbf2;
  for (let i = 0; i < length; i++) {
    h0 ^= bytes[i]!;
    // Multiply by the prime 0x100000001b3 = 2^40 + 0x1b3: every limb times 0x1b3, plus the low two
    // limbs shifted left by 8 bits into limbs 2 and 3 (2^40 = 2^32 · 2^8); carries ripple upwards.
    const r0 = h0 * 0x1b3;
    const r1 = h1 * 0x1b3 + (r0 >>> 16);
    const r2 = h2 * 0x1b3 + (h0 << 8) + (r1 >>> 16);
    const r3 = h3 * 0x1b3 + (h1 << 8) + (r2 >>> 16);
    h0 = r0 & 0xffff;
    h1 = r1 & 0xffff;
    h2 = r2 & 0xffff;
    h3 = r3 & 0xffff;
  }
  const hex = (n: number) => n.toString(16).padStart(4, '0');
  return hex(h3) + hex(h2) + hex(h1) + hex(h0);
}
