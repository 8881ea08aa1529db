import type { createFileList } from './list.js';
import type { UploadStoreOptions } from './options.js';
import type { PutFunction } from './put.js';
import type { VideoCover } from './types.js';

/** What the store lends the cover image's upload. */
export interface CoverImageContext {
  list: ReturnType<typeof createFileList>;
  options: UploadStoreOptions;
  /** The store's PUT, given rather than imported, so that this chunk shares no module with the store's. */
  put: PutFunction;
  /** Sets a cover as the store does, leaving an image on its way alone. */
  cover: (id: string, value: VideoCover) => void;
  /** Each file's cover image on its way: one at a time, the last frame picked winning. */
  uploading: Map<string, AbortController>;
  abortCover: (id: string) => void;
}

/**
 * The store's `setCoverImage`: makes the frame at `timeMs` the cover and uploads `image` (that
 * frame drawn as a JPEG) as media of its own: a ticket, the PUT, the confirm, named after the
 * video ("harbour.mp4" gives "harbour-cover.jpg"). Once confirmed, its media id goes in the cover,
 * unless another frame was picked or the file removed meanwhile, which aborted it. The image is
 * small: no retry of its own, the user presses Use this frame again.
 */
export async function setCoverImage({ list, options, put, cover, uploading, abortCover }: CoverImageContext, id: string, { timeMs, image }: { timeMs: number; image: Blob }): Promise<string> {
  const item = list.get(id)?.state.item;
  if (!item) throw new Error(`setCoverImage: no file ${id}.`);
  const now = item.cover;
  // The same frame, already uploaded: nothing to do.
  if (now?.imageId && now.timeMs === Math.round(timeMs)) return now.imageId;
  abortCover(id);
  cover(id, { timeMs });
  const controller = new AbortController();
  const { signal } = controller;
  uploading.set(id, controller);
  try {
    const contentType = 'image/jpeg';
    const ticket = await options.client.requestUploadTicket({ filename: `${item.name.replace(/\.[^.]*$/, '')}-cover.jpg`, contentType }, { signal });
    await put({ url: ticket.uploadUrl, body: image, contentType, signal, onProgress: () => {} });
    await options.client.confirmUpload({ mediaId: ticket.id, size: image.size }, { signal });
    if (uploading.get(id) === controller) cover(id, { timeMs, imageId: ticket.id });
    return ticket.id;
  } finally {
    if (uploading.get(id) === controller) uploading.delete(id);
  }
}
