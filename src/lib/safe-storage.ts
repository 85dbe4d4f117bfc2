type Store = 'local' | 'session';

const storage = (store: Store) => (store === 'local' ? window.localStorage : window.sessionStorage);

/** A stored value, or null: storage can be blocked (private modes, in-app browsers) and never throws here. */
export function readStored(store: Store, key: string): string | null {
  try {
    return storage(store).getItem(key);
  } catch {
    return null;
  }
}

/** Remembers the value when storage allows it; blocked storage simply does not remember. */
export function writeStored(store: Store, key: string, value: string): void {
  try {
    storage(store).setItem(key, value);
  } catch {
    // not remembered
  }
}
