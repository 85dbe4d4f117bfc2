/**
 * A loader of content kept in a JSON file per city: each file is fetched on first use and its promise
 * reused, so a visitor downloads only the cities they read; a city without a file gets `fallback`.
 */
export function perCityLoader<T>(
  loaders: Readonly<Record<string, () => Promise<{ default: T }>>>,
  fallback: T,
): (cityId: string) => Promise<T> {
  const cache = new Map<string, Promise<T>>();
  return (cityId) => {
    let promise = cache.get(cityId);
    if (!promise) {
      const loader = loaders[cityId];
      promise = loader ? loader().then((module) => module.default) : Promise.resolve(fallback);
      cache.set(cityId, promise);
    }
    return promise;
  };
}
