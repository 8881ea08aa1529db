import { useEffect, useInsertionEffect, useState } from 'react';

/** What a React-free flow core (connect/oauth/controller.ts, connect/callback/controller.ts, upload/store.ts) offers its hook. */
export interface ExternalCore<O> {
  setOptions: (options: O) => void;
  /** Starts what the core does while mounted; returns what ends it. */
  attach: () => (() => void) | undefined;
}

/**
 * Adapts a flow core to React's lifetimes: made once per hook, given each render's options (a
 * new callback identity never restarts a flow), attached while mounted. The hook then reads the
 * core with `useSyncExternalStore`. Making one has no side effect: StrictMode's second render
 * throws its core away untouched, and its second effect attaches the same core again, which each
 * core takes as it was (the upload store only stops transfers after a detach that lasts a tick).
 * An `identity` that changes makes a new core, as a new mount would.
 */
export function useExternalCore<O, C extends ExternalCore<O>>(create: (options: O) => C, options: O, identity?: string): C {
  const [held, hold] = useState(() => ({ core: create(options), identity }));
  let { core } = held;
  // A new identity (the upload store's user, say) is a new core: the one before detaches.
  if (held.identity !== identity) {
    core = create(options);
    hold({ core, identity });
  }
  // Before any handler of this render can act.
  useInsertionEffect(() => core.setOptions(options));
  useEffect(() => core.attach(), [core]);
  return core;
}
