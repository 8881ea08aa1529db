import { backoffDelay } from '../client/backoff.js';
import type { MediaRecord, UploadTicket } from '../client/types.js';
import { SocialKitError, isRetryableError, isSocialKitError } from '../client/errors.js';
import { callback } from './callback.js';
import { isUploadUrlExpiredError } from './errors.js';
import type { UploadEvent } from './reducer.js';
import { nextStep, runStep, type Job, type Step } from './steps.js';
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
 * Who runs when. Released files wait in line for their next step, and each step has `concurrency`
 * slots of its own, so storage never idles while the service answers: the PUTs hold the slots
 * that count, the next files' tickets are fetched while they run (at most `concurrency` tickets
 * held or on their way beyond the PUTs), and confirms run beside them. Nothing starts while
 * detached or offline; a retryable failure comes back after a backoff, a transfer cut while
 * offline waits for the network.
 */
export function createQueue({ options, now, apply, progress, settle }: QueueHost) {
  // In the order the pump fills them: confirms first (they finish files), then PUTs, then tickets ahead.
  const bySteps = (): Record<Step, Set<Job>> => ({ confirm: new Set(), put: new Set(), ticket: new Set() });
  /** Released files with nothing in flight, by the step they wait for, in order. */
  const waiting = bySteps();
  /** What each step has in flight. */
  const flights = bySteps();
  /** Waiting for an automatic retry. */
  const delayed = new Set<Job>();
  const all = [delayed, ...Object.values(waiting), ...Object.values(flights)];
  let attachments = 0;
  let offline = false;

  /** Starts what has room; then settles. */
  function pump(listChanged?: boolean) {
    const limit = Math.max(1, options().concurrency ?? 3);
    const time = now();
    for (const step of attachments && !offline ? (Object.keys(waiting) as Step[]) : []) {
      for (const job of waiting[step]) {
        // Tickets count those held for a PUT slot too.
        if (flights[step].size + (step === 'ticket' ? waiting.put.size : 0) >= limit) break;
        // A ticket that ran out while its file waited for a PUT slot is replaced first.
        start(job, step === 'put' ? nextStep(job, time) : step);
      }
    }
    settle(listChanged);
  }

  function start(job: Job, step: Step) {
    const flight = flights[step];
    for (const set of all) set.delete(job);
    flight.add(job);
    const generation = (job.generation += 1);
    const current = () => job.generation === generation;
    job.controller = new AbortController();
    const context = { ...options(), move: apply, progress: (loaded: number) => current() && progress(job, loaded) };
    runStep(step, job, context, job.controller.signal).then(
      (answer) => {
        if (!current()) return;
        flight.delete(job);
        job.attempts = 0;
        if (step === 'confirm') {
          const media = answer as MediaRecord;
          callback(options().onUploaded, media, apply(job, { type: 'done', media }));
        } else {
          if (step === 'ticket') {
            job.ticket = answer as UploadTicket;
            job.fresh = true;
          } else {
            job.uploaded = true;
            // Storage has the whole file: that is true now, whenever the confirm gets to run.
            apply(job, { type: 'confirm', mediaId: job.ticket!.id });
          }
          requeue(job);
        }
        pump();
        job.fresh = false;
      },
      (error: unknown) => {
        if (!current()) return;
        flight.delete(job);
        fail(job, asError(error));
        pump();
      },
    );
  }

  /**
   * Back in line for the next step. A file with nothing in flight reads `queued`, whatever it
   * holds: one with its ticket waiting for a PUT slot is neither asking for a ticket nor sending
   * bytes (a stored one keeps its bytes counted). A step with room starts at once, in the same
   * task, so listeners, told once per frame, never see that `queued`.
   */
  function requeue(job: Job) {
    apply(job, { type: 'wait', mediaId: job.ticket?.id });
    waiting[nextStep(job, now())].add(job);
  }

  /** Stops whatever the job has in flight or scheduled; its late answers are ignored. */
  function halt(job: Job) {
    job.generation += 1;
    job.controller?.abort();
    clearTimeout(job.timer);
    for (const set of all) set.delete(job);
  }

  function fail(job: Job, error: SocialKitError) {
    const { retry = 3, retryDelay = backoffDelay, onError } = options();
    // Storage's clock says the URL is spent (a slept laptop, a skewed clock): one fresh ticket, a
    // new media id, and the PUT again. Never a loop of them.
    if (!job.refreshed && isUploadUrlExpiredError(error)) {
      job.refreshed = true;
      job.ticket = undefined;
      return requeue(job);
    }
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
    /** Lets a listed file run (again `start()` leaves it where it is). */
    release: (job: Job) => void (all.some((set) => set.has(job)) || requeue(job)),
    busy: () => all.some((set) => set.size > 0),
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
          // A confirm in flight is left to land: cutting it could confirm twice on resume.
          for (const job of [...flights.ticket, ...flights.put]) {
            halt(job);
            requeue(job);
          }
          pump();
        });
      };
    },
  };
}
