import { backoffDelay } from '../client/backoff.js';
import { SocialKitError, isRetryableError, isSocialKitError } from '../client/errors.js';
import type { UploadTicket } from '../client/types.js';
import { parseAccept } from './accept.js';
import { checkFile, fileKey } from './checks.js';
import { uploadContentType } from './contentType.js';
import { isUploadUrlExpiredError } from './errors.js';
import { createFrameBatcher } from './frame.js';
import { xhrPut } from './put.js';
import { createItem, uploadReducer, type UploadEvent } from './reducer.js';
import { TotalsCounter } from './totals.js';
import type {
  UploadClient,
  UploadItem,
  UploadOptions,
  UploadRejection,
  UploadStep,
  UploadStore,
  UploadTotals,
} from './types.js';

export interface UploadStoreOptions extends UploadOptions {
  client: UploadClient;
  /** Clock for ticket expiry and retry times. */
  now?: () => number;
}

/** A ticket this close to its end is replaced before the PUT rather than after a 403. */
const TICKET_MARGIN_MS = 30_000;

/** What the engine keeps per file beside the public item: never in React state. */
interface Job {
  id: string;
  key: string | undefined;
  file: File;
  ticket: UploadTicket | undefined;
  /** Storage has this ticket's object: a retry confirms only. */
  uploaded: boolean;
  /** Automatic retries used on the current step (a step that succeeds resets it). */
  attempts: number;
  /** The one fresh ticket after an expired URL has been used, in this run. */
  refreshed: boolean;
  /** Bumped whenever a run is abandoned, so its late answers change nothing. */
  generation: number;
  controller: AbortController | undefined;
  timer: ReturnType<typeof setTimeout> | undefined;
}

let sequence = 0;

/**
 * Runs an app callback so that its exception cannot leave an upload half-done: the engine goes
 * on, and the error is thrown again on its own, where the app's error reporting sees it.
 */
function callback<A extends unknown[]>(fn: ((...args: A) => void) | undefined, ...args: A): void {
  if (!fn) return;
  try {
    fn(...args);
  } catch (error) {
    queueMicrotask(() => {
      throw error;
    });
  }
}

const asError = (error: unknown): SocialKitError =>
  isSocialKitError(error)
    ? error
    : new SocialKitError({ kind: 'protocol', message: error instanceof Error ? error.message : String(error), cause: error });

function browserOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/**
 * The upload queue: a ticket, the PUT, the confirm for each file, `concurrency` at a time, with
 * retries that resume from the step that failed. Creating it has no side effect (StrictMode
 * throws one away); it runs while attached.
 */
