import { createAdmission } from './admit.js';
import { callback } from './callback.js';
import { createDescriptions } from './descriptions.js';
import type { Job } from './job.js';
import { createKeeping } from './keep.js';
import { createFileList } from './list.js';
import type { UploadStoreOptions } from './options.js';
import { actionsOf, addedFile, createItem, createJob, givenOf, progressOf, type ItemMaking } from './reducer.js';
import { createRuns } from './runs.js';
import type { UploadRejection } from './types.js';
import type { UploadStore } from './storeApi.js';
import { checkKey } from './verdicts.js';
import { fitsVideos } from './verdicts.js';
import { fileKey } from './checks.js';
import { lazy } from '../client/lazy.js';

/** An edit's restart of its file (a crop, a trim), loaded with the first edit. */
const loadEditing = /* @__PURE__ */ lazy(() => import('./editing.js'));

let sequence = 0;
/** A new file's job, for a file added or brought back (restore.ts): one counter of ids for both. */
const newJob = (file: File, contentType: string) => createJob(createItem(`upload-${(sequence += 1)}`, file, contentType));

/**
 * The engine behind `useUpload`, and the one owner of every file's state: the list and its
 * listeners (list.ts, where every move goes through the reducer), who gets in (admit.ts), and the
 * commands. Each released file has one run (runs.ts): prepare.ts checks and fits it, transfer.ts
 * moves it. Creating it has no side effect (StrictMode throws one away); it runs while attached.
 */
