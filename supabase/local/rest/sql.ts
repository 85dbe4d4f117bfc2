/** SQL text with bind parameters: values only ever travel as $n, identifiers are quoted. */
export class Sql {
  readonly params: unknown[] = [];

  /** Adds a bind parameter and returns its placeholder, optionally cast (type from pg_catalog). */
  p(value: unknown, type?: string): string {
    this.params.push(value);
    return type ? `$${this.params.length}::${type}` : `$${this.params.length}`;
  }
}

export function ident(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

export function qualified(schema: string, name: string): string {
  return `${ident(schema)}.${ident(name)}`;
}

const TEXTISH = new Set(['text', 'character varying', 'character', 'citext', 'name']);

export function isTextType(type: string): boolean {
  return TEXTISH.has(type);
}

export function isArrayType(type: string): boolean {
  return type.endsWith('[]');
}

export function isJsonType(type: string): boolean {
  return type === 'json' || type === 'jsonb';
}
