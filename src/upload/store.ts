import { asksToWaitLonger, backoffDelay } from '../client/backoff.js';
import { SocialKitError, isRetryableError, isSocialKitError } from '../client/errors.js';
import { createAdmission } from './admit.js';
import { callback } from './callback.js';
import { isUploadUrlExpiredError } from './errors.js';
import { createFrameBatcher } from './frame.js';
import { createNotifier } from './notifier.js';
import { xhrPut } from './put.js';
import { createQueue } from './queue.js';
import { createItem, uploadReducer, type UploadEvent } from './reducer.js';
import { STALL_TIMEOUT_MS, watchStall } from './stall.js';
import { addedFile, nextStep, type Job } from './steps.js';
import { MAX_TIMER_MS } from './timer.js';
import { computeTotals } from './totals.js';
import { checkKey, checkUpload, fitUpload, fittedFacts, planUpload } from './verdicts.js';
import type { FitImageResult } from '../media/fitTypes.js';
import type { UploadStoreOptions } from './options.js';
import type { UploadItem, UploadRejection, UploadStore, UploadTotals } from './types.js';

/** Notifier channels besides the items' own (item ids start with `upload-`). */
const LIST = 'list';
const TOTALS = 'totals';

/**
 * The longest `Retry-After` a file waits out by itself. Unlike a query's (hooks/retry.ts, 30 s,
 * where the wait shows nothing), this wait is on screen: the row says the file failed and will be
 * tried again, and a minute or two of that (a rate limit's usual minute) is fine. Past it the file
 * ends in `error` with `waitUntil`, so the user reads until when, instead of a "trying again soon"
 * that holds for hours (and a setTimeout past 24.8 days, which would fire at once).
 */
export const MAX_UPLOAD_RETRY_WAIT_MS = 120_000;

const asError = (error: unknown): SocialKitError =>
  isSocialKitError(error) ? error : new SocialKitError({ kind: 'protocol', message: String(error), cause: error });

const browserOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

let sequence = 0;

