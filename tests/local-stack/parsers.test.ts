// @vitest-environment node
import './helpers/node-env.ts';
import { describe, expect, it } from 'vitest';
import { parseToml } from '../../supabase/local/toml.ts';
import { parseInList, parseLogic, parseSelect } from '../../supabase/local/rest/parse-query.ts';
import { parseQuery } from '../../supabase/local/rest/parse-params.ts';
import { splitSql } from '../../supabase/local/db/split-sql.ts';
import { matchesFilters, parseChangeFilter } from '../../supabase/local/realtime/filters.ts';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

describe('query grammar (§1.3)', () => {
  it('in-lists: quoted items keep commas and parens, unquoted quotes stay raw', () => {
    expect(parseInList('(open,in progress,"a,b","x(y)",quote"d)')).toEqual([
      'open',
      'in progress',
      'a,b',
      'x(y)',
      'quote"d',
    ]);
    expect(parseInList('("a\\"b","c\\\\d")')).toEqual(['a"b', 'c\\d']);
    expect(parseInList('()')).toEqual([]);
  });

  it('logic trees nest and negate', () => {
    const g = parseLogic(
      'or',
      false,
      '(title.ilike.%foo%,done.is.null,not.and(a.gt.1,b.in.(1,2)),c.eq."x,y")',
    );
    expect(g.children).toHaveLength(4);
    expect(g.children[2]).toMatchObject({ kind: 'group', op: 'and', negate: true });
    expect(g.children[3]).toMatchObject({ kind: 'cond', op: 'eq', value: 'x,y' });
  });

  it('select lists: aliases, casts, json paths, embeds with hints', () => {
    expect(parseSelect('id,name:title,p:price::text,data->a->>b,owner:profiles!fk(id,"full name")')).toEqual([
      { kind: 'col', field: { name: 'id', path: [] } },
      { kind: 'col', field: { name: 'title', path: [] }, alias: 'name' },
      { kind: 'col', field: { name: 'price', path: [] }, alias: 'p', cast: 'text' },
      {
        kind: 'col',
        field: {
          name: 'data',
          path: [
            { arrow: '->', key: 'a' },
            { arrow: '->>', key: 'b' },
          ],
        },
      },
      {
        kind: 'embed',
        name: 'profiles',
        alias: 'owner',
        hint: 'fk',
        inner: false,
        items: [
          { kind: 'col', field: { name: 'id', path: [] } },
          { kind: 'col', field: { name: 'full name', path: [] } },
        ],
      },
    ]);
  });

  it('repeated keys are all kept (ANDed) and everything after op. is the value', () => {
    const params = new URLSearchParams();
    params.append('title', 'eq.a b&c=d,e(f)"g');
    params.append('title', 'not.is.null');
    params.append('x', 'eq.1.5');
    const q = parseQuery(params);
    expect(q.filters).toHaveLength(3);
    expect(q.filters[0]).toMatchObject({ op: 'eq', value: 'a b&c=d,e(f)"g' });
    expect(q.filters[2]).toMatchObject({ op: 'eq', value: '1.5' });
  });
});

describe('small readers', () => {
  it('config.toml subset', () => {
    const t = parseToml(
      readFileSync(fileURLToPath(new URL('../../supabase/config.toml', import.meta.url)), 'utf8'),
    );
    expect(t.project_id).toBe('agenda-norte');
    expect((t.api as Record<string, unknown>).port).toBe(54321);
    expect((t.db as Record<string, unknown>).major_version).toBe(15);
    const auth = t.auth as Record<string, unknown>;
    expect(auth.site_url).toBe('http://localhost:5173');
    expect(auth.additional_redirect_urls).toContain('http://*.localhost:5173');
    expect((auth.email as Record<string, unknown>).enable_confirmations).toBe(false);
    expect(parseToml('[functions."x-y"]\nverify_jwt = false # c\narr = [\n "a", # x\n "b"\n]')).toEqual({
      functions: { 'x-y': { verify_jwt: false, arr: ['a', 'b'] } },
    });
  });

  it('SQL statement splitter respects quotes, comments and dollar quotes', () => {
    expect(
      splitSql(
        `create table a (x text default ';'); -- c;\ncreate function f() returns int as $$ select 1; $$ language sql; /* ; */ select 'it''s;'`,
      ),
    ).toHaveLength(3);
  });

  it('realtime filters', () => {
    const rec = { id: 5, town: 'Bilbao', done: true, n: null };
    expect(matchesFilters(parseChangeFilter('id=eq.5'), rec)).toBe(true);
    expect(matchesFilters(parseChangeFilter('id=gt.5'), rec)).toBe(false);
    expect(matchesFilters(parseChangeFilter('town=in.(Bilbao,Getxo)'), rec)).toBe(true);
    expect(matchesFilters(parseChangeFilter('town=neq.Bilbao'), rec)).toBe(false);
    expect(matchesFilters(parseChangeFilter('done=eq.true,id=lte.5'), rec)).toBe(true);
    expect(matchesFilters(parseChangeFilter('n=is.null'), rec)).toBe(true);
    expect(() => parseChangeFilter('id=zz.1')).toThrow();
  });
});
