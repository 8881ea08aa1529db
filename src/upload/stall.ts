import { SocialKitError } from '../client/errors.js';
import { UPLOAD_OPERATION } from './errors.js';
import { later } from './timer.js';

/**
 * How long a PUT that has started sending may go without storage taking another byte before it
 * is given up and sent again. While bytes move, XMLHttpRequest reports progress many times a
 * second, and even a slow mobile link takes a socket buffer's worth within seconds. A connection
 * that says nothing for half a minute has gone without a reset the browser would notice (a wifi
 * hand-over, a NAT that forgot the flow): left alone, it would hold its PUT slot, and every file
 * behind it, for good.
 */
export const STALL_TIMEOUT_MS = 30_000;

const stallError = () => new SocialKitError({ kind: 'timeout', operation: UPLOAD_OPERATION, message: 'No bytes reached storage for too long.' });

/**
 * A watchdog over one PUT: `guard` settles with the PUT, or rejects with a `timeout` error (and
 * aborts the PUT) once `ms` pass with no new bytes told to `progress`. The race does not wait for
 * the PUT to honour its signal. `ms` of 0 (or not a number) watches nothing.
 *
 * The watch starts with the first bytes. A PUT that has reported none may be unable to: Chrome
 * fires no upload progress for a request a service worker handles, and a watch from the start
 * would give up every long upload of such an app. Little is lost: a connected PUT reports its
 * first bytes at once (they fill the socket's buffer), and one that cannot connect fails by itself.
 */
export function watchStall(ms: number, controller: AbortController) {
  const on = ms > 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let most = 0;
  let ended = false;
  let stall = (_error: SocialKitError) => {};
  const stalled = new Promise<never>((_resolve, reject) => (stall = reject));
  const stop = () => {
    ended = true;
    clearTimeout(timer);
  };
  const arm = () => {
    clearTimeout(timer);
    timer = later(() => {
      stall(stallError());
      controller.abort();
    }, ms);
  };
  // A cancel, an unmount or a restart ends the watch with the PUT.
  controller.signal.addEventListener('abort', stop, { once: true });

  return {
    /** Bytes storage has taken; true when that is more than before (a repeat is no progress). */
    progress(loaded: number): boolean {
      if (loaded <= most) return false;
      most = loaded;
      if (on && !ended) arm();
      return true;
    },
    guard: <T>(run: Promise<T>): Promise<T> => (on ? Promise.race([run, stalled]).finally(stop) : run),
  };
}
