import { isHeifType } from '../media/heifType.js';
import type { PostMedia, UploadItem, VideoCover } from './types.js';

/** Images (GIFs too) get alt text: what networks show to people who cannot see the picture. */
export const takesAltText = (item: UploadItem): boolean => item.contentType.startsWith('image/');

/**
 * A HEIC photo being converted (`fitting`) or converted to JPEG: what its row and the live region
 * say in place of resizing. No network takes HEIC, so fitting one is converting it.
 */
export const isHeicConversion = (item: UploadItem): boolean =>
  item.fitted ? isHeifType(item.fitted.before.type) && item.fitted.after.type === 'image/jpeg' : isHeifType(item.contentType);

/**
 * An image the chosen networks judged as an image (not an animation) gets a cropper, a video they
 * judged as a video a trimmer, unless it goes into no post for another reason (failed for good). A
 * refused one gets it too: an edit may make it pass.
 */
export const takesEdit = (item: UploadItem, kind: 'image' | 'video'): boolean =>
  item.contentType.startsWith(`${kind}/`) && Object.values(item.verdicts ?? {}).some((verdict) => verdict?.kind === kind) && (item.status !== 'error' || item.canRetry);

/** A video gets a cover, unless it goes into no post: refused, or failed for good. */
export const takesCover = (item: UploadItem): boolean =>
  item.contentType.startsWith('video/') && item.status !== 'refused' && (item.status !== 'error' || item.canRetry);

/**
 * The post's media: each confirmed upload in list order (the order the user set), with its alt
 * text and (a video) its cover. `previous` comes back when nothing a post carries changed (bytes moving, a file still on
 * its way), so a listener hears only of a value that moved.
 */
export function mediaOf(items: readonly UploadItem[], previous: readonly PostMedia[]): readonly PostMedia[] {
  const media: PostMedia[] = [];
  for (const item of items) {
    if (item.status !== 'done') continue;
    const alt = item.alt?.trim();
    media.push({ id: item.mediaId, ...(alt && { alt }), ...(item.cover && { cover: item.cover }) });
  }
  return sameMedia(media, previous) ? previous : media;
}

/** Whether two lists of a post's media carry the same ids, in the same order, with the same alt texts and covers. */
export const sameMedia = (a: readonly PostMedia[], b: readonly PostMedia[]) =>
  a.length === b.length && a.every((one, index) => one.id === b[index]!.id && one.alt === b[index]!.alt && sameCover(one.cover, b[index]!.cover));

/** Whether two covers are the same frame, with the same image. */
export const sameCover = (a: VideoCover | undefined, b: VideoCover | undefined) => a?.timeMs === b?.timeMs && a?.imageId === b?.imageId;
