import { createFrameBatcher } from './frame.js';
import type { Job } from './job.js';
import { createNotifier } from './notifier.js';
import { jobReducer, type JobEvent } from './reducer.js';
import { computeTotals } from './totals.js';
import { mediaOf } from './media.js';
import type { PostMedia, UploadItem, UploadTotals } from './types.js';
import type { UploadStore } from './storeApi.js';

/** Notifier channels besides the items' own (item ids start with `upload-`). */
const LIST = 'list';
const TOTALS = 'totals';
const MEDIA = 'media';

/**
 * The listed files, every move of theirs through the reducer, and what is read of them: the items
 * in order, the totals, and the listeners of each. Getters answer at once; listeners hear of it
 * once per animation frame, every channel that changed in the same task, so React commits once
 * per frame however many files moved. Bytes from the PUTs wait for that frame too (the last value
 * wins).
 */
export function createFileList(onMedia: (media: readonly PostMedia[]) => void) {
  const jobs = new Map<string, Job>();
  let ids: readonly string[] = [];
  let items: readonly UploadItem[] | undefined;
  let totals: UploadTotals | undefined;
  /** The post's media as last read, and as its listeners last heard of it. */
  let media: readonly PostMedia[] = [];
  let told = media;
  const notifier = createNotifier();
  /** Bytes reported since the last frame. */
  const moved = new Map<Job, number>();
  function flush() {
    for (const [job, loaded] of moved) apply(job, { type: 'progress', loaded });
    moved.clear();
    if (getMedia() !== told) {
      told = media;
      notifier.mark(MEDIA);
      onMedia(media);
    }
    notifier.flush();
  }
  const scheduleFrame = createFrameBatcher(flush);

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
    // A state change makes progress still waiting for the frame stale (an alt text changes no state).
    if (event.type !== 'progress' && event.type !== 'describe') moved.delete(job);
    const next = (job.state = jobReducer(job.state, event)).item;
    if (next !== previous) changed(next.id, true);
    return next;
  }

  const getItems = () => (items ??= ids.map((id) => jobs.get(id)!.state.item));
  /** A new array only when the post's media changed (an upload confirmed, an alt text, the order). */
  const getMedia = () => (media = mediaOf(getItems(), media));
  const reads: Pick<UploadStore, 'getItemIds' | 'getItem' | 'getItems' | 'getTotals' | 'getMedia' | 'subscribe' | 'subscribeItem' | 'subscribeTotals' | 'subscribeMedia'> = {
    getItemIds: () => ids,
    getItem: (id) => jobs.get(id)?.state.item,
    getItems,
    getTotals: () => (totals ??= computeTotals(getItems())),
    getMedia,
    subscribe: (listener) => notifier.listen(LIST, listener),
    subscribeItem: notifier.listen,
    subscribeTotals: (listener) => notifier.listen(TOTALS, listener),
    subscribeMedia: (listener) => notifier.listen(MEDIA, listener),
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
      // The order the user set, then the files listed since, in the order they came.
      const kept = ids.filter((id) => jobs.has(id));
      ids = [...kept, ...[...jobs.keys()].filter((id) => !kept.includes(id))];
      if (announce) changed(LIST, true);
    },
    /** Puts the file at `index` (clamped to the list), the others keeping their order. */
    move: (id: string, index: number): void => {
      const from = ids.indexOf(id);
      const to = Math.max(0, Math.min(ids.length - 1, Math.trunc(index)));
      if (from < 0 || from === to || Number.isNaN(to)) return;
      const next = ids.filter((other) => other !== id);
      next.splice(to, 0, id);
      ids = next;
      changed(LIST, true);
    },
    /**
     * Tells every listener now, not on the next frame: for what the user types, which a text
     * field must show in the same event (React puts a controlled field's old value back otherwise).
     */
    flush,
    /** The list's own reads (rejections, isUploading, isOffline) changed. */
    listChanged: () => changed(LIST),
    /** Bytes storage has taken on the file's PUT, shown on the next frame. */
    moved: (job: Job, loaded: number): void => {
      moved.set(job, loaded);
      scheduleFrame();
    },
  };
}
