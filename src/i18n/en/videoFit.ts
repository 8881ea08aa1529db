/**
 * Why fitting a video (trimming, scaling or encoding it again for the networks chosen for the post)
 * failed, as MediaUploader's row and live region say it: each is a `mediaUploaderStatusError`
 * reason. Loaded only when a video's fitting fails (apps that never fit videos ship none of it).
 * Override any of them on the provider's `messages`.
 */
export const videoFitMessages = {
  /**
   * MediaUploader: why a video failed before uploading: it was to be fitted (trimmed, scaled or
   * encoded again) for the networks chosen for the post, and this browser could not read it (a
   * format it cannot play, or a damaged file). A `mediaUploaderStatusError` reason.
   */
  videoFitUnreadable: 'This browser could not read the video to fit it. Export it with settings for the chosen networks, then add it again.',
  /**
   * MediaUploader: why a video failed before uploading: this browser cannot encode video at all
   * (it lacks the feature), so the video could not be fitted for the networks chosen for the post.
   * A `mediaUploaderStatusError` reason.
   */
  videoFitUnsupported: 'This browser cannot fit videos. Export it with settings for the chosen networks, then add it again.',
  /**
   * MediaUploader: why a video failed before uploading: this browser has no encoder for a picture
   * format every network chosen for the post takes, at the video's size. A
   * `mediaUploaderStatusError` reason.
   */
  videoFitVideoEncoder: 'This browser cannot encode the video in a format the chosen networks take.',
  /**
   * MediaUploader: why a video failed before uploading: its sound had to be encoded again for the
   * networks chosen for the post and this browser cannot, so the video was left as it was rather
   * than posted without sound. Says what the user can do. A `mediaUploaderStatusError` reason.
   */
  videoFitAudioEncoder: 'This browser cannot encode the sound for the chosen networks, and the video is never made silent. Export it with AAC sound, then add it again.',
  /**
   * MediaUploader: why a video failed before uploading: even at a low quality it stayed over the
   * file size a network chosen for the post allows. Says what the user can do. A
   * `mediaUploaderStatusError` reason.
   */
  videoFitTooLarge: 'The video could not be made small enough for the chosen networks. Trim it shorter, then try again.',
  /** MediaUploader: why a video failed before uploading: the part of it chosen to keep is empty. A `mediaUploaderStatusError` reason. */
  videoFitTrim: 'The part of the video to keep is empty. Choose a longer part.',
  /**
   * MediaUploader: why a video failed before uploading: this browser could not fit it for the
   * networks chosen for the post (out of memory, say). A `mediaUploaderStatusError` reason.
   */
  videoFitFailed: 'The video could not be fitted in this browser.',
};

export type VideoFitMessages = { [K in keyof typeof videoFitMessages]: string };
