import { useMemo, useSyncExternalStore } from 'react';
import type { UploadItem, UploadStore } from '../../upload/types.js';
import type { MediaGallerySource } from './items.js';

const NONE: ReadonlyMap<string, string> = new Map();
const quiet = () => () => {};

/**
 * The uploader's confirmed files, local id to media id. The gallery re-renders when a file is
 * confirmed, not on every progress tick: the map keeps its identity until that list changes.
 */
export function useConfirmedUploads(store: UploadStore | undefined): ReadonlyMap<string, string> {
  const [subscribe, read] = useMemo(() => {
    if (!store) return [quiet, () => NONE] as const;
    let seen: readonly UploadItem[] | undefined;
    let confirmed = NONE;
    const read = () => {
      const items = store.getItems();
      if (items === seen) return confirmed;
      seen = items;
      const next = new Map<string, string>();
      for (const item of items) if (item.status === 'done') next.set(item.id, item.mediaId);
      if (next.size !== confirmed.size || [...next].some(([id, media]) => confirmed.get(id) !== media)) confirmed = next;
      return confirmed;
    };
    // Status changes reach the totals' listeners (the counts move), once per frame at most.
    return [store.subscribeTotals, read] as const;
  }, [store]);
  return useSyncExternalStore(subscribe, read, read);
}

/** What the gallery shows, in order: the app's records, then the uploader's files. */
export interface GalleryEntries {
  /**
   * One id per tile, as selection and removal know it: a record's id, a confirmed upload's media
   * id, or (until the service confirms it) an upload's local id, which cannot be chosen.
   */
  ids: string[];
  /** Local ids of the uploads shown, in order after the records; `ids` holds what they stand for. */
  uploads: string[];
  /** Gallery id to local id, for each upload tile shown. */
  uploadOf: ReadonlyMap<string, string>;
  /** Media id to local id, for every confirmed upload (shown or not). */
  confirmedByMedia: ReadonlyMap<string, string>;
  /** Local ids still on their way: shown, not choosable. */
  pending: ReadonlySet<string>;
}

/**
 * Selection and removal speak media ids, the ones a post takes. A confirmed upload the app also
 * lists (`onUploaded` adding it to `items`, typically) shows once, as the app's record.
 */
export function galleryEntries(items: readonly MediaGallerySource[] | undefined, uploadIds: readonly string[] | undefined, confirmed: ReadonlyMap<string, string>): GalleryEntries {
  const ids = items?.map((item) => item.id) ?? [];
  const uploads: string[] = [];
  const uploadOf = new Map<string, string>();
  const confirmedByMedia = new Map<string, string>();
  const pending = new Set<string>();
  // Only when something was confirmed: 10,000 records cost no set otherwise.
  const listed = confirmed.size ? new Set(ids) : undefined;
  for (const local of uploadIds ?? []) {
    const media = confirmed.get(local);
    if (media !== undefined) confirmedByMedia.set(media, local);
    if (media !== undefined && listed?.has(media)) continue;
    const id = media ?? local;
    if (media === undefined) pending.add(local);
    ids.push(id);
    uploads.push(local);
    uploadOf.set(id, local);
  }
  return { ids, uploads, uploadOf, confirmedByMedia, pending };
}
