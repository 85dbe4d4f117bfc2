/**
 * Splits a SQL file into statements the way the Supabase CLI records them in
 * schema_migrations.statements: on top-level semicolons, outside quotes, comments and
 * dollar-quoted bodies. Only used for the record; files are executed whole.
 */
export function splitSql(sql: string): string[] {
  const out: string[] = [];
  let start = 0;
  let i = 0;
  const n = sql.length;
  while (i < n) {
    const ch = sql[i];
    const next = sql[i + 1];
    if (ch === '-' && next === '-') {
      const end = sql.indexOf('\n', i);
      i = end < 0 ? n : end + 1;
    } else if (ch === '/' && next === '*') {
      const end = sql.indexOf('*/', i + 2);
      i = end < 0 ? n : end + 2;
    } else if (ch === "'" || ch === '"') {
      i++;
      while (i < n) {
        if (sql[i] === ch) {
          if (sql[i + 1] === ch) i += 2;
          else break;
        } else i++;
      }
      i++;
    } else if (ch === '$') {
      const m = /^\$([A-Za-z_][A-Za-z0-9_]*)?\$/.exec(sql.slice(i));
      if (m) {
        const tag = m[0];
        const end = sql.indexOf(tag, i + tag.length);
        i = end < 0 ? n : end + tag.length;
      } else i++;
    } else if (ch === ';') {
      const stmt = sql.slice(start, i).trim();
      if (stmt) out.push(stmt);
      start = i + 1;
      i++;
    } else i++;
  }
  const tail = sql.slice(start).trim();
  if (tail && !/^(--[^\n]*\n?|\s)*$/.test(tail)) out.push(tail);
  return out;
}
