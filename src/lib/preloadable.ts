/**
 * A value loaded once, on demand (typically a lazily imported module), that can be read
 * synchronously once it has arrived. A failed load is forgotten, so the next call tries again.
 */
export interface Preloadable<T> {
  readonly current: T | null;
  load(): Promise<T>;
  /** Settles when the value has arrived, whoever asked for it. */
  readonly whenLoaded: Promise<T>;
}

export function preloadable<T>(load: () => Promise<T>): Preloadable<T> {
  let current: T | null = null;
  let pending: Promise<T> | null = null;
  let arrived!: (value: T) => void;
  const whenLoaded = new Promise<T>((resolve) => (arrived = resolve));
  return {
    get current() {
      return current;
    },
    whenLoaded,
    load() {
      pending ??= load().then(
        (value) => {
          current = value;
          arrived(value);
          return value;
        },
        (error: unknown) => {
          pending = null;
          throw error;
        },
      );
      return pending;
    },
  };
}
