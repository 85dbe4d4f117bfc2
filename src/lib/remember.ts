/**
 * A bounded memo for pure functions asked the same questions thousands of times (a city's listing,
 * related events): `cache` starts again empty once it holds `max` answers; `undefined` ones are not kept.
 */
export function remember<K, V>(cache: Map<K, V>, key: K, max: number, compute: () => V): V {
  const hit = cache.get(key);
  if (hit !== undefined) return hit;
  const value = compute();
  if (cache.size >= max) cache.clear();
  cache.set(key, value);
  return value;
}
