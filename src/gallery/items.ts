import type { MediaRecord } from '../client/types.js';

/** One piece of media to show, when it does not come from the service or an uploader. */
export interface MediaGalleryItem {
  id: string;
  name: string;
  url?: string;
  /** An image to show instead of the media itself: a thumbnail, or a video's poster. */
  thumbnailUrl?: string;
  contentType?: string;
  /** Shown under the name; the upload states and `active` have messages. */
  status?: string;
  /**
   * Bytes, and the pixels and seconds as the networks will see them (EXIF rotation applied), when
   * the app knows them: with the gallery's `networks`, what a tile is checked against. Without
   * `width` and `height`, only the type and the bytes can be checked, and nothing else is refused.
   */
  size?: number;
  width?: number;
  height?: number;
  /** Seconds, for a video. */
  duration?: number;
}

/** What `items` takes: our simple items, or the service's media records as the client returns them. */
export type MediaGallerySource = MediaGalleryItem | MediaRecord;

const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);
const count = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : undefined);

/** Read per rendered tile, never for the whole list: 10,000 items cost 10,000 ids, nothing more. */
export function toGalleryItem(source: MediaGallerySource): MediaGalleryItem {
  const record = source as Record<string, unknown>;
  return {
    id: source.id,
    name: text(record.name) ?? text(record.filename) ?? source.id,
    url: text(record.url),
    thumbnailUrl: text(record.thumbnailUrl),
    contentType: text(record.contentType),
    status: text(record.status),
    // A record's own fields of these names (an app that stores them beside the service's record).
    size: count(record.size),
    width: count(record.width),
    height: count(record.height),
    duration: count(record.duration),
  };
}
