import { backoffDelay } from '../client/backoff.js';
import { SocialKitError, isRetryableError, isSocialKitError } from '../client/errors.js';
import { callback } from './callback.js';
import type { UploadEvent } from './reducer.js';
import { runSteps, type Job } from './steps.js';
import type { Unsubscribe, UploadItem } from './types.js';
import type { UploadStoreOptions } from './store.js';

/** What the queue needs from the store around it. */
export interface QueueHost {
  /** The options as they are now: limits and callbacks are read at call time. */
  options: () => UploadStoreOptions;
  now: () => number;
  apply: (job: Job, event: UploadEvent) => UploadItem;
  progress: (job: Job, loaded: number) => void;
  /** The queue moved (and the list with it when `listChanged`): recount and tell. */
  settle: (listChanged?: boolean) => void;
}

const asError = (error: unknown): SocialKitError =>
  isSocialKitError(error) ? error : new SocialKitError({ kind: 'protocol', message: String(error), cause: error });

const browserOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/**
 * Who runs when: released files wait in line and start `concurrency` at a time while the store is
 * attached and the browser online; a retryable failure comes back after a backoff, a transfer cut
 * while offline waits for the network.
 */
export function createQueue({ options, now, apply, progress, settle }: QueueHost) {
  /** Released and waiting for a slot, in order (a Set keeps insertion order). */
  const waiting = new Set<Job>();
  const running = new Set<Job>();
  /** Waiting for an automatic retry. */
  const delayed = new Set<Job>();
  let attachments = 0;
  let offline = false;

  /** Starts waiting files while there is room; then settles. */
  function pump(listChanged?: boolean) {
    for (const job of waiting) {
      if (!attachments || offline || running.size >= Math.max(1, options().concurrency ?? 3)) break;
      waiting.delete(job);
      void run(job);
    }
    settle(listChanged);
  }

  function requeue(job: Job) {
    apply(job, { type: 'wait' });
    waiting.add(job);
  }

  /** Stops whatever the job has in flight or scheduled; its late answers are ignored. */
  function halt(job: Job) {
    job.generation += 1;
    job.controller?.abort();
    clearTimeout(job.timer);
    running.delete(job);
    waiting.delete(job);
    delayed.delete(job);
  }

  async function run(job: Job) {
    const generation = (job.generation += 1);
    const current = () => job.generation === generation;
    job.controller = new AbortController();
    running.add(job);
    try {
      const media = await runSteps(job, { ...options(), now, move: apply, progress }, job.controller.signal, current);
      if (!media) return;
      running.delete(job);
      callback(options().onUploaded, media, apply(job, { type: 'done', media }));
    } catch (error) {
      if (!current()) return;
      running.delete(job);
      fail(job, asError(error));
    }
    pump();
  }

  function fail(job: Job, error: SocialKitError) {
    const { retry = 3, retryDelay = backoffDelay, onError } = options();
    // A transfer cut while the browser is offline waits for the network instead of failing.
    if ((offline || browserOffline()) && (error.kind === 'network' || error.kind === 'timeout')) return requeue(job);
    if (isRetryableError(error) && job.attempts < retry) {
      const delay = Math.max(0, retryDelay((job.attempts += 1), error));
      apply(job, { type: 'fail', error, retryAt: now() + delay });
      delayed.add(job);
      job.timer = setTimeout(() => {
        delayed.delete(job);
        requeue(job);
        pump();
      }, delay);
      return;
    }
    callback(onError, error, apply(job, { type: 'fail', error }));
  }

  /** Follows the browser's online state; going back online resumes the queue. */
  function syncOnline() {
    if (offline === browserOffline()) return;
    offline = !offline;
    pump(true);
  }

  const listenOnline = (method: 'addEventListener' | 'removeEventListener') => {
    for (const type of ['online', 'offline']) globalThis[method]?.(type, syncOnline);
  };

  return {
    pump,
    halt,
    requeue,
    release: (job: Job) => void waiting.add(job),
    busy: () => running.size + waiting.size + delayed.size > 0,
    offline: () => offline,

    /** See UploadStore.attach. */
    attach: (): Unsubscribe => {
      attachments += 1;
      // Once for every attachment: the browser keeps a single copy of the same listener.
      listenOnline('addEventListener');
      syncOnline();
      pump();

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
          for (const job of running) {
            // A confirm in flight is left to land: cutting it could confirm twice on resume.
            if (job.item.status === 'confirming') continue;
            halt(job);
            requeue(job);
          }
          settle();
        });
      };
    },
  };
}
