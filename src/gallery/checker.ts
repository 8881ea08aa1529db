/**
 * The gallery's checker, loaded the first time a tile needs it (the gallery has `networks`, or an
 * uploader's file carries verdicts): an app whose gallery checks nothing downloads none of it.
 * A tiny external store, so every gallery and tile on the page shares one load.
 */

import { lazy } from '../client/lazy.js';
import { createSubscribable } from '../client/subscribable.js';
import type * as Refusal from './refusal.js';

export type GalleryChecker = typeof Refusal;

let checker: GalleryChecker | undefined;
const listeners = createSubscribable();
const loadRefusal = /* @__PURE__ */ lazy(() => import('./refusal.js'));

export const checkerStore = {
  subscribe: listeners.subscribe,
  get: (): GalleryChecker | undefined => checker,
  /** The server renders no verdicts: a tile's badge comes after hydration. */
  getServer: (): GalleryChecker | undefined => undefined,
  /** Starts the load once; a failed one (offline, a chunk gone after a deploy) is tried again by the next call. */
  load: () =>
    void loadRefusal().then(
      (module) => {
        // Every tile that asked meanwhile waits on the same load: the first to hear of it tells the listeners, once.
        if (checker) return;
        checker = module;
        listeners.notify();
      },
      () => undefined,
    ),
};
