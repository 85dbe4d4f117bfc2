import { createElement, lazy, type ComponentType } from 'react';

/** A route component whose chunk can be loaded ahead of its first render. */
export type LazyRoute<P extends object> = ComponentType<P> & { preload: () => Promise<void> };

/**
 * React.lazy that can be preloaded: a lazy component always suspends on its first render (up to
 * 300 ms of blank page in React 19); preloaded, as start.tsx does for the opened page, it does not.
 */
export function lazyRoute<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): LazyRoute<P> {
  let loaded: ComponentType<P> | null = null;
  const loadOnce = () =>
    load().then((module) => {
      loaded = module.default;
      return module;
    });
  const Lazy = lazy(loadOnce);
  function Route(props: P) {
    // createElement rather than <Loaded />: the React Compiler compiled that alias of the module-level
    // `loaded` into the tag name 'loaded' (an unknown HTML element), so a preloaded page drew nothing.
    return loaded ? createElement(loaded, props) : <Lazy {...props} />;
  }
  Route.preload = () => (loaded ? Promise.resolve() : loadOnce().then(() => undefined));
  return Route;
}
