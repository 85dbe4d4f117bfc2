/** Every node reachable from `root` through `next` (the root included), in the order first met. */
export function reachable<T>(root: T, next: (node: T) => Iterable<T>): T[] {
  const seen = new Set<T>();
  const visit = (node: T) => {
    if (seen.has(node)) return;
    seen.add(node);
    for (const n of next(node)) visit(n);
  };
  visit(root);
  return [...seen];
}
