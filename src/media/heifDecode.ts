import { FitError } from './fitEncode.js';
import { loadLibheif, type LibHeif } from './libheifModule.js';
import { sniffType } from './sniff.js';

/**
 * Decodes a HEIC (HEIF) photo with libheif, for browsers that cannot (all but Safari): loaded only
 * in the HEIC worker, or on the main thread where no worker runs, and only when such a photo is
 * converted (libheifModule.ts). The primary image comes back as a bitmap, upright (libheif applies
 * the file's `irot` and `imir`); nothing of its metadata (EXIF, its GPS location) goes into it.
 */

/** libheif, once per worker; a failed load (offline) is tried again by the next photo. */
let heif: Promise<LibHeif> | undefined;

const unreadable = (why: string) => new FitError('unreadable', `The HEIC photo could not be decoded: ${why}.`);

/** Decodes `file` if it is a HEIF photo; rejects with an `ImageFitError` (`unreadable`) otherwise, or when libheif cannot. */
export async function decodeHeif(file: Blob): Promise<ImageBitmap> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (sniffType(bytes) !== 'image/heic') throw new FitError('unreadable', 'The browser could not decode the image.');
  const lib = await (heif ??= loadLibheif()).catch(() => {
    heif = undefined;
    // The file is not at fault, but no more can be done with it here: said as a HEIC not
    // converted, with Retry (sentences.ts).
    throw new FitError('unreadable', 'The HEIC decoder could not be loaded.');
  });
  try {
    return await decodeWith(lib, bytes);
  } catch (error) {
    if (error instanceof FitError) throw error;
    // libheif itself failed (an abort, out of memory): this instance is done, and the next photo
    // starts another rather than call into it again.
    heif = undefined;
    throw unreadable(error instanceof Error ? error.message : String(error));
  }
}

/** The primary image of `bytes` through `lib`, every handle released. */
async function decodeWith(lib: LibHeif, bytes: Uint8Array): Promise<ImageBitmap> {
  const context = lib.heif_context_alloc();
  try {
    const read = lib.heif_context_read_from_memory(context, bytes);
    if (read.code !== lib.heif_error_code.heif_error_Ok) throw unreadable(read.message);
    const handle = lib.heif_js_context_get_primary_image_handle(context);
    if (!handle || handle.code) throw unreadable(handle?.message ?? 'it has no primary image');
    try {
      const decoded = await lib.heif_js_decode_image2(handle, lib.heif_colorspace.heif_colorspace_RGB, lib.heif_chroma.heif_chroma_interleaved_RGBA);
      if (!decoded || decoded.code) throw unreadable(decoded?.message ?? 'libheif gave no pixels');
      try {
        const channel = decoded.channels.find((one) => one.id === lib.heif_channel.heif_channel_interleaved);
        if (!channel) throw unreadable('libheif gave no RGBA pixels');
        const { width, height } = channel;
        // Rows may be padded past the width (a stride): copied row by row into a tight buffer.
        const pixels = new Uint8ClampedArray(width * height * 4);
        const row = width * 4;
        for (let y = 0; y < height; y += 1) pixels.set(channel.data.subarray(y * channel.stride, y * channel.stride + row), y * row);
        return await createImageBitmap(new ImageData(pixels, width, height));
      } finally {
        lib.heif_image_release(decoded.image);
      }
    } finally {
      lib.heif_image_handle_release(handle);
    }
  } finally {
    lib.heif_context_free(context);
  }
}
