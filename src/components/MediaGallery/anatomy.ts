import { flag, createAnatomy, type PartProps as SharedPartProps } from '../shared/anatomy.js';

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
  | 'badge'
  | 'reason'
  | 'progress'
  | 'remove'
  | 'crop'
  | 'crop-toggle'
  | 'crop-chosen'
  | 'crop-undo'
  | 'crop-dialog'
  | 'crop-title'
  | 'live'
  | 'announcement'
  | 'empty'
  | 'empty-text';

export type MediaGalleryClassNames = Partial<Record<MediaGalleryPart, string>>;

/** The attributes every part carries: the scope and part our CSS selects on, and its stable class. */
export const anatomy = createAnatomy<MediaGalleryPart>('MediaGallery');
export const partProps = anatomy.parts;

export type PartProps = SharedPartProps<MediaGalleryPart>;

export { flag };
