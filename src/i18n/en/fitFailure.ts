/**
 * Why fitting a file for the networks chosen for the post failed (resizing an image, converting a
 * HEIC photo, trimming, scaling or encoding a video again), as MediaUploader's row and live region
 * say it: each is a `mediaUploaderStatusError` reason. Loaded only when a fitting fails (apps that
 * fit nothing ship none of it). Override any of them on the provider's `messages`.
 */
export const fitFailureMessages = {
  /**
   * MediaUploader: why a file failed before uploading: it was to be made smaller for the networks
   * chosen for the post, and the browser could not open the image (a damaged file, or a format it
   * cannot show). A `mediaUploaderStatusError` reason.
   */
  fitFailureImageUnreadable: 'This browser could not open the image to resize it.',
  /**
   * MediaUploader: a HEIC photo (the format iPhones save photos in) had to be turned into a JPEG for
   * the networks chosen for the post, and it could not be (a damaged file). Says what the user can
   * do. A `mediaUploaderStatusError` reason.
   */
  fitFailureHeic: 'This HEIC photo could not be converted to JPEG here. Save it as a JPEG, then add it again.',
  /**
   * MediaUploader: why a file failed before uploading: the browser could not save a smaller copy of
   * the image for the networks chosen for the post (out of memory, say). A
   * `mediaUploaderStatusError` reason.
   */
  fitFailureImageEncode: 'The image could not be resized in this browser.',
  /**
   * MediaUploader: why a file failed before uploading: even made much smaller, the image stayed
   * over the file size a network chosen for the post allows. A `mediaUploaderStatusError` reason.
   */
  fitFailureImageTooLarge: 'The image could not be made small enough for the chosen networks.',
  /**
   * MediaUploader: why a video failed before uploading: it was to be fitted (trimmed, scaled or
   * encoded again) for the networks chosen for the post, and this browser could not read it (a
   * format it cannot play, or a damaged file). A `mediaUploaderStatusError` reason.
   */
  fitFailureVideoUnreadable: 'This browser could not read the video to fit it. Export it with settings for the chosen networks, then add it again.',
  /**
   * MediaUploader: why a video failed before uploading: this browser cannot encode video at all
   * (it lacks the feature), so the video could not be fitted for the networks chosen for the post.
   * A `mediaUploaderStatusError` reason.
   */
  fitFailureVideoUnsupported: 'This browser cannot fit videos. Export it with settings for the chosen networks, then add it again.',
  /**
   * MediaUploader: why a video failed before uploading: this browser has no encoder for a picture
   * format every network chosen for the post takes, at the video's size. A
   * `mediaUploaderStatusError` reason.
   */
  fitFailureVideoEncoder: 'This browser cannot encode the video in a format the chosen networks take.',
  /**
   * MediaUploader: why a video failed before uploading: its sound had to be encoded again for the
   * networks chosen for the post and this browser cannot, so the video was left as it was rather
   * than posted without sound. Says what the user can do. A `mediaUploaderStatusError` reason.
   */
  fitFailureAudioEncoder: 'This browser cannot encode the sound for the chosen networks, and the video is never made silent. Export it with AAC sound, then add it again.',
  /**
   * MediaUploader: why a video failed before uploading: even at a low quality it stayed over the
   * file size a network chosen for the post allows. Says what the user can do. A
   * `mediaUploaderStatusError` reason.
   */
  fitFailureVideoTooLarge: 'The video could not be made small enough for the chosen networks. Trim it shorter, then try again.',
  /** MediaUploader: why a video failed before uploading: the part of it chosen to keep is empty. A `mediaUploaderStatusError` reason. */
  fitFailureTrim: 'The part of the video to keep is empty. Choose a longer part.',
  /**
   * MediaUploader: why a video failed before uploading: this browser could not fit it for the
   * networks chosen for the post (out of memory, say). A `mediaUploaderStatusError` reason.
   */
  fitFailureVideoEncode: 'The video could not be fitted in this browser.',
};

export type FitFailureMessages = { [K in keyof typeof fitFailureMessages]: string };
