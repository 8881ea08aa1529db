import { createStore, getMany, keys } from 'idb-keyval';
import type { KeptFile } from '../../src/upload/keeper.js';

// What `persist` keeps on this device, read straight from the library's own database as
// src/upload/keeper.ts writes it (one record and one file per upload, keyed `[scope, id, part]`,
// the scope ending with the uploader's `key`): a story that reloads its frame waits until the
// device holds its files, and one that opens after a reload knows what will come back.

const database = () => (store ??= createStore('socialkit-uploads', 'files'));
let store: ReturnType<typeof createStore> | undefined;

/** Whether a kept scope is an uploader's with `persist: { key }`. */
function scopedTo(scope: unknown, key: string): boolean {
  if (typeof scope !== 'string') return false;
  try {
    const parts = JSON.parse(scope) as unknown;
    return Array.isArray(parts) && parts.at(-1) === key;
  } catch {
    return false;
  }
}

/** The records of the unfinished files kept for the uploaders with `persist: { key }`, in list order. */
export async function keptFiles(key: string): Promise<KeptFile[]> {
  const metas = (await keys(database())).filter((entry): entry is [string, string, 'meta'] => Array.isArray(entry) && entry[2] === 'meta' && scopedTo(entry[0], key));
  const records = await getMany<KeptFile | undefined>(metas, database());
  return records.filter((record): record is KeptFile => Boolean(record)).sort((a, b) => a.order - b.order);
}
