/**
 * A stand-in for the supabase client in component tests: every query builder call chains, and awaiting
 * it gives the table's (or RPC's) current answer. Only for reads the test does not care to assert.
 */
type Answer = { data: unknown; error: { message: string; code?: string } | null };
type Source = () => Answer;

function chain(source: Source): unknown {
  const builder: unknown = new Proxy(() => undefined, {
    get(_target, prop) {
      if (prop === 'then')
        return (ok: (v: Answer) => unknown, ko: (e: unknown) => unknown) =>
          Promise.resolve(source()).then(ok, ko);
      return () => builder;
    },
  });
  return builder;
}

export function fakeSupabase(tables: Record<string, Source> = {}, rpcs: Record<string, Source> = {}) {
  const empty: Source = () => ({ data: [], error: null });
  return {
    from: (table: string) => chain(tables[table] ?? empty),
    rpc: (name: string) => chain(rpcs[name] ?? empty),
  };
}
