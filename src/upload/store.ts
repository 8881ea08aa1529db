import { createAdmission } from './admit.js';
import { callback } from './callback.js';
import { createFrameBatcher } from './frame.js';
import type { Job, Run } from './job.js';
import { createNotifier } from './notifier.js';
import type { UploadStoreOptions } from './options.js';
import { checkAgain, prepare } from './prepare.js';
import { createQueue } from './queue.js';
import { createItem, createJob, jobReducer, type JobEvent } from './reducer.js';
import { computeTotals } from './totals.js';
import { createNetwork, transfer } from './transfer.js';
import type { UploadItem, UploadRejection, UploadStore, UploadTotals } from './types.js';
import { checkKey } from './verdicts.js';

/** Notifier channels besides the items' own (item ids start with `upload-`). */
const LIST = 'list';
const TOTALS = 'totals';

let sequence = 0;

/**
 * The engine behind `useUpload`, and the one owner of every file's state: the list, who gets in
 * (admit.ts), who runs when (queue.ts), and the listeners. Each released file has one run:
 * prepare.ts checks and fits it, transfer.ts moves it, and the store applies every move through
 * the reducer. Creating it has no side effect (StrictMode throws one away); it runs while attached.
 */
export function createUploadStore(initial: UploadStoreOptions): UploadStore {
  let options = initial;
  const now = initial.now ?? Date.now;
  const jobs = new Map<string, Job>();
  /** Files on their way (released, and not yet done, failed for good, canceled or removed), each with its run's token. */
  const running = new Map<Job, object>();
  let ids: readonly string[] = [];
  let itemList: readonly UploadItem[] | undefined;
  let rejections: readonly UploadRejection[] = [];
  let uploading = false;
  let completeReported = false;
  let attachments = 0;

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

  /** Moves one file through the reducer. */
  function apply(job: Job, event: JobEvent): UploadItem {
    const previous = job.state.item;
    // A state change makes progress still waiting for the frame stale.
    if (event.type !== 'progress') moved.delete(job);
    const next = (job.state = jobReducer(job.state, event)).item;
    if (next !== previous) changed(next.id, true);
    return next;
  }

  // Fitting is the browser's own work: it goes on offline, not while nobody is there.
  const queue = createQueue<Job>(
    () => options.concurrency ?? 3,
    (step) => attachments > 0 && (step === 'fit' || !network.isOffline()),
  );
  const network = createNetwork(queue, (job) => {
    halt(job);
    release(job, true);
  });

  /** One file's way, from release to done: prepared (with `networks`), then moved. `halt` abandons it at whatever it awaits. */
  async function run(job: Job, ahead?: boolean): Promise<void> {
    const self = {};
    running.set(job, self);
    // Once the run is halted (no longer the file's), it waits for good on a promise that never
    // settles, so a late answer (also from a `put` that ignores its signal) changes nothing.
    const unlessHalted = <T>(promise: Promise<T>): Promise<T> => promise.finally(() => running.get(job) !== self && new Promise(() => {}));
    const steps: Run = {
      job,
      options: () => options,
      now,
      queue,
      apply: (event) => apply(job, event),
      end(event, report) {
        // Nothing is in flight: aborting the spent request changes nothing.
        halt(job);
        report?.(apply(job, event));
        settle();
      },
      unlessHalted,
      call: (send) => unlessHalted(send((job.controller = new AbortController()))),
      take(need) {
        const granted = queue.take(job, need, ahead);
        ahead = false;
        return unlessHalted(granted);
      },
      moved(loaded) {
        moved.set(job, loaded);
        scheduleFrame();
      },
    };
    // Back in line at once (a retried file no longer reads failed or canceled while it is checked and fitted again).
    apply(job, { type: 'wait' });
    // Without `networks` there is nothing to prepare: the file is in line before this returns.
    if (!options.networks || (await prepare(steps))) await transfer(steps, network);
  }

  /** Lets a listed file run; one already on its way (a second `start()`, say) is left where it is. */
  function release(job: Job, ahead?: boolean) {
    if (!running.has(job)) void run(job, ahead);
  }

  /** Abandons the file's run: aborts its request, gives up its place, and ignores whatever answer is late. */
  function halt(job: Job) {
    job.controller?.abort();
    job.controller = undefined;
    running.delete(job);
    queue.leave(job);
  }

  /** Recomputes `isUploading`; tells list listeners when it or the list moved; reports a settled queue. */
  function settle(listChanged?: boolean) {
    const busy = running.size > 0;
    if (listChanged || busy !== uploading) changed(LIST);
    uploading = busy;
    if (busy) completeReported = false;
    if (busy || completeReported) return;
    const counted = store.getItems().filter((item) => item.status !== 'canceled' && item.status !== 'refused');
    if (!counted.length || !counted.every((item) => item.status === 'done')) return;
    completeReported = true;
    callback(options.onComplete, counted.map((item) => item.media));
  }

  /** Follows the browser's online state; going back online resumes the queue. */
  function syncOnline() {
    if (!network.sync()) return;
    queue.pump();
    settle(true);
  }

  const listenOnline = (method: 'addEventListener' | 'removeEventListener') => {
    for (const type of ['online', 'offline']) globalThis[method]?.(type, syncOnline);
  };

  /** Items that hold a place under `maxFiles`. */
  const listed = () => [...jobs.values()].filter((job) => job.state.item.status !== 'canceled').length;

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

  /** The choice of networks the files were last checked under (`checkKey`). */
  let checkedKey = checkKey(initial);

  /**
   * The choice of networks changed: a refused file runs again (and is checked again on its way);
   * a file already past its check gets its new verdicts, and keeps going whatever they say. A
   * file still on its way to its ticket is checked by its run, under the choice of the moment.
   */
  function recheck() {
    for (const job of jobs.values()) {
      if (job.state.check && running.has(job)) continue;
      if (job.state.item.status === 'refused') {
        apply(job, { type: 'wait' });
        release(job);
      } else if (job.state.check) checkAgain(job, options, (key) => jobs.get(job.state.item.id) === job && key === checkKey(options), (event) => apply(job, event));
    }
    settle();
  }

  /** Takes jobs off the list (their late answers change nothing). */
  function drop(dropped: Iterable<Job>) {
    for (const job of dropped) {
      halt(job);
      jobs.delete(job.state.item.id);
      admission.release(job.key);
      moved.delete(job);
      changed(job.state.item.id, true);
    }
    ids = [...jobs.keys()];
    settle(true);
  }

  const store: UploadStore = {
    getItemIds: () => ids,
    getItem: (id) => jobs.get(id)?.state.item,
    getItems: () => (itemList ??= ids.map((id) => jobs.get(id)!.state.item)),
    getTotals: () => (totals ??= computeTotals(store.getItems())),
    getRejections: () => rejections,
    isUploading: () => uploading,
    isOffline: network.isOffline,

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
        const job: Job = { state: createJob(createItem(`upload-${(sequence += 1)}`, verdict.file, verdict.contentType)), key: verdict.key };
        jobs.set(job.state.item.id, job);
        if (options.autoStart ?? true) release(job);
      }
      const added = refused.length < files.length;
      if (added) {
        ids = [...jobs.keys()];
        changed(LIST, true);
      }
      const listChanged = added || refused.length + rejections.length > 0;
      if (listChanged) rejections = refused;
      if (refused.length) callback(options.onRejected, refused);
      settle(listChanged);
      return refused;
    },

    start() {
      for (const job of jobs.values()) if (job.state.item.status === 'queued') release(job);
      settle();
    },

    cancel(id) {
      const job = jobs.get(id);
      if (!job) return;
      halt(job);
      apply(job, { type: 'cancel' });
      settle();
    },

    retry(id) {
      const job = jobs.get(id);
      const status = job?.state.item.status;
      if (!job || (status !== 'error' && status !== 'canceled')) return;
      // A canceled file gave its place up; it runs again only if one is free. Refused, it stays
      // listed and canceled, so it can be retried once a file is removed or canceled.
      if (status === 'canceled' && !admission.hasRoom(options, listed())) {
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
      // Once for every attachment: the browser keeps a single copy of the same listener.
      listenOnline('addEventListener');
      syncOnline();
      queue.pump();
      settle();

      let attached = true;
      return () => {
        if (!attached) return;
        attached = false;
        attachments -= 1;
        if (attachments) return;
        listenOnline('removeEventListener');
        // StrictMode detaches and attaches again at once: only a detach that lasts stops transfers.
        setTimeout(() => {
          if (attachments) return;
          // A confirm in flight is left to land: cutting it could confirm twice on resume. A
          // fitting would keep a core busy for nothing while nobody is there: it starts over,
          // first in its line.
          for (const job of [...queue.holding('fit')]) {
            halt(job);
            release(job, true);
          }
          for (const job of [...queue.holding('ticket'), ...queue.holding('put')]) {
            halt(job);
            release(job);
          }
        });
      };
    },
  };
  return store;
}
