import { createStore, delMany, getMany, keys, setMany, clear, set, type UseStore } from 'idb-keyval';
import type { UploadReach } from './reducer.js';
import type { VideoCover } from './types.js';

// Loaded only when an uploader has `persist` on (keep.ts), or `clearPersistedUploads()` is called:
// idb-keyval and this file are a chunk of their own.

/** What is kept of one unfinished file beside its bytes: enough to resume it from the step it reached. */
export interface KeptFile {
  id: string;
  /** Its place in the list. */
  order: number;
  contentType: string;
  alt?: string;
  cover?: VideoCover;
  /** The ticket it holds and whether storage has its bytes: a stored file is only confirmed. */
  reach: UploadReach;
}

/** One database for every uploader of the origin; records are keyed `[scope, id, part]`. */
const database = (): UseStore => (store ??= createStore('socialkit-uploads', 'files'));
let store: UseStore | undefined;

type Part = 'meta' | 'file';
const keyOf = (scope: string, id: string, part: Part) => [scope, id, part];

/**
 * Holds the Web Lock named `name` until the returned function is called, or answers `undefined`
 * at once when another holder has it. Two pages of the app never resume the same file: a page
 * holds the lock of every file it lists, from the moment it lists it.
 */
function hold(name: string): Promise<(() => void) | undefined> {
  return new Promise((resolve, reject) => {
    navigator.locks
      .request(name, { ifAvailable: true }, (lock) => (lock ? new Promise<void>((release) => resolve(release)) : resolve(undefined)))
      .catch(reject);
  });
}

/**
 * Tells this page's keepers of a scope that one of them let its files go (an uploader unmounted
 * for good), so that a mount after it, which found them held, takes them now.
 */
const released = new EventTarget();

/** What a page keeps of its files on the device, in IndexedDB, for one uploader's `scope`. */
export interface Keeper {
  /** The files of this scope that no other page lists, each now held by this page, in the order they were listed. */
  claim: () => Promise<{ record: KeptFile; file: File }[]>;
  /**
   * Makes the device hold exactly these unfinished files: writes the new ones (record and bytes
   * in one transaction) and the records that changed, and deletes the files no longer listed
   * before letting another page have them. Rejects when the browser refuses (quota, blocked).
   */
  sync: (files: readonly { record: KeptFile; file: File }[]) => Promise<void>;
  /** Deletes what this page wrote and lets go of every file it holds. */
  drop: () => Promise<void>;
  /** Lets go of every file, kept as it is, for another mount or page to take. */
  release: () => void;
  /** Calls `listener` when another keeper of this scope in this page let its files go; returns the unsubscribe. */
  onRelease: (listener: () => void) => () => void;
}

export async function openKeeper(scope: string): Promise<Keeper> {
  if (!globalThis.navigator?.locks) throw new Error('Web Locks are not available (an insecure page?)');
  const db = database();
  // Opening is where private modes and blocked storage refuse: fail now, not at the first file.
  await keys(db);
  const lockName = (id: string) => `socialkit-upload ${scope} ${id}`;
  /** The files this page holds: the lock's release, and the record as last written. */
  const held = new Map<string, { release: () => void; written?: string }>();

  async function forget(ids: readonly string[]) {
    await delMany(ids.flatMap((id) => [keyOf(scope, id, 'meta'), keyOf(scope, id, 'file')]), db);
    // Deleted first, then let go: a page that takes the lock next finds nothing to resume.
    for (const id of ids) {
      held.get(id)?.release();
      held.delete(id);
    }
  }

  return {
    async claim() {
      const ids = (await keys(db)).flatMap((key) => {
        const id = Array.isArray(key) && key[0] === scope && key[2] === 'meta' ? key[1] : undefined;
        return typeof id === 'string' && !held.has(id) ? [id] : [];
      });
      const found = await Promise.all(
        ids.map(async (id) => {
          const release = await hold(lockName(id));
          if (!release) return [];
          // Read again under the lock: the page that held it may have finished the file meanwhile.
          const [record, file] = (await getMany([keyOf(scope, id, 'meta'), keyOf(scope, id, 'file')], db)) as [KeptFile | undefined, File | undefined];
          if (!record || !(file instanceof Blob)) {
            release();
            return [];
          }
          held.set(id, { release, written: JSON.stringify(record) });
          return [{ record, file }];
        }),
      );
      return found.flat().sort((a, b) => a.record.order - b.record.order);
    },

    async sync(files) {
      const listed = new Set(files.map(({ record }) => record.id));
      await forget([...held.keys()].filter((id) => !listed.has(id)));
      for (const { record, file } of files) {
        const text = JSON.stringify(record);
        let mine = held.get(record.id);
        if (!mine) {
          const release = await hold(lockName(record.id));
          if (!release) continue;
          held.set(record.id, (mine = { release }));
          await setMany([[keyOf(scope, record.id, 'file'), file], [keyOf(scope, record.id, 'meta'), record]], db);
        } else if (mine.written !== text) await set(keyOf(scope, record.id, 'meta'), record, db);
        mine.written = text;
      }
    },

    drop: () => forget([...held.keys()]),

    release() {
      for (const { release } of held.values()) release();
      held.clear();
      released.dispatchEvent(new Event(scope));
    },

    onRelease(listener) {
      released.addEventListener(scope, listener);
      return () => released.removeEventListener(scope, listener);
    },
  };
}

/** Deletes every upload kept on this device, for every user and uploader: for sign-out. */
export const clearKept = (): Promise<void> => clear(database());
