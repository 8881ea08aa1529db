import { mediaStatusMessages } from '../media/messages.js';

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

declare module '../../i18n/messages.js' {
  // Merged into the provider's `messages` type, so an app's overrides are type-checked.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface SocialKitMessages extends MediaGalleryMessages {}
}
