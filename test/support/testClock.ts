import { TRANSFER } from './patience.js';

/**
 * A clock the test moves, for the windows of an upload in real Chromium (a stalled PUT's watch, the
 * wait before a retry): on a loaded machine a window on wall time opens when it should not, and
 * the test's outcome then depends on how fast the machine is.
 *
 * Only setTimeout and clearTimeout are faked: the upload store's timers are setTimeout
 * (`later`, src/upload/timer.ts; the frame batcher's fallback, src/upload/frame.ts), and nothing
 * else needs to stop. Bytes, XHR progress, animation frames, React and `Date` stay real. Call
 * `vi.useRealTimers()` in a `finally`, before the test's cleanup unmounts anything.
 *
 * While it is installed, wait with `seen`, not `vi.waitFor` or `expect.poll` (both move a faked
 * clock by their interval at every try, so the clock would move with the machine's speed
 * again), nor Testing Library's `waitFor` / `findBy*` (they wait on setTimeout, which no longer
 * runs by itself).
 */
export function useTestClock() {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
}

/** Resolves after `count` animation frames: what the upload store told its listeners by then is on screen. */
export async function frames(count: number) {
  for (let left = count; left > 0; left -= 1) await new Promise(requestAnimationFrame);
}

/**
 * Waits, a frame at a time, until `check` stops throwing (or rejecting), and throws its last
 * error once `timeout` ms have passed (real time: a limit for a hung test, never part of what is
 * tested). It leaves a faked clock where it is.
 */
export async function seen(check: () => unknown, { timeout } = TRANSFER) {
  const end = performance.now() + timeout;
  for (;;) {
    try {
      await check();
      return;
    } catch (error) {
      if (performance.now() > end) throw error;
    }
    await frames(1);
  }
}
