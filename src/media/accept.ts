import type { Accept } from 'react-dropzone';
import { formatList } from './format.js';
import { mediaTypeName, mediaTypeOf } from '../client/fileTypes.js';

/**
 * Our `accept` entries as react-dropzone's map of MIME type to extensions, for the drag look only:
 * the file chooser's filter is the entries themselves (`acceptAttribute`), and the engine's `add`
 * stays the one judge of what is taken, so reasons read the same whichever way a file came in.
 * Dropzone keys extensions by a type; one the short media list does not know is left out, since
 * during a drag only types can be read and such a file would look refused either way.
 */
export function toDropzoneAccept(entries: readonly string[]): Accept | undefined {
  if (acceptsAll(entries)) return undefined;
  const accept: Record<string, string[]> = {};
  for (const entry of entries) {
    if (!entry.startsWith('.')) accept[entry] ??= [];
    else {
      const type = mediaTypeOf(entry);
      if (type) (accept[type] ??= []).push(entry);
    }
  }
  return accept;
}

/** The `accept` attribute of the file input: the entries as given (types and extensions). */
export const acceptAttribute = (entries: readonly string[]): string | undefined => (acceptsAll(entries) ? undefined : entries.join(','));

const acceptsAll = (entries: readonly string[]) => !entries.length || entries.some((entry) => entry === '*' || entry === '*/*');

export interface TypeMessages {
  mediaUploaderTypeImages: string;
  mediaUploaderTypeVideos: string;
  mediaUploaderTypeAudio: string;
  mediaUploaderTypeAny: string;
}

/** `image/*` → images, `image/svg+xml` → SVG, `video/x-matroska` → MKV (as the checker says), `.heic` → HEIC: what people call the types. */
export function describeAccept(entries: readonly string[], messages: TypeMessages, locale?: string): string {
  const wildcard: Record<string, string> = { image: messages.mediaUploaderTypeImages, video: messages.mediaUploaderTypeVideos, audio: messages.mediaUploaderTypeAudio };
  const names = entries.map((entry) => {
    if (entry === '*' || entry === '*/*') return messages.mediaUploaderTypeAny;
    if (entry.startsWith('.')) return entry.slice(1).toUpperCase();
    const [major = '', minor] = entry.split('/');
    return minor === '*' ? (wildcard[major] ?? entry) : mediaTypeName(entry);
  });
  return formatList([...new Set(names)], 'conjunction', locale);
}
