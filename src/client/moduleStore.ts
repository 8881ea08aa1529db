import { lazy } from './lazy.js';
import { createSubscribable } from './subscribable.js';

/**
 * A chunk loaded the first time it is asked for, as a tiny external store for
 * `useSyncExternalStore`: `get` gives the module once it is here (undefined before), `load` starts
 * the one shared load, and a failed one (offline, a chunk gone after a deploy) is tried again by
 * the next call. Every component on the page that asked meanwhile renders again once, when it
 * arrives. The server renders without it.
 */
export function createModuleStore<T>(load: () => Promise<T>) {
  let module: T | undefined;
  const listeners = createSubscribable();
  const loadOnce = lazy(load);
  return {
    subscribe: listeners.subscribe,
    get: (): T | undefined => module,
    getServer: (): T | undefined => undefined,
    load: () =>
      void loadOnce().then(
        (loaded) => {
          if (module) return;
          module = loaded;
          listeners.notify();
        },
        () => undefined,
      ),
  };
}