/**
 * The engine behind `useUpload`, and the one owner of every file's state: `run` below takes a
 * file from release to done, top to bottom, moving its item through the reducer as it goes. It
 * asks admit.ts which files get in, and queue.ts when a step may start; put.ts sends the bytes.
 * Creating it has no side effect (StrictMode throws one away); it runs while attached.
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
  let offline = false;
  /** The requests of the PUTs in flight when the browser went offline that have reported no bytes since. */
  const quiet = new Set<AbortController | undefined>();

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

  // Fitting is the browser's own work: it goes on offline, not while nobody is there.
  const queue = createQueue<Job>(
    () => options.concurrency ?? 3,
    (step) => attachments > 0 && (step === 'fit' || !offline),
  );

  /**
   * One file's way, from release to done: each pass waits in line for the step the file needs
   * next, says so in its item, and awaits the answer. A failure leads back into line (at once,
   * after a backoff, or once the network is back) or ends the file in `error`. `halt` abandons a
   * run at whatever it awaits. test/node/uploadFlow.test.ts follows two files through it.
   */
  async function run(job: Job, ahead?: boolean): Promise<void> {
    const self = {};
    running.set(job, self);
    // Every await of the run goes through here: once the run is halted (no longer the file's), it
    // waits for good on a promise that never settles, so a late answer (also from a `put` that
    // ignores its signal) changes nothing.
    const unlessHalted = <T>(promise: Promise<T>): Promise<T> => promise.finally(() => running.get(job) !== self && new Promise(() => {}));
    /** One request of the file's, with a controller of its own: `halt` aborts it, and so does a stalled PUT's watch. */
    const call = <T>(send: (controller: AbortController) => Promise<T>): Promise<T> => unlessHalted(send((job.controller = new AbortController())));
    /** The ticket arrived in this very task: see nextStep. */
    let fresh = false;

    // Back in line at once (a retried file no longer reads failed or canceled while it is checked and fitted again).
    apply(job, { type: 'wait', mediaId: job.ticket?.id });
    for (;;) {
      // With `networks`, the file is checked before anything is asked for it: its facts read once,
      // its verdicts under the choice of the moment (again if the choice changed meanwhile). A
      // file a chosen network refuses stops here, unless the app lets it through with a warning.
      for (let key = ''; options.networks && key !== checkKey(options); ) {
        key = checkKey(options);
        const check = await call(({ signal }) => checkUpload(addedFile(job).file, options, signal, job.check?.facts));
        job.check = { ...check, key };
        apply(job, { type: 'check', verdicts: check.verdicts });
      }
      if (options.networks && job.check?.refused && options.onRefused !== 'warn') {
        const { id: itemId } = job.item;
        const verdicts = job.check.verdicts;
        finish(job, { type: 'refuse', verdicts });
        callback(options.onRejected, [{ file: addedFile(job).file, code: 'refused-by-network', itemId, verdicts }]);
        return settle();
      }
      // With `fitImages`, an image the chosen networks take once fitted is fitted now, before its
      // ticket (never after: the ticket is signed for the type sent), from the file as added, to
      // the choice it was checked under, once its turn in the fitting line comes. A fitting that
      // fails stops the file in `error` (step `fit`), where retry fits again; a choice changed
      // meanwhile checks and fits again.
      const check = options.networks && options.fitImages && !job.ticket && !job.uploaded ? job.check : undefined;
      if (!check || job.fit?.key === check.key) break;
      const added = addedFile(job);
      try {
        const target = await call(() => planUpload(check.facts, options));
        let result: FitImageResult | undefined;
        if (target) {
          await unlessHalted(queue.take(job, () => 'fit', ahead));
          ahead = false;
          // The choice may have changed while the file waited its turn: checked (and planned) again.
          if (!options.fitImages || checkKey(options) !== check.key) {
            queue.leave(job);
            continue;
          }
          apply(job, { type: 'fit' });
          result = await call(({ signal }) => fitUpload(added.file, target, options, signal));
          queue.leave(job);
        }
        const wasFitted = job.fit?.fitted;
        if (result?.fitted) {
          const { file, before, after } = result;
          job.fit = { key: check.key, fitted: { original: added, facts: fittedFacts(result) } };
          apply(job, { type: 'fitted', file, contentType: file.type || added.contentType, fitted: { original: added.file, before, after } });
        } else {
          job.fit = { key: check.key };
          // Fitted under an earlier choice that this one does not need: the file as added again.
          if (wasFitted) apply(job, { type: 'fitted', ...added });
        }
      } catch (caught) {
        const error = asError(caught);
        callback(options.onError, error, finish(job, { type: 'fail', error }));
        return settle();
      }
      if (job.fit.key === checkKey(options)) break;
    }
    // A fitted file's verdicts are the fitted file's, what the networks get ("Fits Bluesky"); the
    // file as added keeps its facts, to be checked and fitted again under another choice.
    const fitted = job.fit?.fitted;
    if (options.networks && fitted) {
      const check = await call(({ signal }) => checkUpload(job.item.file, options, signal, fitted.facts));
      apply(job, { type: 'check', verdicts: check.verdicts });
    }

    for (;;) {
      // Back in line. A file with nothing in flight reads `queued`, whatever it holds: one with
      // its ticket waiting for a PUT slot is neither asking for a ticket nor sending bytes (a
      // stored one keeps its bytes counted). With a slot free, the step starts before the next
      // frame, so listeners never see that `queued`.
      apply(job, { type: 'wait', mediaId: job.ticket?.id });
      const granted = queue.take(job, () => nextStep(job, now(), fresh), ahead);
      fresh = ahead = false;
      const { item } = job;
      try {
        const step = await unlessHalted(granted);
        if (step === 'ticket') {
          apply(job, { type: 'request' });
          job.ticket = await call(({ signal }) => options.client.requestUploadTicket({ filename: item.file.name, contentType: item.contentType }, { signal }));
          fresh = true;
          // A step that went through starts the count of automatic retries again.
          job.attempts = 0;
        } else if (step === 'put') {
          const { id: mediaId, uploadUrl: url } = job.ticket!;
          apply(job, { type: 'upload', mediaId });
          await call((controller) => {
            // A PUT that stops moving is given up (watchStall) and retried like a timeout.
            const watch = watchStall(options.stallTimeout ?? STALL_TIMEOUT_MS, controller);
            const onProgress = (loaded: number) => {
              if (job.controller !== controller) return;
              if (watch.progress(loaded)) quiet.delete(controller);
              moved.set(job, loaded);
              scheduleFrame();
            };
            return watch.guard((options.put ?? xhrPut)({ url, body: item.file, contentType: item.contentType, signal: controller.signal, onProgress }));
          });
          job.uploaded = true;
          job.attempts = 0;
          // Storage has the whole file: that is true now, whenever the confirm gets to run.
          apply(job, { type: 'confirm', mediaId });
        } else {
          const mediaId = job.ticket!.id;
          apply(job, { type: 'confirm', mediaId });
          const media = await call(({ signal }) => options.client.confirmUpload({ mediaId, size: item.size }, { signal }));
          callback(options.onUploaded, media, finish(job, { type: 'done', media }));
          return settle();
        }
      } catch (caught) {
        const error = asError(caught);
        const { retry = 3, retryDelay = backoffDelay, onError } = options;
        const waitUntil = asksToWaitLonger(error, MAX_UPLOAD_RETRY_WAIT_MS) ? now() + error.retryAfterMs! : undefined;
        if (!job.refreshed && isUploadUrlExpiredError(error)) {
          // Storage's clock says the URL is spent (a slept laptop, a skewed clock): one fresh
          // ticket, a new media id, and the PUT again. Never a loop of them.
          job.refreshed = true;
          job.ticket = undefined;
        } else if ((offline || browserOffline()) && (error.kind === 'network' || error.kind === 'timeout')) {
          // A transfer cut while the browser is offline waits in line for the network instead of failing.
        } else if (isRetryableError(error) && job.attempts < retry && waitUntil === undefined) {
          // An app's retryDelay may ask for longer than a timer counts: it gets the longest one.
          const delay = Math.min(MAX_TIMER_MS, Math.max(0, retryDelay((job.attempts += 1), error)));
          apply(job, { type: 'fail', error, retryAt: now() + delay });
          await unlessHalted(queue.sleep(job, delay));
        } else {
          callback(onError, error, finish(job, { type: 'fail', error, ...(waitUntil !== undefined && { waitUntil }) }));
          return settle();
        }
      }
    }
  }

  /** The run is over, the file done or failed for good: its slot goes to the next file. */
  function finish(job: Job, event: UploadEvent): UploadItem {
    // Nothing is in flight: aborting the spent request changes nothing.
    halt(job);
    return apply(job, event);
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

  /**
   * Follows the browser's online state; going back online resumes the queue. A PUT that took no
   * byte while the browser was offline most likely rides a connection that died without a reset
   * the browser noticed: it is sent again at once rather than after the stall timeout, keeping
   * its place (no error, no attempt counted).
   */
  function syncOnline() {
    const going = browserOffline();
    if (offline === going) return;
    if (going) for (const job of queue.holding('put')) quiet.add(job.controller);
    else {
      // Still counted offline meanwhile, so the slot each gives up waits for it, ahead of the line.
      for (const job of [...queue.holding('put')]) {
        if (!quiet.has(job.controller)) continue;
        halt(job);
        release(job, true);
      }
      quiet.clear();
    }
    offline = going;
    queue.pump();
    settle(true);
  }

  const listenOnline = (method: 'addEventListener' | 'removeEventListener') => {
    for (const type of ['online', 'offline']) globalThis[method]?.(type, syncOnline);
  };

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

  /** The choice of networks the files were last checked under (`checkKey`). */
  let checkedKey = checkKey(initial);

  /**
   * The choice of networks changed: a refused file runs again (and is checked again on its way);
   * a file already past its check gets its new verdicts, and keeps going whatever they say.
   */
  function recheck() {
    for (const job of jobs.values()) {
      const { check } = job;
      if (!check || !running.has(job)) {
        if (job.item.status === 'refused') {
          apply(job, { type: 'wait' });
          release(job);
        } else if (check) update(job, check.facts);
      }
      // A file still on its way to its ticket is checked by its run, under the choice of the moment.
    }
    settle();
  }

  /** New verdicts for a file past its check, from the facts already read. */
  function update(job: Job, facts: NonNullable<Job['check']>['facts']) {
    if (!options.networks) {
      job.check = undefined;
      apply(job, { type: 'check' });
      return;
    }
    const key = checkKey(options);
    void checkUpload(job.item.file, options, new AbortController().signal, job.fit?.fitted?.facts ?? facts).then(
      (check) => {
        if (jobs.get(job.item.id) !== job || key !== checkKey(options)) return;
        // The verdicts are the file's as it goes (fitted or not); the facts stay the file's as
        // added, which a retry checks and fits again from.
        job.check = { ...check, facts, key };
        apply(job, { type: 'check', verdicts: check.verdicts });
      },
      () => undefined,
    );
  }

  /** Takes jobs off the list (their late answers change nothing). */
  function drop(dropped: Iterable<Job>) {
    for (const job of dropped) {
      halt(job);
      jobs.delete(job.item.id);
      admission.release(job.key);
      moved.delete(job);
      changed(job.item.id, true);
    }
    ids = [...jobs.keys()];
    settle(true);
  }

  const store: UploadStore = {
    getItemIds: () => ids,
    getItem: (id) => jobs.get(id)?.item,
    getItems: () => (itemList ??= ids.map((id) => jobs.get(id)!.item)),
    getTotals: () => (totals ??= computeTotals(store.getItems())),
    getRejections: () => rejections,
    isUploading: () => uploading,
    isOffline: () => offline,

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
        const job: Job = { item: createItem(`upload-${(sequence += 1)}`, verdict.file, verdict.contentType), key: verdict.key, attempts: 0 };
        jobs.set(job.item.id, job);
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
      for (const job of jobs.values()) if (job.item.status === 'queued') release(job);
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
      halt(job);
      job.attempts = 0;
      job.refreshed = false;
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
