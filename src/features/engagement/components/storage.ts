/** Storage that never throws (private modes, blocked storage): a flag is simply not remembered. */
export function readFlag(storage: 'local' | 'session', key: string): boolean {
  try {
    return (storage === 'local' ? window.localStorage : window.sessionStorage).getItem(key) === '1';
  } catch {
    return false;
  }
}

export function writeFlag(storage: 'local' | 'session', key: string): void {
  try {
    (storage === 'local' ? window.localStorage : window.sessionStorage).setItem(key, '1');
  } catch {
    // not remembered
  }
}
