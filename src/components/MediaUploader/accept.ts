import { lookup } from 'mrmime';
import type { Accept } from 'react-dropzone';
import { FALLBACK_CONTENT_TYPE } from '../../upload/contentType.js';

/**
 * Our `accept` entries as react-dropzone's map of MIME type to extensions. It serves the file
 * chooser's filter and the drag-reject look; the engine's `add` stays the one judge of what is
 * taken, so reasons read the same whichever way a file came in. An extension is filed under its
 * type from the same MIME table the engine uses (dropzone needs a valid type as the key).
 */
export function toDropzoneAccept(entries: readonly string[]): Accept | undefined {
  if (!entries.length || entries.some((entry) => entry === '*' || entry === '*/*')) return undefined;
  const accept: Record<string, string[]> = {};
  for (const entry of entries) {
    if (entry.startsWith('.')) (accept[lookup(entry.slice(1)) ?? FALLBACK_CONTENT_TYPE] ??= []).push(entry);
    else accept[entry] ??= [];
  }
  return accept;
}

export interface TypeWords {
  uploaderTypeImages: string;
  uploaderTypeVideos: string;
  uploaderTypeAudio: string;
  uploaderTypeAny: string;
}

/** `image/*` → images, `image/svg+xml` → SVG, `.heic` → HEIC: what people call the types. */
export function describeAccept(entries: readonly string[], words: TypeWords, locale?: string): string {
  const wildcard: Record<string, string> = { image: words.uploaderTypeImages, video: words.uploaderTypeVideos, audio: words.uploaderTypeAudio };
  const names = entries.map((entry) => {
    if (entry === '*' || entry === '*/*') return words.uploaderTypeAny;
    if (entry.startsWith('.')) return entry.slice(1).toUpperCase();
    const [major = '', minor = ''] = entry.split('/');
    if (minor === '*') return wildcard[major] ?? entry;
    return minor.replace(/^x-/, '').replace(/\+.*$/, '').toUpperCase();
  });
  return new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' }).format([...new Set(names)]);
}
