import { useEffect, useInsertionEffect, useState, useSyncExternalStore } from 'react';

/** What a connect flow core (connect/controller.ts, connect/callback.ts) offers its hook. */
interface Core<O, S> {
  subscribe: (listener: () => void) => () => void;
  getSnapshot: () => S;
  setOptions: (options: O) => void;
  /** Starts what the core does while mounted; returns what ends it. */
  attach: () => (() => void) | undefined;
}

/**
 * Adapts a connect flow core as `useUpload` adapts the upload store: made once per hook, given
 * each render's options (a new callback identity never restarts a flow), rendered through
 * `useSyncExternalStore`, attached while mounted. Making one has no side effect: StrictMode's
 * second render throws its core away untouched, and its second effect attaches the same core again.
 */
export function useConnectCore<O, S, C extends Core<O, S>>(create: (options: O) => C & Core<O, S>, options: O): [core: C, snapshot: S] {
  const [core] = useState(() => create(options));
  // Before any handler of this render can act, as `useUpload` gives the upload store its options.
  useInsertionEffect(() => core.setOptions(options));
  // The server renders the first snapshot too: a core touches nothing before it is attached.
  const snapshot = useSyncExternalStore(core.subscribe, core.getSnapshot, core.getSnapshot);
  useEffect(() => core.attach(), [core]);
  return [core, snapshot];
}
