import { createAdmission } from './admit.js';
import { callback } from './callback.js';
import { createFrameBatcher } from './frame.js';
import { createNotifier } from './notifier.js';
import { createQueue } from './queue.js';
import { createItem, uploadReducer, type UploadEvent } from './reducer.js';
import type { Job } from './steps.js';
import { computeTotals } from './totals.js';
import type { UploadItem, UploadRejection, UploadStore, UploadStoreOptions, UploadTotals } from './types.js';

/** Notifier channels besides the items' own (item ids start with `upload-`). */
const LIST = 'list';
const TOTALS = 'totals';

let sequence = 0;

/**
 * The engine behind `useUpload`: the list of files and what listeners read of it. Which files get
 * in is admit.ts's call, who runs when is queue.ts's, and one file's ticket, PUT and confirm are
 * steps.ts's. Creating it has no side effect (StrictMode throws one away); it runs while attached.
 */
export function createUploadStore(initial: UploadStoreOptions): UploadStore {
  let options = initial;
  const jobs = new Map<string, Job>();
  let ids: readonly string[] = [];
  let itemList: readonly UploadItem[] | undefined;
  let rejections: readonly UploadRejection[] = [];
  let uploading = false;
  let completeReported = false;

  // Getters answer at once; listeners hear of it once per animation frame, every channel that
  // changed in the same task, so React commits once per frame however many files moved. Bytes
  // from the PUTs wait for that frame too (the last value wins).
  const notifier = createNotifier();
  let totals: UploadTotals | undefined;
  /** Bytes reported since the last frame. */
  const moved = new Map<Job, number>();
  const scheduleFrame = createFrameBatcher(() => {
    for (const [job, loaded] of moved) apply(job, { type: 'progress', loaded });
    moved.clear();
    notifier.flush();
  });

  /** Tells that channel's listeners on the next frame; with `items`, the list's derived reads are stale. */
  function changed(channel: string, items?: boolean) {
    if (items) {
      itemList = totals = undefined;
      notifier.mark(TOTALS);
    }
    notifier.mark(channel);
    scheduleFrame();
  }

  /** Moves one item through the reducer. */
  function apply(job: Job, event: UploadEvent): UploadItem {
    const previous = job.item;
    // A state change makes progress still waiting for the frame stale.
    if (event.type !== 'progress') moved.delete(job);
    const next = (job.item = uploadReducer(previous, event));
    if (next !== previous) changed(next.id, true);
    return next;
  }

  /** Recomputes `isUploading`; tells list listeners when it or the list moved; reports a settled queue. */
  function settle(listChanged?: boolean) {
    const busy = queue.busy();
    if (listChanged || busy !== uploading) changed(LIST);
    uploading = busy;
    if (busy) completeReported = false;
    if (busy || completeReported) return;
    const counted = store.getItems().filter((item) => item.status !== 'canceled');
    if (!counted.length || !counted.every((item) => item.status === 'done')) return;
    completeReported = true;
    callback(options.onComplete, counted.map((item) => item.media));
  }

  /** Items that hold a place under `maxFiles`. */
  const listed = () => [...jobs.values()].filter((job) => job.item.status !== 'canceled').length;

  /** The refusals to show now, in place of the last ones. */
  function refuse(refused: readonly UploadRejection[]) {
    rejections = refused;
    changed(LIST);
  }

  /** A refused retry of this item is moot once it runs again or leaves the list. */
  function forget(id: string) {
    if (rejections.some((rejection) => rejection.itemId === id)) refuse(rejections.filter((rejection) => rejection.itemId !== id));
  }

  const admission = createAdmission();
  const queue = createQueue({
    options: () => options,
    now: initial.now ?? Date.now,
    apply,
    // Bytes from the PUT: applied with the next frame, the last value wins.
    progress: (job, loaded) => {
      moved.set(job, loaded);
      scheduleFrame();
    },
    settle,
  });

  /** Takes jobs off the list (their late answers change nothing). */
  function drop(dropped: Iterable<Job>) {
    for (const job of dropped) {
      queue.halt(job);
      jobs.delete(job.item.id);
      admission.release(job.key);
      moved.delete(job);
      changed(job.item.id, true);
    }
    ids = [...jobs.keys()];
    queue.pump(true);
  }

  const store: UploadStore = {
    getItemIds: () => ids,
    getItem: (id) => jobs.get(id)?.item,
    getItems: () => (itemList ??= ids.map((id) => jobs.get(id)!.item)),
    getTotals: () => (totals ??= computeTotals(store.getItems())),
    getRejections: () => rejections,
    isUploading: () => uploading,
    isOffline: queue.offline,

    subscribe: (listener) => notifier.listen(LIST, listener),
    subscribeItem: notifier.listen,
    subscribeTotals: (listener) => notifier.listen(TOTALS, listener),

    async add(input) {
      const files = Array.from(input as ArrayLike<File>);
      const refused: UploadRejection[] = [];
      for (const verdict of await admission.admit(files, options, listed)) {
        if ('code' in verdict) {
          refused.push(verdict);
          continue;
        }
        const job: Job = { item: createItem(`upload-${(sequence += 1)}`, verdict.file, verdict.contentType), key: verdict.key, attempts: 0, generation: 0 };
        jobs.set(job.item.id, job);
        if (options.autoStart ?? true) queue.release(job);
      }
      const added = refused.length < files.length;
      if (added) {
        ids = [...jobs.keys()];
        changed(LIST, true);
      }
      const listChanged = added || refused.length + rejections.length > 0;
      if (listChanged) rejections = refused;
      if (refused.length) callback(options.onRejected, refused);
      queue.pump(listChanged);
      return refused;
    },

    start() {
      for (const job of jobs.values()) if (job.item.status === 'queued') queue.release(job);
      queue.pump();
    },

    cancel(id) {
      const job = jobs.get(id);
      if (!job) return;
      queue.halt(job);
      apply(job, { type: 'cancel' });
      queue.pump();
    },

    retry(id) {
      const job = jobs.get(id);
      if (job?.item.status !== 'error' && job?.item.status !== 'canceled') return;
      // A canceled file gave its place up; it runs again only if one is free. Refused, it stays
      // listed and canceled, so it can be retried once a file is removed or canceled.
      if (job.item.status === 'canceled' && !admission.hasRoom(options, listed())) {
        const refused: UploadRejection[] = [{ file: job.item.file, code: 'too-many-files', limit: options.maxFiles, itemId: id }];
        refuse(refused);
        callback(options.onRejected, refused);
        return;
      }
      forget(id);
      queue.halt(job);
      job.attempts = 0;
      job.refreshed = false;
      queue.requeue(job);
      queue.pump();
    },

    remove(id) {
      const job = jobs.get(id);
      if (!job) return;
      forget(id);
      drop([job]);
    },

    clear() {
      rejections = [];
      drop([...jobs.values()]);
    },

    setOptions(next) {
      const previous = options.concurrency;
      options = { ...next, client: next.client ?? options.client };
      // The hook calls this during React's commit: more room in the queue is used after it.
      if (options.concurrency !== previous) queueMicrotask(queue.pump);
    },

    attach: queue.attach,
  };
  return store;
}
