/**
 * The messages of MediaUploader's trimmer, on a video's row. Apart from the uploader's: they load
 * with the trim button, so an uploader that never checks a video for networks carries none of
 * them. Override any of them on the provider's `messages`.
 */
export const trimmerMessages = {
  /** MediaUploader: button on a video's row that opens the trimmer. Short; also the trimmer's name. */
  mediaUploaderTrim: 'Trim',
  /** MediaUploader: that button's text when a network finds the video too long. `{network}` = the network's name ("X"). */
  mediaUploaderTrimFor: 'Trim for {network}',
  /**
   * MediaUploader: accessible name (not shown) of that button. `{label}` = its visible text
   * (`mediaUploaderTrim` or `mediaUploaderTrimFor`), which it must begin with (WCAG 2.5.3);
   * `{name}` = the file's name.
   */
  mediaUploaderTrimLabel: '{label}: {name}',
  /**
   * MediaUploader: the part of the video kept, beside the button once trimmed and under the
   * timeline as it moves. `{start}` and `{end}` = places in the video, `{length}` = how long the
   * part is, each as minutes and seconds ("0:12", "2:32", "2:20").
   */
  mediaUploaderTrimKept: 'Keeps {start} to {end}, {length}',
  /** MediaUploader: button beside that text that takes the trim away (the whole video is sent again). Short. */
  mediaUploaderTrimUndo: 'Undo trim',
  /** MediaUploader: accessible name (not shown) of that button. `{name}` = the file's name; it must begin with `mediaUploaderTrimUndo`. */
  mediaUploaderTrimUndoLabel: 'Undo trim: {name}',
  /** MediaUploader: accessible name (not shown) of the timeline's handle where the part kept starts. `{name}` = the file's name. */
  mediaUploaderTrimStart: 'Start of {name}',
  /** MediaUploader: accessible name (not shown) of the timeline's handle where the part kept ends. `{name}` = the file's name. */
  mediaUploaderTrimEnd: 'End of {name}',
  /** MediaUploader: button under the timeline that puts the start handle where the video's preview is (sought on its own controls). Short. */
  mediaUploaderTrimSetStart: 'Set start here',
  /** MediaUploader: as `mediaUploaderTrimSetStart`, for the end handle. Short. */
  mediaUploaderTrimSetEnd: 'Set end here',
  /**
   * MediaUploader: under the timeline when a network finds the video too long. `{network}` = its
   * name, `{limit}` = its longest, as minutes and seconds ("2:20").
   */
  mediaUploaderTrimLimit: '{network} allows {limit}',
  /** MediaUploader: read by screen readers on each handle, and shown under the timeline: how to trim with the keyboard. */
  mediaUploaderTrimHelp: 'Arrow keys move a handle by a second, Page Up and Page Down by bigger steps, Home and End to either end. Enter applies the trim, Escape cancels.',
  /** MediaUploader: in the trimmer while the video loads. Short; ends with an ellipsis (…). */
  mediaUploaderTrimLoading: 'Loading the video…',
  /** MediaUploader: in the trimmer, when this browser cannot show the video: the handles still choose the part by its times. */
  mediaUploaderTrimUnplayable: 'This browser cannot show this video; choose the part to keep by its times.',
  /** MediaUploader: in the trimmer, when the video's length could not be read: it cannot be trimmed. */
  mediaUploaderTrimNoLength: 'The length of this video could not be read here, so it cannot be trimmed.',
  /** MediaUploader: button in the trimmer that keeps the trim. Short. */
  mediaUploaderTrimApply: 'Apply trim',
  /** MediaUploader: button in the trimmer that closes it, changing nothing. Short. */
  mediaUploaderTrimCancel: 'Cancel',
  /** MediaUploader: said by screen readers once a trim is applied. `{name}` = the file's name, `{start}`, `{end}` and `{length}` = as in `mediaUploaderTrimKept`. */
  mediaUploaderAnnounceTrim: '{name} trimmed to {start} to {end} ({length}). It is checked and uploaded again.',
  /** MediaUploader: said by screen readers once a trim is taken away. `{name}` = the file's name. */
  mediaUploaderAnnounceUntrim: 'Trim of {name} undone: the whole video is checked and uploaded again.',
};

export type TrimmerMessages = { [K in keyof typeof trimmerMessages]: string };