export function createUploadStore(initial: UploadStoreOptions): UploadStore {
  let options = initial;
  let rejections: readonly UploadRejection[] = [];
  let uploading = false;
  let completeReported = false;
  let attachments = 0;
  const list = createFileList((media) => callback(options.onMediaChange, media));
  const { apply } = list;
  const runs = createRuns({
    options: () => options,
    now: initial.now ?? Date.now,
    // And, with `persist`, once the files listed are this page's (keep.ts, `ready`).
    attached: () => attachments > 0 && keeping.ready(),
    apply,
    moved: list.moved,
    settle: (listChanged) => settle(listChanged),
  });
  const { queue, network, release, halt } = runs;
  const admission = createAdmission();
  const { abortCover, coversBusy, ...describing } = createDescriptions(list, () => options, () => settle());
  // What `persist` and an edit need of the store is lent, not imported: their chunks (keeping.ts,
  // editing.ts) share no module with this one.
  const making: ItemMaking = { createItem, givenOf, actionsOf, progressOf, addedFile };
  const keeping = createKeeping({
    options: () => options,
    list,
    admission,
    ...making,
    fileKey,
    newJob,
    settle,
    added: (job) => addedFile(job.state),
    lost: drop,
    changed() {
      list.listChanged();
      queue.pump();
    },
  });
  // Whatever moved in a frame (the totals' channel hears of every item's move and of the order).
  list.reads.subscribeTotals(keeping.sync);

  /** Recomputes `isUploading`; tells list listeners when it or the list moved; reports a settled queue. */
  function settle(listChanged?: boolean) {
    // A cover image on its way counts, so a post waits for it; it makes no second `onComplete`.
    const busy = runs.busy() || coversBusy();
    if (listChanged || busy !== uploading) list.listChanged();
    uploading = busy;
    if (runs.busy()) completeReported = false;
    if (busy || completeReported) return;
    const counted = list.reads.getItems().filter((item) => item.status !== 'canceled' && item.status !== 'refused');
    if (!counted.length || !counted.every((item) => item.status === 'done')) return;
    completeReported = true;
    callback(options.onComplete, counted.map((item) => item.media));
  }

  /** `setCrop` or `setTrim`, from editing.ts, with what they borrow of the store. */
  const edit =
    <K extends 'setCrop' | 'setTrim'>(name: K) =>
    async (id: string, value: Parameters<UploadStore[K]>[1]) =>
      (await loadEditing())[name]({ ...making, list, running: runs.running, options: () => options, fitsVideos, release, halt, settle: () => settle(true) }, id, value as never);

  /** Items that hold a place under `maxFiles`. */
  const listed = () => [...list.jobs()].filter((job) => job.state.item.status !== 'canceled').length;

  /** The refusals to show now, in place of the last ones. */
  function refuse(refused: readonly UploadRejection[]) {
    rejections = refused;
    list.listChanged();
  }

  /** A refused retry of this item is moot once it runs again or leaves the list. */
  function forget(id: string) {
    if (rejections.some((rejection) => rejection.itemId === id)) refuse(rejections.filter((rejection) => rejection.itemId !== id));
  }

  /** The choice of networks the files were last checked under (`checkKey`). */
  let checkedKey = checkKey(initial);

  /** The choice of networks changed: the files' verdicts are the new choice's (runs.ts). */
  function recheck() {
    runs.recheck(list.jobs(), (job, key) => list.get(job.state.item.id) === job && key === checkKey(options));
    settle();
  }

  /** Takes jobs off the list (their late answers change nothing). */
  function drop(dropped: Iterable<Job>) {
    for (const job of dropped) {
      halt(job);
      abortCover(job.state.item.id);
      admission.release(job.key);
      list.delete(job);
    }
    list.order();
    settle(true);
  }

  const store: UploadStore = {
    ...list.reads,
    getRejections: () => rejections,
    isUploading: () => uploading,
    isOffline: network.isOffline,
    getPersistence: keeping.state,

    async add(input) {
      const files = Array.from(input as ArrayLike<File>);
      const refused: UploadRejection[] = [];
      for (const verdict of await admission.admit(files, options, listed)) {
        if ('code' in verdict) {
          refused.push(verdict);
          continue;
        }
        const job: Job = { state: newJob(verdict.file, verdict.contentType), key: verdict.key };
        list.put(job);
        if (options.autoStart ?? true) release(job);
      }
      const added = refused.length < files.length;
      if (added) list.order(true);
      const listChanged = added || refused.length + rejections.length > 0;
      if (listChanged) rejections = refused;
      if (refused.length) callback(options.onRejected, refused);
      settle(listChanged);
      return refused;
    },

    start() {
      for (const job of list.jobs()) if (job.state.item.status === 'queued') release(job);
      settle();
    },

    cancel(id) {
      const job = list.get(id);
      if (!job) return;
      halt(job);
      apply(job, { type: 'cancel' });
      settle();
    },

    retry(id) {
      const job = list.get(id);
      if (!job?.state.item.canRetry) return;
      // A canceled file gave its place up; it runs again only if one is free. Refused, it stays
      // listed and canceled, so it can be retried once a file is removed or canceled.
      if (job.state.item.status === 'canceled' && !admission.hasRoom(options, listed())) {
        const refused: UploadRejection[] = [{ file: job.state.item.file, code: 'too-many-files', limit: options.maxFiles, itemId: id }];
        refuse(refused);
        callback(options.onRejected, refused);
        return;
      }
      forget(id);
      halt(job);
      apply(job, { type: 'rearm' });
      release(job);
      settle();
    },

    ...describing,
    setCrop: edit('setCrop'),
    setTrim: edit('setTrim'),
    move: list.move,

    remove(id) {
      const job = list.get(id);
      if (!job) return;
      forget(id);
      drop([job]);
    },

    clear() {
      rejections = [];
      drop([...list.jobs()]);
    },

    getOptions: () => options,
    setOptions(next) {
      const previous = options.concurrency;
      options = { ...next, client: next.client ?? options.client };
      const key = checkKey(options);
      if (key !== checkedKey) {
        checkedKey = key;
        // During React's commit: the runs it releases start after it.
        queueMicrotask(recheck);
      }
      // The hook calls this during React's commit: more room in the queue is used after it.
      if (options.concurrency !== previous) queueMicrotask(queue.pump);
    },

    attach() {
      attachments += 1;
      network.follow(true);
      keeping.open();
      queue.pump();
      settle();

      let attached = true;
      return () => {
        if (!attached) return;
        attached = false;
        attachments -= 1;
        if (attachments) return;
        network.follow(false);
        // StrictMode detaches and attaches again at once: only a detach that lasts stops transfers.
        setTimeout(() => {
          if (attachments) return;
          runs.pause();
          keeping.close();
        });
      };
    },
  };
  return store;
}
