import type { UploadStep } from './types.js';
import { later } from './timer.js';

/** In the order a pump fills them: confirms first (they finish files), then PUTs, then tickets ahead, then fittings. */
const STEPS: readonly UploadStep[] = ['confirm', 'put', 'ticket', 'fit'];

interface Waiter {
  /** What the file needs now: asked when it gets in line, and again when its turn comes. */
  need: () => UploadStep;
  grant: (step: UploadStep) => void;
}

/**
 * Who runs when, and nothing else: it knows no item, only places. Each step has `limit()` slots
 * of its own (fitting one), so storage never idles while the service answers: the PUTs hold the slots that
 * count, the next files' tickets are fetched while they run (at most `limit()` tickets held or on
 * their way beyond the PUTs), and confirms run beside them. No step starts while `canRun(step)`
 * says no (detached; offline, for the steps that need the network): the store's answers, read at
 * every pump.
 *
 * A file holds one place at a time: a slot, a place in a line, or a retry timer. Asking for
 * another gives the one it had up; `leave` gives it up for good.
 */
export function createQueue<Who>(limit: () => number, canRun: (step: UploadStep) => boolean) {
  const bySteps = <T>(make: () => T): Record<UploadStep, T> => ({ confirm: make(), put: make(), ticket: make(), fit: make() });
  /** Files waiting for a slot, by the step they asked for, in order. */
  const lines = bySteps(() => new Map<Who, Waiter>());
  /** Files holding a slot, by step. */
  const slots = bySteps(() => new Set<Who>());
  const timers = new Map<Who, ReturnType<typeof setTimeout>>();

  /** Gives each line's first files the slots free now. */
  function pump() {
    const most = Math.max(1, limit());
    for (const step of STEPS) {
      if (!canRun(step)) continue;
      for (const [file, { need, grant }] of lines[step]) {
        // Tickets count those held for a PUT slot too. Images are fitted one at a time: the fitter
        // keeps a core busy, and the files behind it read `queued`, not all "Resizing…" at once.
        if (slots[step].size + (step === 'ticket' ? lines.put.size : 0) >= (step === 'fit' ? 1 : most)) break;
        lines[step].delete(file);
        // A ticket that ran out while its file waited for a PUT slot is replaced first; the file
        // was counted among the tickets ahead meanwhile, so that slot is its own.
        const granted = need();
        slots[granted].add(file);
        grant(granted);
      }
    }
  }

  /** Gives up the file's place, takes the new one `wait` makes, and serves the lines. */
  function place<T>(file: Who, wait: (settle: (value: T) => void) => void): Promise<T> {
    for (const step of STEPS) {
      lines[step].delete(file);
      slots[step].delete(file);
    }
    clearTimeout(timers.get(file));
    timers.delete(file);
    const settled = new Promise(wait);
    pump();
    return settled;
  }

  return {
    pump,

    /**
     * In line for the slot of what the file needs (`ahead` of the others, to keep a place it
     * had); resolves with the step it got.
     */
    take: (file: Who, need: () => UploadStep, ahead = false): Promise<UploadStep> =>
      place(file, (grant) => {
        const step = need();
        const waiter = { need, grant };
        lines[step] = ahead ? new Map([[file, waiter], ...lines[step]]) : lines[step].set(file, waiter);
      }),

    /** Out of line for `ms`, holding nothing: an automatic retry's wait. */
    sleep: (file: Who, ms: number): Promise<void> => place(file, (wake) => timers.set(file, later(wake, ms))),

    /** Gives up the file's place for good: whatever it waited for never comes. */
    leave: (file: Who): void => void place(file, () => {}),

    /** The files holding a slot of the step now. */
    holding: (step: UploadStep): ReadonlySet<Who> => slots[step],
  };
}
