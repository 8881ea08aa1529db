import type { MediaGallerySource } from './items.js';

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
