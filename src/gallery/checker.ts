/**
 * The gallery's checker, loaded the first time a tile needs it (the gallery has `networks`, or an
 * uploader's file carries verdicts): an app whose gallery checks nothing downloads none of it.
 * A tiny external store, so every gallery and tile on the page shares one load.
 */

import { createModuleStore } from '../client/moduleStore.js';
import type * as Refusal from './refusal.js';

export type GalleryChecker = typeof Refusal;

/** The server renders no verdicts: a tile's badge comes after hydration. */
export const checkerStore = /* @__PURE__ */ createModuleStore<GalleryChecker>(() => import('./refusal.js'));
