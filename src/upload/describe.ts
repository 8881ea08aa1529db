import { lazy } from '../client/lazy.js';
import type { createFileList } from './list.js';
import type { UploadStoreOptions } from './options.js';
import { xhrPut } from './put.js';
import type { VideoCover } from './types.js';

/** The cover image's upload: loaded with the first one (only apps posting to YouTube or Facebook draw one). */
const loadCoverUpload = /* @__PURE__ */ lazy(() => import('./coverImage.js'));

/**
 * What the user says of a file: its alt text and its cover, told to listeners at once (a field's
 * keys wait for no frame). And a cover drawn as an image, uploaded as media of its own for the
 * networks that take a cover only so (networks/options/covers.ts, coverImage.ts).
 */
export function createDescriptions(list: ReturnType<typeof createFileList>, options: () => UploadStoreOptions) {
  function describe(id: string, details: { alt?: string; cover?: VideoCover | null }) {
    const job = list.get(id);
    if (!job) return;
    list.apply(job, { type: 'describe', ...details });
    list.flush();
  }

  function setCover(id: string, cover: VideoCover | undefined) {
    const { timeMs, imageId } = cover ?? {};
    if (timeMs !== undefined && !(Number.isFinite(timeMs) && timeMs >= 0)) throw new RangeError(`setCover: timeMs must be a number of milliseconds from 0 up, not ${timeMs}.`);
    // Whole milliseconds, as the networks take them; a copy, so the caller's object stays theirs.
    describe(id, { cover: timeMs === undefined ? null : { timeMs: Math.round(timeMs), ...(imageId && { imageId }) } });
  }

  /** The cover's image: its upload, and the cover's `imageId` once confirmed (coverImage.ts). */
  async function setCoverImage(id: string, image: Blob) {
    const { client, put = xhrPut } = options();
    return (await loadCoverUpload()).coverImage(list, client, put, setCover, id, image);
  }

  return { setAlt: (id: string, alt: string) => describe(id, { alt }), setCover, setCoverImage };
}
