import { acceptsFile } from './accept.js';
import type { UploadRejection } from './types.js';

/** The service's limit on `filename` (docs/service/interface.md, "Limits"), in UTF-16 code units. */
export const MAX_FILENAME_LENGTH = 255;

export interface FileLimits {
  accept: readonly string[];
  minSize?: number;
  maxSize?: number;
}

/** The synchronous checks, cheapest first; the first broken rule is the reason given. */
export function checkFile({ name, size, type }: File, contentType: string, { accept, minSize = 0, maxSize = Infinity }: FileLimits): Omit<UploadRejection, 'file'> | undefined {
  if (name.length > MAX_FILENAME_LENGTH) return { code: 'name-too-long', limit: MAX_FILENAME_LENGTH };
  if (!acceptsFile({ name, type }, contentType, accept)) return { code: 'file-invalid-type' };
  // Zero bytes: nothing a network can post (and what a dropped folder looks like in some browsers).
  if (!size) return { code: 'file-empty' };
  if (size < minSize) return { code: 'file-too-small', limit: minSize };
  if (size > maxSize) return { code: 'file-too-large', limit: maxSize };
}

/** What makes two drops "the same file": a browser gives a new File object each time. */
export const fileKey = (file: File): string =>
  [file.name, file.size, file.lastModified, (file as File & { webkitRelativePath?: string }).webkitRelativePath].join('\u0000');
