/**
 * Messages both media components use for an upload's state. `{percent}` is filled in for the locale.
 * Override any of them on the provider's `messages`.
 *
 * Each shows as a short status under a file's name, in MediaUploader's row and on MediaGallery's
 * tile (a tile is narrow: three columns share 320 px, about 100 px each). Keep them to a word or
 * two; a state still under way ends with an ellipsis (…).
 */
export const mediaStatusMessages = {
  /**
   * Status of a file waiting for its turn to upload (others are uploading first, or uploads wait
   * for a start button). One word.
   */
  mediaStatus_queued: 'Waiting',
  /**
   * Status while an image is made smaller (scaled down and saved again) so that every network
   * chosen for the post takes it, before it uploads. Very short; ends with an ellipsis (…).
   */
  mediaStatus_fitting: 'Resizing…',
  /**
   * Status while a HEIC photo (the format iPhones save photos in, which networks do not take) is
   * turned into a JPEG so that every network chosen for the post takes it, before it uploads. Very
   * short; ends with an ellipsis (…).
   */
  mediaStatus_converting: 'Converting…',
  /**
   * Status while a video is fitted (cut shorter, scaled down or encoded again) so that every
   * network chosen for the post takes it, before it uploads. `{percent}` = how far it is, formatted
   * for the locale ("42%"). Very short.
   */
  mediaStatusFittingVideo: 'Fitting, {percent}',
  /**
   * Status while the app's server is asked where to upload the file, before any bytes move. Very
   * short; ends with an ellipsis (…).
   */
  mediaStatus_requesting: 'Starting…',
  /**
   * Status while the file uploads. `{percent}` = how much has gone, formatted for the locale
   * ("42%"). Very short.
   */
  mediaStatus_uploading: 'Uploading, {percent}',
  /**
   * Status once the bytes have arrived, while the server confirms the file. Very short; ends with
   * an ellipsis (…).
   */
  mediaStatus_confirming: 'Finishing…',
  /** Status of a file that uploaded and was confirmed. One word. */
  mediaStatus_done: 'Uploaded',
  /**
   * Status of a file whose upload failed (in MediaUploader, `mediaUploaderStatusError` gives the
   * reason). One word.
   */
  mediaStatus_error: 'Failed',
  /** Status of a file whose upload the user canceled. One word. */
  mediaStatus_canceled: 'Canceled',
  /**
   * Status of a file that was not uploaded because a network chosen for the post does not take
   * it (the row or tile says which and why). Two words at most.
   */
  mediaStatus_refused: 'Not uploaded',
  /**
   * Status of a file whose upload stopped when the page was reloaded or closed (the browser kept
   * the file on the device), waiting for the user to resume or discard it. One word.
   */
  mediaStatus_interrupted: 'Interrupted',
  /**
   * A confirmed media record, as the service lists it. MediaGallery: status of a file already in
   * the media library, ready to use in a post. One word.
   */
  mediaStatus_active: 'Ready',
  /**
   * Status of a file whose upload failed for a passing reason, while it waits to be tried again by
   * itself. Short.
   */
  mediaStatusRetrying: 'Failed, trying again soon',
  /**
   * MediaUploader: status of a waiting file while the device is offline (the upload goes on once it
   * is back). Short.
   */
  mediaStatusOffline: 'Waiting for the connection',
};

export type MediaStatusMessages = { [K in keyof typeof mediaStatusMessages]: string };