export function createUploadStore(initial: UploadStoreOptions): UploadStore {
  let options: UploadStoreOptions = initial;
  const now = () => (options.now ?? Date.now)();
  const storeId = (sequence += 1);
  let itemSequence = 0;

  const items = new Map<string, UploadItem>();
  const jobs = new Map<string, Job>();
  let ids: readonly string[] = [];
  let itemList: readonly UploadItem[] | undefined;
  let rejections: readonly UploadRejection[] = [];
  /** Keys of listed files, and of files between the checks and the end of `validate`. */
  const keys = new Map<string, string>();
  const reservedKeys = new Set<string>();
  let reservedSlots = 0;

  /** Released and waiting for a slot, in order (a Set keeps insertion order). */
  const waiting = new Set<Job>();
  const running = new Set<Job>();
  let scheduledRetries = 0;
  let attachments = 0;
  let detachTimer: ReturnType<typeof setTimeout> | undefined;
  let offline = false;
  let uploading = false;
  let completeReported = false;

  const listeners = new Set<() => void>();
  const itemListeners = new Map<string, Set<() => void>>();
  const totalsListeners = new Set<() => void>();
  let counter = new TotalsCounter();
  let totals: UploadTotals = counter.snapshot();
  let totalsDirty = false;
  const pendingProgress = new Map<string, number>();

  const emit = (set: Iterable<() => void> | undefined) => {
    if (set) for (const listener of [...set]) listener();
  };

  let flushing = false;
  const frame = createFrameBatcher(() => {
    flushing = true;
    try {
      for (const [id, loaded] of pendingProgress) {
        pendingProgress.delete(id);
        apply(id, { type: 'progress', loaded }, false);
      }
    } finally {
      flushing = false;
    }
    if (totalsDirty) {
      totalsDirty = false;
      totals = counter.snapshot();
      emit(totalsListeners);
    }
  });

  const readUploading = () => running.size + waiting.size + scheduledRetries > 0;

  /** Recomputes the list-level flags; tells list subscribers when one moved; reports a settled queue. */
  function refresh(listChanged = false) {
    const nextUploading = readUploading();
    const changed = listChanged || nextUploading !== uploading;
    uploading = nextUploading;
    if (uploading) completeReported = false;
    if (changed) emit(listeners);
    if (!uploading && !completeReported) reportComplete();
  }

  function reportComplete() {
    const list = store.getItems();
    const counted = list.filter((item) => item.status !== 'canceled');
    if (!counted.length || !counted.every((item) => item.status === 'done')) return;
    completeReported = true;
    callback(options.onComplete, counted.flatMap((item) => (item.status === 'done' ? [item.media] : [])));
  }

  /** Moves one item through the reducer; tells its subscribers now and the totals on the next frame. */
  function apply(id: string, event: UploadEvent, flushProgress = true): UploadItem | undefined {
    const previous = items.get(id);
    if (!previous) return undefined;
    // A state change makes any progress still waiting for the frame stale.
    if (flushProgress) pendingProgress.delete(id);
    const next = uploadReducer(previous, event);
    if (next === previous) return previous;
    items.set(id, next);
    itemList = undefined;
    counter.replace(previous, next);
    totalsDirty = true;
    // Totals go out at the end of the flush that is running, or with the next frame.
    if (!flushing) frame.schedule();
    emit(itemListeners.get(id));
    return next;
  }

  const canRun = () => attachments > 0 && !offline;

  function pump() {
    if (!canRun()) return;
    const concurrency = Math.max(1, options.concurrency ?? 3);
    for (const job of waiting) {
      if (running.size >= concurrency) break;
      waiting.delete(job);
      if (items.get(job.id)?.status === 'queued') void run(job);
    }
    refresh();
  }

  function enqueue(job: Job) {
    waiting.delete(job);
    waiting.add(job);
  }

  /** Stops whatever the job has in flight or scheduled; its late answers are ignored. */
  function halt(job: Job) {
    job.generation += 1;
    job.controller?.abort();
    job.controller = undefined;
    running.delete(job);
    waiting.delete(job);
    if (job.timer !== undefined) {
      clearTimeout(job.timer);
      job.timer = undefined;
      scheduledRetries -= 1;
    }
  }

  const ticketUsable = (ticket: UploadTicket | undefined): ticket is UploadTicket =>
    ticket !== undefined && ticket.expiresAt - TICKET_MARGIN_MS > now();

  async function run(job: Job) {
    const generation = (job.generation += 1);
    const controller = new AbortController();
    const { signal } = controller;
    job.controller = controller;
    running.add(job);
    const current = () => job.generation === generation;
    const put = options.put ?? xhrPut;
    let step: UploadStep = 'ticket';

    try {
      for (;;) {
        if (!job.uploaded) {
          if (!ticketUsable(job.ticket)) {
            step = 'ticket';
            apply(job.id, { type: 'request' });
            const ticket = await options.client.requestUploadTicket({ filename: job.file.name, contentType: contentTypeOf(job) }, { signal });
            if (!current()) return;
            job.ticket = ticket;
            // Retries are for failures in a row: a step that succeeds starts the count again.
            job.attempts = 0;
          }
          step = 'put';
          const { ticket } = job;
          apply(job.id, { type: 'upload', mediaId: ticket.id });
          try {
            await put({
              url: ticket.uploadUrl,
              body: job.file,
              contentType: contentTypeOf(job),
              signal,
              onProgress: (loaded) => {
                if (!current()) return;
                pendingProgress.set(job.id, loaded);
                frame.schedule();
              },
            });
          } catch (error) {
            // Storage's clock says the URL is spent (a slept laptop, a skewed clock): one fresh
            // ticket, a new media id, and the PUT again. Never a loop of them.
            if (current() && isUploadUrlExpiredError(error) && !job.refreshed) {
              job.refreshed = true;
              job.ticket = undefined;
              continue;
            }
            throw error;
          }
          if (!current()) return;
          job.uploaded = true;
          job.attempts = 0;
        }
        step = 'confirm';
        const mediaId = job.ticket!.id;
        apply(job.id, { type: 'confirm', mediaId });
        const media = await options.client.confirmUpload({ mediaId, size: job.file.size }, { signal });
        if (!current()) return;
        running.delete(job);
        job.controller = undefined;
        const item = apply(job.id, { type: 'done', media });
        if (item?.status === 'done') callback(options.onUploaded, media, item);
        return;
      }
    } catch (error) {
      if (current()) fail(job, asError(error), step);
    } finally {
      if (current()) {
        running.delete(job);
        job.controller = undefined;
      }
      pump();
    }
  }

  function fail(job: Job, error: SocialKitError, step: UploadStep) {
    running.delete(job);
    job.controller = undefined;
    // A transfer cut while the browser is offline waits for the network instead of failing.
    if ((offline || browserOffline()) && (error.kind === 'network' || error.kind === 'timeout')) {
      apply(job.id, { type: 'wait' });
      enqueue(job);
      return;
    }
    const retries = options.retry ?? 3;
    if (isRetryableError(error) && job.attempts < retries) {
      job.attempts += 1;
      const delay = Math.max(0, (options.retryDelay ?? backoffDelay)(job.attempts, error));
      apply(job.id, { type: 'fail', error, step, retryAt: now() + delay });
      scheduledRetries += 1;
      const generation = job.generation;
      job.timer = setTimeout(() => {
        job.timer = undefined;
        scheduledRetries -= 1;
        if (job.generation !== generation) return;
        apply(job.id, { type: 'wait' });
        enqueue(job);
        pump();
      }, delay);
      return;
    }
    const item = apply(job.id, { type: 'fail', error, step });
    if (item?.status === 'error') callback(options.onError, error, item);
  }

  const contentTypeOf = (job: Job) => items.get(job.id)?.contentType ?? uploadContentType(job.file);

  async function validate(file: File): Promise<string | undefined> {
    const check = options.validate;
    if (!check) return undefined;
    try {
      const verdict = await check(file);
      return typeof verdict === 'string' && verdict ? verdict : undefined;
    } catch (error) {
      // A validator that throws refuses the file rather than letting it through unchecked.
      return error instanceof Error && error.message ? error.message : String(error);
    }
  }

  const store: UploadStore = {
    getItemIds: () => ids,
    getItem: (id) => items.get(id),
    getItems: () => (itemList ??= ids.map((id) => items.get(id)!)),
    getTotals: () => totals,
    getRejections: () => rejections,
    isUploading: () => uploading,
    isOffline: () => offline,

    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    subscribeItem(id, listener) {
      let set = itemListeners.get(id);
      if (!set) itemListeners.set(id, (set = new Set()));
      set.add(listener);
      return () => {
        set.delete(listener);
        if (!set.size && itemListeners.get(id) === set) itemListeners.delete(id);
      };
    },
    subscribeTotals(listener) {
      totalsListeners.add(listener);
      return () => totalsListeners.delete(listener);
    },

    async add(input) {
      const files = Array.from(input as ArrayLike<File>);
      const limits = { accept: parseAccept(options.accept), minSize: options.minSize, maxSize: options.maxSize };
      const listed = [...items.values()].filter((item) => item.status !== 'canceled').length;
      let room = (options.maxFiles ?? Infinity) - listed - reservedSlots;
      const verdicts: (Omit<UploadRejection, 'file'> | { accepted: true; key: string | undefined; contentType: string })[] = [];

      for (const file of files) {
        const contentType = uploadContentType(file);
        const broken = checkFile(file, contentType, limits);
        const key = options.allowDuplicates ? undefined : fileKey(file);
        if (broken) verdicts.push(broken);
        else if (key !== undefined && (keys.has(key) || reservedKeys.has(key))) verdicts.push({ code: 'duplicate' });
        else if (room <= 0) verdicts.push({ code: 'too-many-files', limit: options.maxFiles });
        else {
          // Held now, before awaiting `validate`, so a second drop of the same files meanwhile is a duplicate.
          room -= 1;
          reservedSlots += 1;
          if (key !== undefined) reservedKeys.add(key);
          verdicts.push({ accepted: true, key, contentType });
        }
      }

      const messages = await Promise.all(files.map((file, index) => ('accepted' in verdicts[index]! ? validate(file) : Promise.resolve(undefined))));

      const refused: UploadRejection[] = [];
      const added: string[] = [];
      files.forEach((file, index) => {
        const verdict = verdicts[index]!;
        if (!('accepted' in verdict)) {
          refused.push({ file, ...verdict });
          return;
        }
        reservedSlots -= 1;
        if (verdict.key !== undefined) reservedKeys.delete(verdict.key);
        const message = messages[index];
        if (message !== undefined) {
          refused.push({ file, code: 'validation', message });
          return;
        }
        const id = `upload-${storeId}-${(itemSequence += 1)}`;
        const item = createItem(id, file, verdict.contentType);
        const job: Job = { id, key: verdict.key, file, ticket: undefined, uploaded: false, attempts: 0, refreshed: false, generation: 0, controller: undefined, timer: undefined };
        items.set(id, item);
        jobs.set(id, job);
        if (verdict.key !== undefined) keys.set(verdict.key, id);
        counter.replace(undefined, item);
        added.push(id);
      });

      if (added.length) {
        ids = [...ids, ...added];
        itemList = undefined;
        totalsDirty = true;
        frame.schedule();
        if (options.autoStart ?? true) for (const id of added) enqueue(jobs.get(id)!);
      }
      const rejectionsChanged = refused.length > 0 || rejections.length > 0;
      if (rejectionsChanged) rejections = refused;
      refresh(added.length > 0 || rejectionsChanged);
      if (refused.length) callback(options.onRejected, refused);
      pump();
      return refused;
    },

    start() {
      for (const id of ids) if (items.get(id)?.status === 'queued') enqueue(jobs.get(id)!);
      pump();
    },

    cancel(id) {
      const job = jobs.get(id);
      const item = items.get(id);
      if (!job || !item || item.status === 'done' || item.status === 'canceled') return;
      halt(job);
      apply(id, { type: 'cancel' });
      pump();
    },

    retry(id) {
      const job = jobs.get(id);
      const status = items.get(id)?.status;
      if (!job || (status !== 'error' && status !== 'canceled')) return;
      halt(job);
      job.attempts = 0;
      job.refreshed = false;
      apply(id, { type: 'wait' });
      enqueue(job);
      pump();
    },

    remove(id) {
      const job = jobs.get(id);
      if (!job) return;
      halt(job);
      counter.replace(items.get(id), undefined);
      items.delete(id);
      jobs.delete(id);
      pendingProgress.delete(id);
      if (job.key !== undefined && keys.get(job.key) === id) keys.delete(job.key);
      ids = ids.filter((candidate) => candidate !== id);
      itemList = undefined;
      totalsDirty = true;
      frame.schedule();
      emit(itemListeners.get(id));
      refresh(true);
      pump();
    },

    clear() {
      for (const job of jobs.values()) halt(job);
      const removed = ids;
      items.clear();
      jobs.clear();
      keys.clear();
      pendingProgress.clear();
      ids = [];
      itemList = undefined;
      rejections = [];
      counter = new TotalsCounter();
      totalsDirty = true;
      frame.schedule();
      for (const id of removed) emit(itemListeners.get(id));
      refresh(true);
    },

    setOptions(next) {
      const { client, ...rest } = next;
      const previousConcurrency = options.concurrency;
      options = { ...rest, client: client ?? options.client, now: initial.now };
      // The hook calls this during React's commit: more room in the queue is used after it.
      if (options.concurrency !== previousConcurrency) queueMicrotask(pump);
    },

    attach() {
      attachments += 1;
      clearTimeout(detachTimer);
      detachTimer = undefined;
      const onOnline = () => {
        offline = false;
        emit(listeners);
        pump();
      };
      const onOffline = () => {
        offline = true;
        emit(listeners);
      };
      if (typeof window !== 'undefined') {
        window.addEventListener('online', onOnline);
        window.addEventListener('offline', onOffline);
        if (offline !== browserOffline()) {
          offline = browserOffline();
          emit(listeners);
        }
      }
      pump();

      let attached = true;
      return () => {
        if (!attached) return;
        attached = false;
        attachments -= 1;
        if (typeof window !== 'undefined') {
          window.removeEventListener('online', onOnline);
          window.removeEventListener('offline', onOffline);
        }
        if (attachments > 0) return;
        // StrictMode detaches and attaches again at once: only a detach that lasts stops transfers.
        detachTimer = setTimeout(() => {
          detachTimer = undefined;
          if (attachments > 0) return;
          for (const job of [...running]) {
            // A confirm in flight is left to land: cutting it could confirm twice on resume.
            if (items.get(job.id)?.status === 'confirming') continue;
            halt(job);
            apply(job.id, { type: 'wait' });
            enqueue(job);
          }
          refresh();
        }, 0);
      };
    },
  };
  return store;
}
