/**
 * The gallery's checker, loaded the first time a tile needs it (the gallery has `networks`, or an
 * uploader's file carries verdicts): an app whose gallery checks nothing downloads none of it.
 * A tiny external store, so every gallery and tile on the page shares one load.
 */

import type * as Refusal from './refusal.js';

export type GalleryChecker = typeof Refusal;

let checker: GalleryChecker | undefined;
let loading: Promise<void> | undefined;
const listeners = new Set<() => void>();

export const checkerStore = {
  subscribe: (listener: () => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  get: (): GalleryChecker | undefined => checker,
  /** The server renders no verdicts: a tile's badge comes after hydration. */
  getServer: (): GalleryChecker | undefined => undefined,
  /** Starts the load once; a failed one (offline, a chunk gone after a deploy) is tried again by the next call. */
  load: () => {
    loading ??= import('./refusal.js').then(
      (module) => {
        checker = module;
        for (const listener of [...listeners]) listener();
      },
      () => {
        loading = undefined;
      },
    );
  },
};
