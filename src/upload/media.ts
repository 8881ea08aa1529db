import type { PostMedia, UploadItem } from './types.js';

/** Images (GIFs too) get alt text: what networks show to people who cannot see the picture. */
export const takesAltText = (item: UploadItem): boolean => item.contentType.startsWith('image/');

/**
 * The post's media: each confirmed upload in list order (the order the user set), with its alt
 * text. `previous` comes back when nothing a post carries changed (bytes moving, a file still on
 * its way), so a listener hears only of a value that moved.
 */
export function mediaOf(items: readonly UploadItem[], previous: readonly PostMedia[]): readonly PostMedia[] {
  const media: PostMedia[] = [];
  for (const item of items) {
    if (item.status !== 'done') continue;
    const alt = item.alt?.trim();
    media.push(alt ? { id: item.mediaId, alt } : { id: item.mediaId });
  }
  const same = media.length === previous.length && media.every((one, index) => one.id === previous[index]!.id && one.alt === previous[index]!.alt);
  return same ? previous : media;
}
