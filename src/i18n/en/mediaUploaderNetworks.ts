/**
 * MediaUploader's sentences about the networks chosen for the post: whether a file fits them, and
 * what they ask of an image's alt text. Loaded with the first verdict or alt text note (an app that
 * passes no `networks` ships none of them). Override any of them on the provider's `messages`.
 */
export const mediaUploaderNetworkMessages = {
  /**
   * MediaUploader: a line under a file's name when every network chosen for the post takes it.
   * `{networks}` = the networks' names as a list in the locale ("Instagram, Bluesky and X").
   * Short.
   */
  mediaUploaderVerdictFits: 'Fits {networks}',
  /**
   * MediaUploader: under an image's empty alt text field, when networks chosen for the post show
   * alt text. A warning, not an error: the post can go without. `{networks}` = their names as a
   * list ("X, Bluesky, and Pinterest").
   */
  mediaUploaderAltMissing: 'Add alt text for people on {networks} who use screen readers.',
  /**
   * MediaUploader: under an image's alt text field, when the text is longer than a chosen network
   * takes (one sentence per network). `{network}` = its name; `{length}` = the text's length as
   * that network counts it; `{max}` = its limit; `{excess}` = how much must go.
   */
  mediaUploaderAltTooLong: 'Too long for {network}: {length} of {max} characters, {excess} over.',
};

export type MediaUploaderNetworkMessages = { [K in keyof typeof mediaUploaderNetworkMessages]: string };
