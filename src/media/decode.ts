import { createLimit } from './limit.js';

const aborted = () => new DOMException('The decode was no longer needed.', 'AbortError');

// Full-size decodes are big (a 12 MP photo is 48 MB of pixels): a few at a time, however many
// rows mount at once. A row that unmounts while its decode waits gives its place up at once.
const decodes = createLimit(3, { aborted });

/**
 * Decodes an image file into a bitmap `width` pixels wide, off the main thread
 * (`createImageBitmap` takes the Blob itself: no object URL, no <img> decode on the main
 * thread). Rejects for what the browser cannot decode (HEIC in Chrome), and when aborted.
 */
export const decodeThumbnail = (file: Blob, width: number, signal: AbortSignal): Promise<ImageBitmap> =>
  decodes(signal, async () => {
    const bitmap = await createImageBitmap(file, { resizeWidth: width, resizeQuality: 'medium' });
    if (!signal.aborted) return bitmap;
    bitmap.close();
    throw aborted();
  });

/** Whether this browser can decode off the main thread at all. */
export const canDecodeOffThread = () => typeof createImageBitmap === 'function';
