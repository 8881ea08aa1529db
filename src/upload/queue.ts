import { asksToWaitLonger, backoffDelay } from '../client/backoff.js';
import type { MediaRecord, UploadTicket } from '../client/types.js';
import { SocialKitError, isRetryableError, isSocialKitError } from '../client/errors.js';
import { callback } from './callback.js';
import { isUploadUrlExpiredError } from './errors.js';
import type { UploadEvent } from './reducer.js';
import { STALL_TIMEOUT_MS, watchStall } from './stall.js';
import { nextStep, runStep, type Job, type Step } from './steps.js';
import { MAX_TIMER_MS, later } from './timer.js';
import type { Unsubscribe, UploadItem, UploadStoreOptions } from './types.js';

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

/**
 * The longest `Retry-After` a file waits out by itself. Unlike a query's (hooks/retry.ts, 30 s,
 * where the wait shows nothing), this wait is on screen: the row says the file failed and will be
 * tried again, and a minute or two of that (a rate limit's usual minute) is fine. Past it the file
 * ends in `error` with `waitUntil`, so the user reads until when, instead of a "trying again soon"
 * that holds for hours (and a setTimeout past 24.8 days, which would fire at once).
 */
export const MAX_UPLOAD_RETRY_WAIT_MS = 120_000;

const browserOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/**
 * Who runs when. Released files wait in line for their next step, and each step has `concurrency`
 * slots of its own, so storage never idles while the service answers: the PUTs hold the slots
 * that count, the next files' tickets are fetched while they run (at most `concurrency` tickets
 * held or on their way beyond the PUTs), and confirms run beside them. Nothing starts while
 * detached or offline; a retryable failure comes back after a backoff, a transfer cut while
 * offline waits for the network. A PUT that stops moving is given up (watchStall) and retried,
 * and one that moved nothing while the browser was offline is sent again as soon as it is back.
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
  /** PUTs in flight when the browser went offline that have reported no bytes since, with their run's generation. */
  const quiet = new Map<Job, number>();

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
    const controller = (job.controller = new AbortController());
    const watch = watchStall(step === 'put' ? (options().stallTimeout ?? STALL_TIMEOUT_MS) : 0, controller);
    const context = {
      ...options(),
      move: apply,
      progress: (loaded: number) => {
        if (!current()) return;
        if (watch.progress(loaded)) quiet.delete(job);
        progress(job, loaded);
      },
    };
    watch.guard(runStep(step, job, context, controller.signal)).then(
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
  function requeue(job: Job, ahead = false) {
    apply(job, { type: 'wait', mediaId: job.ticket?.id });
    const line = waiting[nextStep(job, now())];
    if (!ahead) return void line.add(job);
    const behind = [...line];
    line.clear();
    for (const next of [job, ...behind]) line.add(next);
  }

  /** Stops whatever the job has in flight or scheduled; its late answers are ignored. */
  function halt(job: Job) {
    job.generation += 1;
    job.controller?.abort();
    clearTimeout(job.timer);
    for (const set of all) set.delete(job);
  }

  /** Sends a PUT in flight again from its first byte, with the same ticket, keeping its place (no error, no attempt counted). */
  function restart(job: Job) {
    halt(job);
    requeue(job, true);
  }

  function fail(job: Job, error: SocialKitError) {
    const { retry = 3, retryDelay = backoffDelay, onError } = options();
    const waitUntil = asksToWaitLonger(error, MAX_UPLOAD_RETRY_WAIT_MS) ? now() + error.retryAfterMs! : undefined;
    // Storage's clock says the URL is spent (a slept laptop, a skewed clock): one fresh ticket, a
    // new media id, and the PUT again. Never a loop of them.
    if (!job.refreshed && isUploadUrlExpiredError(error)) {
      job.refreshed = true;
      job.ticket = undefined;
      return requeue(job);
    }
    // A transfer cut while the browser is offline waits for the network instead of failing.
    if ((offline || browserOffline()) && (error.kind === 'network' || error.kind === 'timeout')) return requeue(job);
    if (isRetryableError(error) && job.attempts < retry && waitUntil === undefined) {
      // An app's retryDelay may ask for longer than a timer counts: it gets the longest one.
      const delay = Math.min(MAX_TIMER_MS, Math.max(0, retryDelay((job.attempts += 1), error)));
      apply(job, { type: 'fail', error, retryAt: now() + delay });
      delayed.add(job);
      job.timer = later(() => {
        delayed.delete(job);
        requeue(job);
        pump();
      }, delay);
      return;
    }
    callback(onError, error, apply(job, { type: 'fail', error, ...(waitUntil !== undefined && { waitUntil }) }));
  }

  /**
   * Follows the browser's online state; going back online resumes the queue. A PUT that took no
   * byte while the browser was offline most likely rides a connection that died without a reset
   * the browser noticed: it is sent again at once rather than after the stall timeout.
   */
  function syncOnline() {
    if (offline === browserOffline()) return;
    offline = !offline;
    if (offline) for (const job of flights.put) quiet.set(job, job.generation);
    else {
      for (const [job, generation] of quiet) if (job.generation === generation && flights.put.has(job)) restart(job);
      quiet.clear();
    }
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
