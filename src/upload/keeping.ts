import { clearKept, openKeeper, type Keeper, type KeptFile } from './keeper.js';
import type { Job } from './job.js';
import { createRestore, type RestoreHost } from './restore.js';
import type { UploadStatus } from './types.js';

// The store's side of `persist`, loaded with it (keep.ts): what it writes of its files, when, and
// when it lets them go; what it brings back is restore.ts. The device's side, IndexedDB and Web
// Locks, is keeper.ts. This chunk imports only types of the store's modules (what it needs of them
// is lent, through the host): a module it imported would leave the store's chunk for a shared one.

export { clearKept };

/**
 * Whether the uploader keeps its unfinished files on the device: `off` (no `persist`), `on`, or
 * `refused` when the browser would not (private mode, storage blocked or full, no Web Locks):
 * uploading goes on, but the files will not survive a reload.
 */
export type UploadPersistence = 'off' | 'on' | 'refused';

/** What the store lends `persist`: its list and what a restore needs (restore.ts), and these. */
export interface KeepingHost extends RestoreHost {
  /** The file as added (not a fitted one): what is kept. */
  added: (job: Job) => { file: File; contentType: string };
  /** These files, listed here, are another holder's now (taken while this store was detached): off the list. */
  lost: (jobs: Job[]) => void;
  /** The persistence state changed, or the files may run now (`ready`). */
  changed: () => void;
}

/** What the store holds of `persist`: the state, and the steps it is told of, each a no-op while off. */
export interface Keeping {
  state: () => UploadPersistence;
  /**
   * The files listed may run: each is held (or persistence is off or refused). False from an
   * attach until the files are listed and held, so a store attached again after it let them go
   * runs none another holder took meanwhile.
   */
  ready: () => boolean;
  /** The list moved: write what changed. */
  sync: () => void;
  /** Attached: list what another page left, then keep the list. */
  open: () => void;
  /** Detached for good: let go, what is kept staying for the next mount. */
  close: () => void;
}

/** A finished, canceled or refused file is not resumed: only the others are kept. */
const UNKEPT: readonly UploadStatus[] = ['done', 'canceled', 'refused'];

/**
 * Keeps a store's unfinished files on the device while it is attached (`open`), the list synced
 * once per frame it moved (`sync`), and lets them go for another mount when it detaches for good.
 * Any refusal of the browser turns it off for this store, nothing in memory touched.
 */
export function keep(host: KeepingHost, scope: string) {
  const { list } = host;
  /** Lists the kept files another page left (those not listed here already). */
  const restore = createRestore(host);
  /** The listed files, in list order. */
  const listed = () => list.reads.getItemIds().map((id) => list.get(id)!);
  let state: UploadPersistence = 'off';
  let keeper: Keeper | undefined;
  let opening = false;
  /** Every step with the device, one at a time, in order: a sync never runs beside a claim. */
  let queue = Promise.resolve();
  let pending = false;
  /** Detached for good: kept in sync until no confirm is in flight, then let go. */
  let closing = false;
  let ready = false;
  let unsubscribe = () => {};

  function set(next: UploadPersistence) {
    if (state === next) return;
    state = next;
    host.changed();
  }

  function then(step: (opened: Keeper) => Promise<void> | void) {
    queue = queue.then(() => keeper && step(keeper)).catch(refuse);
  }

  function refuse() {
    ready = true;
    unsubscribe();
    set('refused');
    // What was written would bring back only some of the files: none is better.
    void keeper?.drop().catch(() => {});
    keeper = undefined;
  }

  function recordOf(job: Job, order: number): KeptFile {
    const { item, reach } = job.state;
    const added = host.added(job);
    // What is kept is the file as added: a ticket for a fitted one (another type and size) is not
    // its, so a fitted file resumes from the start, fitted again under the choice of the moment.
    return { id: (job.keptAs ??= crypto.randomUUID()), order, contentType: added.contentType, alt: item.alt, cover: item.cover, crop: item.crop, trim: item.trim, reach: added.file === item.file ? reach : { step: 'ticket' } };
  }

  /**
   * Lists what no one holds at open, then each file another holder lets go of (a mount of this
   * page that ended, a page closed): in a step of the queue, so no sync runs between its adoption
   * and its listing. A file let go of after this store let go too is let go again. Claims again
   * when a mount of this page lets go: it may have written files after this claim read the list.
   */
  const claim = () =>
    then(async (opened) => {
      const found = await opened.claim((claimed) => {
        queue = queue
          .then(() => {
            if (keeper !== opened) return claimed.release();
            opened.adopt(claimed);
            restore([claimed]);
            sync();
          })
          .catch(refuse);
      });
      if (found.length) restore(found);
      // Listed here from before this store let go (it detached and came back), and held by
      // another now: that holder runs them.
      const lost = listed().filter((job) => job.keptAs && !opened.holds(job.keptAs) && !UNKEPT.includes(job.state.item.status));
      if (lost.length) host.lost(lost);
    });

  /** Writes the list as it is now; a frame's sync that finds one waiting adds nothing. */
  function sync() {
    if (state !== 'on' || pending) return;
    pending = true;
    then(async (opened) => {
      pending = false;
      const jobs = listed();
      await opened.sync(jobs.flatMap((job, order) => (UNKEPT.includes(job.state.item.status) ? [] : [{ record: recordOf(job, order), file: host.added(job).file }])));
      // Let go only after the last write (none waiting). A confirm left to land (runs.ts, `pause`)
      // ends with its file deleted from the device before another mount may take it: it is never
      // confirmed twice.
      if (!closing || pending || jobs.some((job) => job.state.item.status === 'confirming')) return;
      closing = false;
      keeper = undefined;
      set('off');
      unsubscribe();
      opened.release();
    });
  }

  return {
    state: () => state,
    ready: () => ready,
    sync,
    /** Attached: opens the device's store, lists what another page left, then keeps the list. */
    open() {
      closing = false;
      if (keeper || opening || state === 'refused') return;
      ready = false;
      opening = true;
      queue = queue
        .then(async () => {
          const opened = await openKeeper(scope);
          opening = false;
          keeper = opened;
          unsubscribe = opened.onRelease(claim);
        })
        .catch(refuse);
      claim();
      // Only once they are listed: a sync before would delete them.
      then(() => {
        ready = true;
        set('on');
        sync();
      });
    },
    /** Detached for good: what is kept stays on the device for the next mount, or another page, to take. */
    close() {
      closing = true;
      sync();
    },
  };
}
