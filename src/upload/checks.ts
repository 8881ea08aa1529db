import { acceptsFile } from './accept.js';
import type { UploadRejection } from './types.js';

/** The service's limit on `filename` (section 4.5), counted as it counts: UTF-16 code units. */
export const MAX_FILENAME_LENGTH = 255;

export interface FileLimits {
  accept: readonly string[];
  minSize: number | undefined;
  maxSize: number | undefined;
}

/** The synchronous checks, cheapest first; the first broken rule is the reason given. */
export function checkFile(file: File, contentType: string, limits: FileLimits): Omit<UploadRejection, 'file'> | undefined {
  if (file.name.length > MAX_FILENAME_LENGTH) return { code: 'name-too-long', limit: MAX_FILENAME_LENGTH };
  if (!acceptsFile(file, contentType, limits.accept)) return { code: 'file-invalid-type' };
  if (file.size === 0) return { code: 'file-empty' };
  if (limits.minSize !== undefined && file.size < limits.minSize) return { code: 'file-too-small', limit: limits.minSize };
  if (limits.maxSize !== undefined && file.size > limits.maxSize) return { code: 'file-too-large', limit: limits.maxSize };
  return undefined;
}

/** What makes two drops "the same file": a browser gives a new File object each time. */
export const fileKey = (file: File): string =>
  [file.name, file.size, file.lastModified, (file as File & { webkitRelativePath?: string }).webkitRelativePath ?? ''].join('\u0000');
