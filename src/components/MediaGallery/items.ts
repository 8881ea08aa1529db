import type { MediaRecord } from '../../client/types.js';

/** One piece of media to show, when it does not come from the service or an uploader. */
export interface MediaGalleryItem {
  id: string;
  name: string;
  url?: string;
  /** An image to show instead of the media itself: a thumbnail, or a video's poster. */
  thumbnailUrl?: string;
  contentType?: string;
  /** Shown under the name; the upload states and `active` have words in messages. */
  status?: string;
}

/** What `items` takes: our simple items, or the service's media records as the client returns them. */
export type MediaGallerySource = MediaGalleryItem | MediaRecord;

const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);

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
  };
}
