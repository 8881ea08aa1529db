import { lookup } from 'mrmime';

export const FALLBACK_CONTENT_TYPE = 'application/octet-stream';

/** The extension after the last dot, lowercased; none for `notes`, `.env` or `photo.`. */
export function extensionOf(name: string): string | undefined {
  const dot = name.lastIndexOf('.');
  return dot > 0 && dot < name.length - 1 ? name.slice(dot + 1).toLowerCase() : undefined;
}

/**
 * The Content-Type an upload is signed for and sent with, decided once per file: the browser's
 * type, else the extension's in a maintained table (browsers leave HEIC, MKV and friends
 * untyped), else octet-stream. Ticket and PUT both use this value, so the signature matches.
 */
export function uploadContentType(file: Pick<File, 'name' | 'type'>): string {
  if (file.type) return file.type;
  const extension = extensionOf(file.name);
  // mrmime would also read a bare name such as `png` as an extension: only look up real ones.
  return (extension && lookup(extension)) || FALLBACK_CONTENT_TYPE;
}
