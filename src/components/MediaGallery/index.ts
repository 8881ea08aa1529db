export { MediaGallery, type MediaGalleryProps } from './MediaGallery.js';
export { mediaGalleryMessages, type MediaGalleryMessages } from './messages.js';
export type { MediaGalleryItem, MediaGallerySource } from './items.js';
export type { MediaGalleryPart, MediaGalleryClassNames } from './parts.js';
