import { mediaStatusMessages } from './mediaStatus.js';

/**
 * MediaGallery's messages. `{name}` is an item's name. Override any of them on the provider's
 * `messages`.
 */
export const mediaGalleryMessages = {
  ...mediaStatusMessages,
  /**
   * MediaGallery: accessible name (not shown) of the grid of media tiles (images and videos),
   * unless the app names it.
   */
  mediaGalleryLabel: 'Media',
  /** MediaGallery: shown in place of the grid when there are no media. One calm sentence. */
  mediaGalleryEmpty: 'No media yet.',
  /**
   * MediaGallery: accessible name (not shown) of the × button on a tile that removes it. `{name}` =
   * the file's name ("photo.jpg").
   */
  mediaGalleryRemove: 'Remove {name}',
  /**
   * MediaGallery: accessible name (not shown) of a tile's progress bar while its file uploads.
   * `{name}` = the file's name ("photo.jpg").
   */
  mediaGalleryProgress: 'Upload of {name}',
  /**
   * MediaGallery: a short badge on a tile whose photo or video a network chosen for the post would
   * refuse (too tall for Instagram's feed, too long, the wrong format); the reason is read out after
   * it. `{networks}` = the refusing networks' names as a list ("Instagram", "Instagram and X"). Keep
   * it short: it sits on a small thumbnail.
   */
  mediaGalleryRefusedBy: 'Refused by {networks}',
};

export type MediaGalleryMessages = { [K in keyof typeof mediaGalleryMessages]: string };
