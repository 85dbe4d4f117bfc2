/**
 * A bounded memo for pure functions asked the same questions thousands of times (a city's listing,
 * related events): the answer for `key`, computed once. When `cache` holds `max` answers it starts
 * again empty, so memory stays bounded whatever the data. `undefined` answers are not kept.
 */
export function remember<K, V>(cache: Map<K, V>, key: K, max: number, compute: () => V): V {
  const hit = cache.get(key);
  if (hit !== undefined) return hit;
  const value = compute();
  if (cache.size >= max) cache.clear();
  cache.set(key, value);
  return value;
}
