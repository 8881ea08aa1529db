export { MediaGallery, type MediaGalleryProps } from './MediaGallery.js';
export type { MediaGalleryItem, MediaGallerySource } from '../../gallery/items.js';
export type { MediaGalleryPart, MediaGalleryClassNames } from './anatomy.js';
