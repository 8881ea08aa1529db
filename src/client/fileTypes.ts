/**
 * The one table of file types: the extensions people name in `accept` and that galleries show,
 * their MIME types, and the names people call a type by where it is not its subtype in capitals.
 * The uploader, the checker, the gallery and the simulated service all read it, so a type has one
 * name everywhere (MKV, not MATROSKA). It stays short, short names only, since it sits in the
 * uploader's first chunk; the Content-Type of a file the browser left untyped comes from mrmime,
 * loaded on demand (upload/mime.ts).
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
  // What Chromium and mrmime type `.m4v` as; some networks list it apart from MP4.
  m4v: 'video/x-m4v',
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
  txt: 'text/plain',
};

const NAMES: Record<string, string> = {
  'image/webp': 'WebP',
  'video/quicktime': 'MOV',
  'video/x-matroska': 'MKV',
  'video/x-msvideo': 'AVI',
  'video/3gpp': '3GP',
};

/** `.HEIC`, `heic` or `IMG_1.heic` to `image/heic`; undefined for what the table does not know. */
export const mediaTypeOf = (nameOrExtension: string): string | undefined => TYPES[nameOrExtension.slice(nameOrExtension.lastIndexOf('.') + 1).toLowerCase()];

/**
 * A MIME type as people name the format: `image/jpeg` → "JPEG", `video/x-matroska` → "MKV",
 * `image/svg+xml` → "SVG"; otherwise its subtype in capitals.
 */
export const mediaTypeName = (type: string): string => NAMES[type] ?? (type.split('/')[1] ?? type).replace(/^x-/, '').replace(/\+.*$/, '').toUpperCase();
