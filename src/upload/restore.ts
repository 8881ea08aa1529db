import type { createAdmission } from './admit.js';
import type { KeptFile } from './keeper.js';
import type { Job } from './job.js';
import type { UploadStoreOptions } from './options.js';
import type * as reducer from './reducer.js';

// The kept files brought back into a store's list (`persist`). Only keeping.ts imports it, so it
// loads in that chunk, with `persist`, and never up front.

/**
 * What a restore uses of the store's list (list.ts), written out here: a type of list.ts would tie
 * this chunk's types to the store's API in a cycle (storeApi.ts names keep.ts's `UploadPersistence`).
 */
export interface RestoreList {
  jobs: () => Iterable<Job>;
  get: (id: string) => Job | undefined;
  put: (job: Job) => void;
  order: (announce?: boolean) => void;
  move: (id: string, index: number) => void;
  reads: { getItemIds: () => readonly string[] };
}

/** What the store lends a restore: given rather than imported, so that this chunk shares no module with the store's. */
export interface RestoreHost extends reducer.ItemMaking {
  options: () => UploadStoreOptions;
  list: RestoreList;
  admission: Pick<ReturnType<typeof createAdmission>, 'hold'>;
  /** checks.ts's own, lent: what makes a second drop of the file a duplicate. */
  fileKey: (file: File) => string;
  /** A new file's job, `queued`, under the store's next item id: one counter for the files added and the files brought back. */
  newJob: (file: File, contentType: string) => reducer.JobState;
  settle: (listChanged?: boolean) => void;
}

/** The store's side of a kept file: its new job (`newJob`), listed `interrupted` until resumed. */
export function restoredState({ givenOf, actionsOf, progressOf }: reducer.ItemMaking, fresh: reducer.JobState, record: KeptFile): reducer.JobState {
  const { item } = fresh;
  const { reach } = record;
  const loaded = reach.step === 'confirm' ? item.size : 0;
  return {
    ...fresh,
    item: { ...item, ...givenOf(record), mediaId: reach.step === 'ticket' ? undefined : reach.ticket.id, status: 'interrupted', ...actionsOf('interrupted'), loaded, progress: progressOf(loaded, item.size) },
    reach,
  };
}

/**
 * Lists the files another page left on the device, `interrupted`: first, in the order they had,
 * however they arrive (at once, or each as another holder lets go of it).
 */
export function createRestore(host: RestoreHost) {
  const { list, admission } = host;
  /** The place each file brought back had in its list. */
  const keptOrder = new Map<string, number>();

  return (found: { record: KeptFile; file: File }[]) => {
    const listed = new Set([...list.jobs()].map((job) => job.keptAs));
    for (const { record, file } of found) {
      if (listed.has(record.id)) continue;
      const key = host.options().allowDuplicates ? undefined : host.fileKey(file);
      const state = restoredState(host, host.newJob(file, record.contentType), record);
      admission.hold(key);
      keptOrder.set(state.item.id, record.order);
      list.put({ state, key, keptAs: record.id });
    }
    list.order(true);
    const back = list.reads.getItemIds().filter((id) => list.get(id)!.state.item.status === 'interrupted');
    back.sort((a, b) => keptOrder.get(a)! - keptOrder.get(b)!).forEach((id, index) => list.move(id, index));
    for (const id of keptOrder.keys()) if (!back.includes(id)) keptOrder.delete(id);
    host.settle(true);
  };
}
