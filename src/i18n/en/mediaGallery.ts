import { mediaStatusMessages } from './mediaStatus.js';

/**
 * MediaGallery's words. `{name}` is an item's name. Override any of them on the provider's
 * `messages`.
 */
export const mediaGalleryMessages = {
  ...mediaStatusMessages,
  mediaGalleryLabel: 'Media',
  mediaGalleryEmpty: 'No media yet.',
  mediaGalleryRemove: 'Remove {name}',
  mediaGalleryProgress: 'Upload of {name}',
};

export type MediaGalleryMessages = { [K in keyof typeof mediaGalleryMessages]: string };
