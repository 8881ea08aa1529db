import type { UploadStoreOptions } from './options.js';
import type { createQueue } from './queue.js';
import type { JobEvent, JobState } from './reducer.js';
import type { UploadItem, UploadStep } from './types.js';

/** A listed file, as the engine holds it: never in React state. */
export interface Job {
  /** The file's state, replaced (never changed) by `jobReducer` on every move. */
  state: JobState;
  /** What makes a second drop of this file a duplicate; none when duplicates are allowed. */
  readonly key: string | undefined;
  /**
   * The request in flight (one per step, so a stalled PUT is aborted alone). Not state: a handle
   * to abort, which no render reads; `halt` and the offline watch (transfer.ts) reach it here.
   */
  controller?: AbortController;
  /** With `persist`: the id its record is kept under on the device (keep.ts). */
  keptAs?: string;
}

export type Queue = ReturnType<typeof createQueue<Job>>;

/**
 * What one run of a file (runs.ts's `run`) hands to its parts, prepare.ts and transfer.ts: the
 * file, the store's options and clock, and the run's own ways to wait, ask and end, each of which
 * does nothing once the run is halted.
 */
export interface Run {
  job: Job;
  options: () => UploadStoreOptions;
  now: () => number;
  queue: Queue;
  /** Moves the file through the reducer; listeners hear of it on the next frame. */
  apply: (event: JobEvent) => UploadItem;
  /** The run is over: halts it, moves the file (done, or failed for good), then `report`s, then settles the list. */
  end: (event: JobEvent, report?: (item: UploadItem) => void) => void;
  /** Every await of the run goes through here: once the run is halted, it never settles. */
  unlessHalted: <T>(promise: Promise<T>) => Promise<T>;
  /** One request of the file's, with a controller of its own: `halt` aborts it, and so does a stalled PUT's watch. */
  call: <T>(send: (controller: AbortController) => Promise<T>) => Promise<T>;
  /** In line for the step `need` names; the first time, ahead of the others when the run keeps a place it had. */
  take: (need: () => UploadStep) => Promise<UploadStep>;
  /** Bytes storage has taken on the file's PUT; the item shows them on the next frame. */
  moved: (loaded: number) => void;
}
