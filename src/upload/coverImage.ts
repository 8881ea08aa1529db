import type { createFileList } from './list.js';
import type { UploadClient } from './options.js';
import type { PutFunction } from './put.js';
import type { VideoCover } from './types.js';

/**
 * The store's `setCoverImage`: uploads a video's cover frame, drawn as a JPEG, as media of its own
 * (a ticket, the PUT, the confirm; named after the video, "harbour.mp4" giving
 * "harbour-cover.jpg"), then puts its media id in the cover, unless another frame was picked
 * meanwhile. Resolves with the media id; a failed step rejects, and the caller says so (the image
 * is small: no retry of its own).
 */
export async function coverImage(
  list: ReturnType<typeof createFileList>,
  client: UploadClient,
  // The store's PUT, given rather than imported: this chunk then shares no module with the store's.
  put: PutFunction,
  setCover: (id: string, cover: VideoCover) => void,
  id: string,
  image: Blob,
): Promise<string> {
  const item = list.get(id)?.state.item;
  if (!item?.cover) throw new Error(`setCoverImage: ${item ? `${item.name} has no cover frame yet: setCover first` : `no file ${id}`}.`);
  const { timeMs } = item.cover;
  const contentType = 'image/jpeg';
  const ticket = await client.requestUploadTicket({ filename: `${item.name.replace(/\.[^.]*$/, '')}-cover.jpg`, contentType });
  await put({ url: ticket.uploadUrl, body: image, contentType, signal: new AbortController().signal, onProgress: () => {} });
  await client.confirmUpload({ mediaId: ticket.id, size: image.size });
  // A frame picked again meanwhile has its own image coming: this one is not its cover.
  if (list.get(id)?.state.item.cover?.timeMs === timeMs) setCover(id, { timeMs, imageId: ticket.id });
  return ticket.id;
}
