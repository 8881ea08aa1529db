import { mediaTypeOf } from '../client/fileTypes.js';

export type MediaKind = 'image' | 'video' | 'other';

/** What a thumbnail can show for a type (or, without one, for the name's extension). */
export function mediaKind(contentType: string | undefined, name = ''): MediaKind {
  const type = contentType || mediaTypeOf(name) || '';
  if (type.startsWith('image/')) return 'image';
  if (type.startsWith('video/')) return 'video';
  return 'other';
}
