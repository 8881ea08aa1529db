import { MB } from './report.js';

/**
 * One 4 MB chunk, as a Blob: Chrome keeps a blob's bytes in its blob registry (the browser
 * process, paged to disk when large), not in the page's JS heap, and a Blob made of other Blobs
 * only references their items. So 40 files of 4 MB or one of 1 GB built from this chunk cost the
 * page's heap next to nothing, and the storage still receives every byte.
 */
let chunk: Blob | undefined;
const fourMegabytes = () => (chunk ??= new Blob([new Uint8Array(4 * MB).fill(0x5a)]));

/** `count` distinct files of 4 MB each (distinct names: the engine treats a repeat as a duplicate). */
export const photos = (count: number, run: string) =>
  Array.from({ length: count }, (_, index) => new File([fourMegabytes()], `photo-${run}-${index}.jpg`, { type: 'image/jpeg' }));

/** A file of `size` bytes (a multiple of 4 MB) made of references to the one chunk. */
export function generatedFile(size: number, name: string, type = 'video/mp4'): File {
  const parts = Array.from({ length: size / (4 * MB) }, fourMegabytes);
  return new File(parts, name, { type });
}
