import { flag, partsFor, type PartProps as SharedPartProps } from '../shared/parts.js';

export type MediaGalleryPart =
  | 'root'
  | 'grid'
  | 'content'
  | 'row'
  | 'item'
  | 'thumbnail'
  | 'check'
  | 'name'
  | 'status'
  | 'progress'
  | 'remove'
  | 'empty';

export type MediaGalleryClassNames = Partial<Record<MediaGalleryPart, string>>;

/** The attributes every part carries: the scope and part our CSS selects on, and its stable class. */
export const partProps = partsFor<MediaGalleryPart>('media-gallery', 'MediaGallery');

export type PartProps = SharedPartProps<MediaGalleryPart>;

export { flag };
