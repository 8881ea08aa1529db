// Full-size decodes are big (a 12 MP photo is 48 MB of pixels): a few at a time, however many
// rows mount at once. Module state holds no window or document, so it is safe on the server.
const LIMIT = 3;
let running = 0;
const waiting: (() => void)[] = [];

function next() {
  running -= 1;
  waiting.shift()?.();
}

/**
 * Decodes an image file into a bitmap `width` pixels wide, off the main thread
 * (`createImageBitmap` takes the Blob itself: no object URL, no <img> decode on the main
 * thread). Rejects for what the browser cannot decode (HEIC in Chrome), and when aborted.
 */
const aborted = () => new DOMException('The decode was no longer needed.', 'AbortError');

export function decodeThumbnail(file: Blob, width: number, signal: AbortSignal): Promise<ImageBitmap> {
  return new Promise((resolve, reject) => {
    const run = () => {
      running += 1;
      if (signal.aborted) {
        next();
        return reject(aborted());
      }
      createImageBitmap(file, { resizeWidth: width, resizeQuality: 'medium' })
        .then((bitmap) => {
          if (!signal.aborted) return resolve(bitmap);
          bitmap.close();
          reject(aborted());
        }, reject)
        .finally(next);
    };
    if (running < LIMIT) run();
    else waiting.push(run);
  });
}

/** Whether this browser can decode off the main thread at all. */
export const canDecodeOffThread = () => typeof createImageBitmap === 'function';
