import type { Job, Run } from './job.js';
import type { UploadStoreOptions } from './options.js';
import { checkAgain, prepare } from './prepare.js';
import { createQueue } from './queue.js';
import type { JobEvent } from './reducer.js';
import { createNetwork, transfer } from './transfer.js';
import type { UploadItem } from './types.js';

/** What the runs need of the store that holds the files. */
export interface RunsHost {
  options: () => UploadStoreOptions;
  now: () => number;
  /** Anything may run: the store is attached. */
  attached: () => boolean;
  /** Moves a file through the reducer (list.ts's `apply`). */
  apply: (job: Job, event: JobEvent) => UploadItem;
  /** Bytes storage has taken on the file's PUT, shown on the next frame. */
  moved: (job: Job, loaded: number) => void;
  /** A run ended (`isUploading` and `onComplete` may have changed), or the list's reads moved. */
  settle: (listChanged?: boolean) => void;
}

/**
 * The files' runs: each released file has one, from release to done, which prepare.ts checks and
 * fits and transfer.ts moves, with queue.ts saying when each step may start. `halt` abandons a
 * run at whatever it awaits: its request is aborted, its place given up, and a late answer never
 * reaches it. test/upload/uploadFlow.node.test.ts follows two files through a run.
 */
export function createRuns(host: RunsHost) {
  const { options, now, apply } = host;
  /** Files on their way (released, and not yet done, failed for good, canceled or removed), each with its run's token. */
  const running = new Map<Job, object>();

  // Fitting is the browser's own work: it goes on offline, not while nobody is there.
  const queue = createQueue<Job>(
    () => options().concurrency ?? 3,
    (step) => host.attached() && (step === 'fit' || !network.isOffline()),
  );
  const network = createNetwork(
    queue,
    (job) => {
      halt(job);
      release(job, true);
    },
    () => {
      queue.pump();
      host.settle(true);
    },
  );

  async function run(job: Job, ahead?: boolean): Promise<void> {
    const self = {};
    running.set(job, self);
    // Once the run is halted (no longer the file's), it waits for good on a promise that never
    // settles, so a late answer (also from a `put` that ignores its signal) changes nothing.
    const unlessHalted = <T>(promise: Promise<T>): Promise<T> => promise.finally(() => running.get(job) !== self && new Promise(() => {}));
    const steps: Run = {
      job,
      options,
      now,
      queue,
      apply: (event) => apply(job, event),
      end(event, report) {
        // Nothing is in flight: aborting the spent request changes nothing.
        halt(job);
        report?.(apply(job, event));
        host.settle();
      },
      unlessHalted,
      call: (send) => unlessHalted(send((job.controller = new AbortController()))),
      take(need) {
        const granted = queue.take(job, need, ahead);
        ahead = false;
        return unlessHalted(granted);
      },
      moved: (loaded) => host.moved(job, loaded),
    };
    // Back in line at once (a retried file no longer reads failed or canceled while it is checked and fitted again).
    apply(job, { type: 'wait' });
    // Without `networks` there is nothing to prepare: the file is in line before this returns.
    if (!options().networks || (await prepare(steps))) await transfer(steps, network);
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

  return {
    queue,
    network,
    release,
    halt,
    /** The file has a run (released, not yet ended). */
    running: (job: Job) => running.has(job),
    /** Something is on its way. */
    busy: () => running.size > 0,

    /**
     * The choice of networks changed: a refused file runs again (and is checked again on its way);
     * a file being fitted starts over; a file already past its check gets its new verdicts, and
     * keeps going whatever they say. A file still on its way to its ticket is checked by its run,
     * under the choice of the moment.
     */
    recheck(jobs: Iterable<Job>, current: (job: Job, key: string) => boolean) {
      for (const job of jobs) {
        // A fitting for the old choice (minutes, for a long video) starts over for the new one, first in its line.
        if (job.state.item.status === 'fitting' && running.has(job)) {
          halt(job);
          release(job, true);
          continue;
        }
        if (job.state.check && running.has(job)) continue;
        if (job.state.item.status === 'refused') {
          apply(job, { type: 'wait' });
          release(job);
        } else if (job.state.check) checkAgain(job, options(), (key) => current(job, key), (event) => apply(job, event));
      }
    },

    /**
     * Nobody is there any more (a detach that lasted): transfers stop, back in line for the next
     * attach. A confirm in flight is left to land: cutting it could confirm twice on resume. A
     * fitting would keep a core busy for nothing: it starts over, first in its line.
     */
    pause() {
      for (const job of [...queue.holding('fit')]) {
        halt(job);
        release(job, true);
      }
      for (const job of [...queue.holding('ticket'), ...queue.holding('put')]) {
        halt(job);
        release(job);
      }
    },
  };
}
