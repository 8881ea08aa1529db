import { createFrameBatcher } from './frame.js';
import type { Job } from './job.js';
import { createNotifier } from './notifier.js';
import { jobReducer, type JobEvent } from './reducer.js';
import { computeTotals } from './totals.js';
import type { UploadItem, UploadTotals } from './types.js';
import type { UploadStore } from './storeApi.js';

/** Notifier channels besides the items' own (item ids start with `upload-`). */
const LIST = 'list';
const TOTALS = 'totals';

/**
 * The listed files, every move of theirs through the reducer, and what is read of them: the items
 * in order, the totals, and the listeners of each. Getters answer at once; listeners hear of it
 * once per animation frame, every channel that changed in the same task, so React commits once
 * per frame however many files moved. Bytes from the PUTs wait for that frame too (the last value
 * wins).
 */
export function createFileList() {
  const jobs = new Map<string, Job>();
  let ids: readonly string[] = [];
  let items: readonly UploadItem[] | undefined;
  let totals: UploadTotals | undefined;
  const notifier = createNotifier();
  /** Bytes reported since the last frame. */
  const moved = new Map<Job, number>();
  const scheduleFrame = createFrameBatcher(() => {
    for (const [job, loaded] of moved) apply(job, { type: 'progress', loaded });
    moved.clear();
    notifier.flush();
  });

  /** Tells that channel's listeners on the next frame; with `itemsMoved`, the list's derived reads are stale. */
  function changed(channel: string, itemsMoved?: boolean) {
    if (itemsMoved) {
      items = totals = undefined;
      notifier.mark(TOTALS);
    }
    notifier.mark(channel);
    scheduleFrame();
  }

  /** Moves one file through the reducer. */
  function apply(job: Job, event: JobEvent): UploadItem {
    const previous = job.state.item;
    // A state change makes progress still waiting for the frame stale.
    if (event.type !== 'progress') moved.delete(job);
    const next = (job.state = jobReducer(job.state, event)).item;
    if (next !== previous) changed(next.id, true);
    return next;
  }

  const getItems = () => (items ??= ids.map((id) => jobs.get(id)!.state.item));
  const reads: Pick<UploadStore, 'getItemIds' | 'getItem' | 'getItems' | 'getTotals' | 'subscribe' | 'subscribeItem' | 'subscribeTotals'> = {
    getItemIds: () => ids,
    getItem: (id) => jobs.get(id)?.state.item,
    getItems,
    getTotals: () => (totals ??= computeTotals(getItems())),
    subscribe: (listener) => notifier.listen(LIST, listener),
    subscribeItem: notifier.listen,
    subscribeTotals: (listener) => notifier.listen(TOTALS, listener),
  };

  return {
    reads,
    apply,
    get: (id: string) => jobs.get(id),
    jobs: () => jobs.values(),
    /** Lists a file; `order` puts it among the ids. */
    put: (job: Job) => void jobs.set(job.state.item.id, job),
    /** Takes a file off the list; `order` removes it from the ids. */
    delete(job: Job) {
      jobs.delete(job.state.item.id);
      moved.delete(job);
      changed(job.state.item.id, true);
    },
    /** The ids follow the files listed now; `announce` tells the list's listeners. */
    order(announce?: boolean) {
      ids = [...jobs.keys()];
      if (announce) changed(LIST, true);
    },
    /** The list's own reads (rejections, isUploading, isOffline) changed. */
    listChanged: () => changed(LIST),
    /** Bytes storage has taken on the file's PUT, shown on the next frame. */
    moved: (job: Job, loaded: number): void => {
      moved.set(job, loaded);
      scheduleFrame();
    },
  };
}
