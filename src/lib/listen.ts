/** Listens to each event type on `target`; returns the clean-up that removes every listener. */
export function listen<E extends Event>(
  target: EventTarget,
  types: string[],
  handler: (event: E) => void,
  options?: AddEventListenerOptions,
) {
  const listener = handler as EventListener;
  for (const type of types) target.addEventListener(type, listener, options);
  return () => {
    for (const type of types) target.removeEventListener(type, listener);
  };
}
