import type { ImageCrop } from '../media/crop.js';
import type { VideoTrim } from '../media/trim.js';
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
  /** The crop the user drew: a restored file is cropped again, never sent whole. */
  crop?: ImageCrop;
  /** The trim the user chose: a restored file is trimmed again, never sent whole. */
  trim?: VideoTrim;
  /** The ticket it holds and whether storage has its bytes: a stored file is only confirmed. */
  reach: UploadReach;
}

/** One database for every uploader of the origin; records are keyed `[scope, id, part]`. */
const database = (): UseStore => (store ??= createStore('socialkit-uploads', 'files'));
let store: UseStore | undefined;

type Part = 'meta' | 'file';
const keyOf = (scope: string, id: string, part: Part) => [scope, id, part];

/**
 * Holds the Web Lock named `name` until the returned function is called. With `signal`, waits for
 * it (answering `undefined` once `signal` aborts); without, answers `undefined` at once when
 * another holder has it. Two pages of the app never resume the same file: a page holds the lock of
 * every file it lists, from the moment it lists it.
 */
function hold(name: string, signal?: AbortSignal): Promise<(() => void) | undefined> {
  return new Promise((resolve, reject) => {
    navigator.locks
      .request(name, signal ? { signal } : { ifAvailable: true }, (lock) => (lock ? new Promise<void>((release) => resolve(release)) : resolve(undefined)))
      .catch((error: Error) => (signal?.aborted ? resolve(undefined) : reject(error)));
  });
}

/** This page's keepers, told when one of them lets its files go (`onRelease`). */
const released = new EventTarget();

/** A kept file this page now holds, and how to let it go. */
export interface Claimed {
  record: KeptFile;
  file: File;
  release: () => void;
}

/** What a page keeps of its files on the device, in IndexedDB, for one uploader's `scope`. */
export interface Keeper {
  /**
   * The files of this scope no one else holds now, each now held by this page, in the order they
   * were listed. A file another holder has (a page still open, a mount of this page that is
   * ending) is waited for: `late` gets it once let go, unless that holder finished it meanwhile.
   * Until `adopt`ed, a late file is this page's only as a lock.
   */
  claim: (late: (claimed: Claimed) => void) => Promise<Claimed[]>;
  /** A file `late` handed over is listed now: kept in sync from here. */
  adopt: (claimed: Claimed) => void;
  /** This page holds the file. */
  holds: (id: string) => boolean;
  /**
   * Calls `listener` when another keeper of this scope in this page let its files go: a mount
   * that ended may have written files after this one claimed (a claim sees only what is written).
   */
  onRelease: (listener: () => void) => () => void;
  /**
   * Makes the device hold exactly these unfinished files: writes the new ones (record and bytes
   * in one transaction) and the records that changed, and deletes the files no longer listed
   * before letting another page have them. Rejects when the browser refuses (quota, blocked).
   */
  sync: (files: readonly { record: KeptFile; file: File }[]) => Promise<void>;
  /** Deletes what this page wrote and lets go of every file it holds, or waits for. */
  drop: () => Promise<void>;
  /** Lets go of every file, kept as it is, for another mount or page to take; waits for none any more. */
  release: () => void;
}

export async function openKeeper(scope: string): Promise<Keeper> {
  if (!globalThis.navigator?.locks) throw new Error('Web Locks are not available (an insecure page?)');
  const db = database();
  // Opening is where private modes and blocked storage refuse: fail now, not at the first file.
  await keys(db);
  const lockName = (id: string) => `socialkit-upload ${scope} ${id}`;
  /** The files this page holds: the lock's release, and the record as last written. */
  const held = new Map<string, { release: () => void; written?: string }>();
  /** Ends the waits for files other holders have. */
  const waits = new AbortController();
  /** The files waited for, each once. */
  const waiting = new Set<string>();

  async function forget(ids: readonly string[]) {
    try {
      await delMany(ids.flatMap((id) => [keyOf(scope, id, 'meta'), keyOf(scope, id, 'file')]), db);
    } finally {
      // Deleted first, then let go: a page that takes the lock next finds nothing to resume. A
      // refused delete lets go all the same: no page waits for ever on this one.
      for (const id of ids) {
        held.get(id)?.release();
        held.delete(id);
      }
    }
  }

  /** The file under its lock, read again: the holder before may have finished it meanwhile. */
  async function take(id: string, release: () => void): Promise<Claimed | undefined> {
    try {
      const parts = [keyOf(scope, id, 'meta'), keyOf(scope, id, 'file')];
      const [record, file] = (await getMany(parts, db)) as [KeptFile | undefined, File | undefined];
      if (record && file instanceof Blob) return { record, file, release };
      // Half a file (its record written again after `clearPersistedUploads()` took the bytes): gone for good.
      if (record || file) await delMany(parts, db);
    } catch {
      // Unreadable: left for a later claim.
    }
    release();
    return undefined;
  }

  const keeper: Keeper = {
    async claim(late) {
      const ids = (await keys(db)).flatMap((key) => {
        const id = Array.isArray(key) && key[0] === scope && key[2] === 'meta' ? key[1] : undefined;
        return typeof id === 'string' && !held.has(id) && !waiting.has(id) ? [id] : [];
      });
      const found = await Promise.all(
        ids.map(async (id) => {
          const release = await hold(lockName(id));
          if (release) return take(id, release);
          waiting.add(id);
          void hold(lockName(id), waits.signal)
            .then((later) => later && take(id, later))
            .then((claimed) => claimed && late(claimed))
            .catch(() => {})
            .finally(() => waiting.delete(id));
          return undefined;
        }),
      );
      const claimed = found.filter((entry) => entry !== undefined);
      for (const entry of claimed) keeper.adopt(entry);
      return claimed.sort((a, b) => a.record.order - b.record.order);
    },

    adopt: ({ record, release }) => void held.set(record.id, { release, written: JSON.stringify(record) }),

    holds: (id) => held.has(id),

    onRelease(listener) {
      released.addEventListener(scope, listener);
      return () => released.removeEventListener(scope, listener);
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

    drop() {
      waits.abort();
      return forget([...held.keys()]);
    },

    release() {
      waits.abort();
      for (const { release } of held.values()) release();
      held.clear();
      released.dispatchEvent(new Event(scope));
    },
  };
  return keeper;
}

/** Deletes every upload kept on this device, for every user and uploader: for sign-out. */
export const clearKept = (): Promise<void> => clear(database());
