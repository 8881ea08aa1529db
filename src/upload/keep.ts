import { lazy } from '../client/lazy.js';
import type { Keeping, KeepingHost } from './keeping.js';
import type { UploadStoreOptions } from './options.js';

export type { UploadPersistence } from './keeping.js';

// `persist` (docs/uploading.md, "Uploads that survive a reload"): what the store keeps of its
// unfinished files on the device, and what it brings back. Only this shim loads up front: the
// store's side of it (keeping.ts, restore.ts) and the device's (keeper.ts, IndexedDB and Web Locks)
// are a chunk loaded when `persist` is on.

const loadKeeping = /* @__PURE__ */ lazy(() => import('./keeping.js'));

/**
 * Deletes every unfinished upload `persist` kept on this device, for every user and uploader: call
 * it when the user signs out, so that nothing of theirs stays behind on a shared computer.
 */
export const clearPersistedUploads = (): Promise<void> => loadKeeping().then((module) => module.clearKept());

/** The scope a store's files are kept under, or none when `persist` is off; throws when it is on with no scope. */
function scopeOf({ persist, persistScope }: UploadStoreOptions): string | undefined {
  if (!persist) return undefined;
  if (persistScope === undefined) {
    throw new Error('useUpload: `persist` keeps files on this device, so it needs `persistScope` on SocialKitProvider: the signed-in user’s id, so that one user’s files never show for another.');
  }
  return JSON.stringify([persistScope, persist === true ? '' : persist.key]);
}

/**
 * The store's `persist`: nothing of it loads while off. On the first attach with `persist` on,
 * keeping.ts loads and takes over; a chunk that cannot load (offline) refuses, as the browser may.
 */
export function createKeeping(host: KeepingHost): Keeping {
  // A `persist` with no scope throws here, as the store is made (in render), not later in an effect.
  const scope = scopeOf(host.options());
  let kept: Keeping | undefined;
  let refused = false;
  let attached = false;
  return {
    state: () => kept?.state() ?? (refused ? 'refused' : 'off'),
    ready: () => scope === undefined || refused || !!kept?.ready(),
    sync: () => kept?.sync(),
    open() {
      attached = true;
      if (scope === undefined || kept) return kept?.open();
      loadKeeping().then(
        (module) => {
          kept ??= module.keep(host, scope);
          if (attached) kept.open();
        },
        () => {
          refused = true;
          host.changed();
        },
      );
    },
    close() {
      attached = false;
      kept?.close();
    },
  };
}
