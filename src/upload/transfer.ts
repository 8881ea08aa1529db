import { asksToWaitLonger, backoffDelay } from '../client/backoff.js';
import { isRetryableError, type SocialKitError } from '../client/errors.js';
import { callback } from './callback.js';
import { asSocialKitError, isUploadUrlExpiredError } from './errors.js';
import type { Job, Queue, Run } from './job.js';
import type { UploadStoreOptions } from './options.js';
import { xhrPut, type PutRequest } from './put.js';
import { nextStep, ticketOf } from './reducer.js';
import { STALL_TIMEOUT_MS, watchStall } from './stall.js';
import { MAX_TIMER_MS } from './timer.js';

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
 * Moves a prepared file: each pass waits in line for the step it needs next (ticket, PUT,
 * confirm), says so in its item, and awaits the answer. A failure leads back into line (at once,
 * after a backoff, or once the network is back) or ends the file in `error`. Resolves once the
 * run has ended (done or failed for good); a halted run never resolves.
 */
export async function transfer(run: Run, network: Network): Promise<void> {
  const { job, options, now, apply, call } = run;
  /** The ticket arrived in this very task: see nextStep. */
  let fresh = false;
  for (;;) {
    // Back in line. A file with nothing in flight reads `queued`, whatever it holds: one with
    // its ticket waiting for a PUT slot is neither asking for a ticket nor sending bytes (a
    // stored one keeps its bytes counted). With a slot free, the step starts before the next
    // frame, so listeners never see that `queued`.
    apply({ type: 'wait' });
    const granted = run.take(() => nextStep(job.state, now(), fresh));
    fresh = false;
    const { item } = job.state;
    try {
      const step = await granted;
      if (step === 'ticket') {
        apply({ type: 'request' });
        const ticket = await call(({ signal }) => options().client.requestUploadTicket({ filename: item.file.name, contentType: item.contentType }, { signal }));
        apply({ type: 'ticketed', ticket });
        fresh = true;
      } else if (step === 'put') {
        const { id: mediaId, uploadUrl: url } = ticketOf(job.state)!;
        apply({ type: 'upload', mediaId });
        await call((controller) =>
          watchedPut(options(), controller, { url, body: item.file, contentType: item.contentType }, (loaded, moved) => {
            if (job.controller !== controller) return;
            if (moved) network.heard(controller);
            run.moved(loaded);
          }),
        );
        // Storage has the whole file: that is true now, whenever the confirm gets to run.
        apply({ type: 'stored' });
      } else {
        const mediaId = ticketOf(job.state)!.id;
        apply({ type: 'confirm', mediaId });
        const media = await call(({ signal }) => options().client.confirmUpload({ mediaId, size: item.size }, { signal }));
        return run.end({ type: 'done', media }, (done) => callback(options().onUploaded, media, done));
      }
    } catch (caught) {
      const error = asSocialKitError(caught);
      const { onError } = options();
      const waitUntil = asksToWaitLonger(error, MAX_UPLOAD_RETRY_WAIT_MS) ? now() + error.retryAfterMs! : undefined;
      const delay = retryDelayFor(error, job.state.attempts, options());
      if (!job.state.refreshed && isUploadUrlExpiredError(error)) {
        // Storage's clock says the URL is spent (a slept laptop, a skewed clock): one fresh
        // ticket, a new media id, and the PUT again. Never a loop of them.
        apply({ type: 'expired' });
      } else if (network.waits(error)) {
        // A transfer cut while the browser is offline waits in line for the network instead of failing.
      } else if (delay !== undefined) {
        apply({ type: 'backoff', error, retryAt: now() + delay });
        await run.unlessHalted(run.queue.sleep(job, delay));
      } else {
        return run.end({ type: 'fail', error, ...(waitUntil !== undefined && { waitUntil }) }, (failed) => callback(onError, error, failed));
      }
    }
  }
}

/**
 * How long to wait before trying a failed step again, or `undefined` when it is not tried again:
 * a failure worth trying again (the network, a timeout, a 5xx, a rate limit), `attempts` fewer
 * than `retry`, and no `Retry-After` past `MAX_UPLOAD_RETRY_WAIT_MS`. An app's `retryDelay` may
 * ask for longer than a timer counts: it gets the longest one. The files' steps and a cover
 * image's (coverImage.ts) follow it.
 */
export function retryDelayFor(error: SocialKitError, attempts: number, { retry = 3, retryDelay = backoffDelay }: UploadStoreOptions): number | undefined {
  if (!isRetryableError(error) || attempts >= retry || asksToWaitLonger(error, MAX_UPLOAD_RETRY_WAIT_MS)) return undefined;
  return Math.min(MAX_TIMER_MS, Math.max(0, retryDelay(attempts + 1, error)));
}

/**
 * A PUT with the app's transport (or XMLHttpRequest), given up and retried like a timeout when it
 * stops moving (stall.ts). `progress` hears each report, and whether bytes moved since the last.
 */
export function watchedPut(
  options: UploadStoreOptions,
  controller: AbortController,
  request: Omit<PutRequest, 'signal' | 'onProgress'>,
  progress: (loaded: number, moved: boolean) => void,
): Promise<void> {
  const watch = watchStall(options.stallTimeout ?? STALL_TIMEOUT_MS, controller);
  return watch.guard((options.put ?? xhrPut)({ ...request, signal: controller.signal, onProgress: (loaded) => progress(loaded, watch.progress(loaded)) }));
}

/** The browser's online state, as the transfers follow it. */
export type Network = ReturnType<typeof createNetwork>;

/**
 * Follows the browser's online state while attached (`follow`); a change tells `changed`, and
 * going back online resumes the queue. A PUT that took no byte while the browser was offline most
 * likely rides a connection that died without a reset the browser noticed: going back online,
 * `resend` sends it again at once rather than after the stall timeout, keeping its place (no
 * error, no attempt counted).
 */
export function createNetwork(queue: Queue, resend: (job: Job) => void, changed: () => void) {
  let offline = false;
  /** The requests of the PUTs in flight when the browser went offline that have reported no bytes since. */
  const quiet = new Set<AbortController | undefined>();

  function sync() {
    const going = browserOffline();
    if (offline === going) return;
    if (going) for (const job of queue.holding('put')) quiet.add(job.controller);
    else {
      // Still counted offline meanwhile, so the slot each gives up waits for it, ahead of the line.
      for (const job of [...queue.holding('put')]) if (quiet.has(job.controller)) resend(job);
      quiet.clear();
    }
    offline = going;
    changed();
  }

  return {
    isOffline: () => offline,
    /** Starts (and reads the state now) or stops listening; listening twice keeps one listener, as the browser does. */
    follow(listening: boolean) {
      for (const type of ['online', 'offline']) globalThis[listening ? 'addEventListener' : 'removeEventListener']?.(type, sync);
      if (listening) sync();
    },
    /** Bytes moved on this PUT: its connection is alive. */
    heard: (controller: AbortController): void => void quiet.delete(controller),
    /** A transfer cut while the browser is offline waits in line for the network instead of failing. */
    waits: (error: SocialKitError): boolean => (offline || browserOffline()) && (error.kind === 'network' || error.kind === 'timeout'),
  };
}
