/**
 * The messages of MediaUploader's cover picker, on a video's row. Apart from the uploader's: they
 * load with the picker, so an uploader that never shows a video carries none of them. Override
 * any of them on the provider's `messages`.
 */
export const coverPickerMessages = {
  /**
   * MediaUploader: button on a video's row that opens the cover picker (the frame networks show
   * before the video plays). `{name}` = the file's name, for the accessible name only: the visible
   * text is `mediaUploaderCover`. It must contain `mediaUploaderCover`'s words (WCAG 2.5.3).
   */
  mediaUploaderCoverLabel: 'Cover for {name}',
  /** MediaUploader: visible text of that button, and the heading of the picker. Short. */
  mediaUploaderCover: 'Cover',
  /**
   * MediaUploader: beside the cover button once a frame is chosen. `{time}` = where the frame is,
   * in seconds ("2.03s").
   */
  mediaUploaderCoverChosen: 'Frame at {time}',
  /**
   * MediaUploader: accessible name (not shown) of the slider that runs over the video to find a
   * frame. `{name}` = the file's name.
   */
  mediaUploaderCoverSliderLabel: 'Frame of {name}',
  /**
   * MediaUploader: what a screen reader says of the slider's place, and the text beside it.
   * `{time}` = the frame's place, `{duration}` = the video's length, both in seconds ("2.03s").
   */
  mediaUploaderCoverSliderText: '{time} of {duration}',
  /**
   * MediaUploader: in the cover picker, while the video loads so that its frames can be shown.
   * Short; ends with an ellipsis (…).
   */
  mediaUploaderCoverLoading: 'Loading the video…',
  /**
   * MediaUploader: in the cover picker, when this browser cannot show the video's frames (a format
   * or codec it cannot play, or a damaged file), so no cover can be picked here. The video still
   * uploads, and each network then uses its own default cover.
   */
  mediaUploaderCoverUnplayable: 'This browser cannot show this video’s frames, so its cover cannot be picked here. Each network will use its own.',
  /**
   * MediaUploader: in the cover picker, while the frame chosen is uploaded as an image for the
   * networks that take a cover only as an image. `{networks}` = their names ("YouTube and
   * Facebook"). Ends with an ellipsis (…).
   */
  mediaUploaderCoverImageUploading: 'Uploading this frame as the cover image for {networks}…',
  /**
   * MediaUploader: in the cover picker, and said by screen readers, once that upload is done.
   * `{name}` = the video's file name, `{networks}` = as above.
   */
  mediaUploaderCoverImageUploaded: 'The frame of {name} is now the cover image for {networks}.',
  /**
   * MediaUploader: in the cover picker, and said by screen readers, when that upload failed (after
   * the automatic retries). The frame stays the cover for the other networks. `{name}` = the
   * video's file name, `{networks}` = as above.
   */
  mediaUploaderCoverImageFailed: 'The frame of {name} could not be uploaded as the cover image for {networks}, so the video keeps its own cover there. Use this frame again to try again.',
  /** MediaUploader: button in the picker that makes the frame shown the video's cover. Short. */
  mediaUploaderCoverUse: 'Use this frame',
  /**
   * MediaUploader: said by screen readers once a cover is chosen. `{name}` = the file's name,
   * `{time}` = the frame's place ("2.03s").
   */
  mediaUploaderAnnounceCover: 'Cover of {name}: the frame at {time}.',
};

export type CoverPickerMessages = { [K in keyof typeof coverPickerMessages]: string };
