/**
 * The types of the media extensions people name in `accept` and that galleries show, for what
 * needs an answer at once (the drag look, a thumbnail's kind). The engine's Content-Type comes
 * from the full MIME table, loaded on demand (upload/mime.ts); this short list keeps that table
 * out of the components' bundle.
 */
const TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  heic: 'image/heic',
  heif: 'image/heif',
  bmp: 'image/bmp',
  svg: 'image/svg+xml',
  tif: 'image/tiff',
  tiff: 'image/tiff',
  mp4: 'video/mp4',
  m4v: 'video/mp4',
  mov: 'video/quicktime',
  webm: 'video/webm',
  mkv: 'video/x-matroska',
  avi: 'video/x-msvideo',
  '3gp': 'video/3gpp',
  ogv: 'video/ogg',
  mp3: 'audio/mpeg',
  m4a: 'audio/mp4',
  wav: 'audio/wav',
  pdf: 'application/pdf',
};

/** `.HEIC`, `heic` or `IMG_1.heic` to `image/heic`; undefined for what the list does not know. */
export function mediaTypeOf(nameOrExtension: string): string | undefined {
  return TYPES[nameOrExtension.slice(nameOrExtension.lastIndexOf('.') + 1).toLowerCase()];
}
