import { lazy } from '../client/lazy.js';
import type { createFileList } from './list.js';
import type { UploadStoreOptions } from './options.js';
import { asSocialKitError } from './errors.js';
import { retryDelayFor, watchedPut } from './transfer.js';
import type { VideoCover } from './types.js';

/** The cover image's upload: loaded with the first one (only apps posting to YouTube or Facebook draw one). */
const loadCoverUpload = /* @__PURE__ */ lazy(() => import('./coverImage.js'));

/**
 * What the user says of a file: its alt text and its cover, told to listeners at once (a field's
 * keys wait for no frame). And a cover drawn as an image, uploaded as media of its own for the
 * networks that take a cover only so (networks/options/covers.ts, coverImage.ts): one upload per
 * file at a time, the last frame picked winning.
 */
export function createDescriptions(list: ReturnType<typeof createFileList>, options: () => UploadStoreOptions, settle: () => void) {
  /** Each file's cover image on its way. */
  const uploading = new Map<string, AbortController>();

  function describe(id: string, details: { alt?: string; cover?: VideoCover | null }) {
    const job = list.get(id);
    if (!job) return;
    list.apply(job, { type: 'describe', ...details });
    list.flush();
  }

  /** The file's cover now, if it is this frame (in whole milliseconds). */
  const coverAt = (id: string, timeMs: number | undefined) => {
    const now = list.get(id)?.state.item.cover;
    return timeMs !== undefined && now?.timeMs === Math.round(timeMs) ? now : undefined;
  };

  function cover(id: string, value: VideoCover | undefined) {
    const { timeMs, imageId = coverAt(id, timeMs)?.imageId } = value ?? {};
    if (timeMs !== undefined && !(Number.isFinite(timeMs) && timeMs >= 0)) throw new RangeError(`setCover: timeMs must be a number of milliseconds from 0 up, not ${timeMs}.`);
    // Whole milliseconds, as the networks take them; a copy, so the caller's object stays theirs.
    // The same frame again keeps the image drawn from it.
    describe(id, { cover: timeMs === undefined ? null : { timeMs: Math.round(timeMs), ...(imageId && { imageId }) } });
  }

  /** Stops a file's cover image upload, if one runs: another frame was picked, or the file left. */
  function abortCover(id: string) {
    uploading.get(id)?.abort();
    uploading.delete(id);
  }

  /** Calls waiting for the cover image's chunk: uploading already, for `isUploading`. */
  let loading = 0;

  async function setCoverImage(id: string, value: { timeMs: number; image: Blob }): Promise<string> {
    const current = options();
    const context = {
      list,
      options: current,
      put: (controller: AbortController, request: Parameters<typeof watchedPut>[2]) => watchedPut(current, controller, request, () => {}),
      retryDelay: (error: unknown, attempts: number) => retryDelayFor(asSocialKitError(error), attempts, current),
      cover,
      uploading,
      abortCover,
      settle,
    };
    loading += 1;
    settle();
    const chunk = loadCoverUpload().finally(() => (loading -= 1));
    try {
      return await (await chunk).setCoverImage(context, id, value);
    } finally {
      settle();
    }
  }

  return {
    setAlt: (id: string, alt: string) => describe(id, { alt }),
    setCover(id: string, value: VideoCover | undefined) {
      // Another frame (or none): an image of the last one on its way is not this cover's.
      if (!coverAt(id, value?.timeMs)) abortCover(id);
      cover(id, value);
    },
    setCoverImage,
    abortCover,
    /** A cover image is on its way. */
    coversBusy: () => loading > 0 || uploading.size > 0,
  };
}
