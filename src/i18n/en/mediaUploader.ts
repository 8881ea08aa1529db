import { mediaStatusMessages } from './mediaStatus.js';

/**
 * MediaUploader's messages. `{name}` is a file's name, sizes come formatted for the locale
 * (`20 MB`), and keys ending in `_one` / `_other` (and the locale's other plural forms, if the
 * app adds them) are chosen with Intl.PluralRules. Override any of them on the provider's
 * `messages`.
 */
export const mediaUploaderMessages = {
  ...mediaStatusMessages,
  /**
   * MediaUploader: accessible name (not shown) of the whole uploader, a group with the drop zone,
   * the file list and the totals.
   */
  mediaUploaderLabel: 'Upload media',
  /**
   * MediaUploader: the drop zone's line above the Browse files button (`mediaUploaderBrowse`),
   * which continues it: "Drag files here or paste them, or [Browse files]". The button sits on its
   * own line below, so end this where the button reads on naturally in your language ("…, or" /
   * "または").
   */
  mediaUploaderDrop: 'Drag files here or paste them, or',
  /**
   * MediaUploader: replaces `mediaUploaderDrop` while files are dragged over the drop zone and all
   * can be added. Short.
   */
  mediaUploaderDropActive: 'Drop the files to add them',
  /**
   * MediaUploader: replaces `mediaUploaderDrop` while files are dragged over the drop zone and some
   * cannot be added (wrong type). Short.
   */
  mediaUploaderDropReject: 'Some of these files cannot be added',
  /**
   * MediaUploader: the drop zone's button that opens the system's file chooser. Button label: keep
   * it short.
   */
  mediaUploaderBrowse: 'Browse files',
  /**
   * MediaUploader: accessible name (not shown) of the hidden file input behind the Browse files
   * button.
   */
  mediaUploaderInputLabel: 'Choose files to upload',
  /**
   * MediaUploader: hint under the Browse files button: which files are taken. `{types}` = a list of
   * the locale ("images and videos", "JPEG and PNG") built from `mediaUploaderType*` and format
   * names. The hint's sentences (types, size, number of files) are joined by spaces.
   */
  mediaUploaderHintTypes: 'Accepted: {types}.',
  /**
   * MediaUploader: one more sentence of the hint under "Browse files", when the post goes to
   * networks: HEIC photos (the format iPhones save photos in) are turned into JPEG before they upload.
   */
  mediaUploaderHintHeic: 'HEIC photos are converted to JPEG.',
  /**
   * MediaUploader: hint under the Browse files button: the largest file taken. `{size}` = a size
   * formatted for the locale ("20 MB").
   */
  mediaUploaderHintMaxSize: 'Up to {size} each.',
  /**
   * MediaUploader: hint under the Browse files button when only one file may be added. Plural
   * forms: `_one`, `_other` (and your language's others); `{count}` may be left out of `_one`.
   */
  mediaUploaderHintMaxFiles_one: 'One file at most.',
  /**
   * MediaUploader: hint under the Browse files button: how many files may be added at most.
   * `{count}` = that number.
   */
  mediaUploaderHintMaxFiles_other: 'At most {count} files.',
  /**
   * MediaUploader: "any image" in the list of `mediaUploaderHintTypes` and
   * `mediaUploaderRejectedType` ("Accepted: images and videos."). Lowercase plural noun.
   */
  mediaUploaderTypeImages: 'images',
  /**
   * MediaUploader: "any video" in the list of `mediaUploaderHintTypes` and
   * `mediaUploaderRejectedType`. Lowercase plural noun.
   */
  mediaUploaderTypeVideos: 'videos',
  /**
   * MediaUploader: "any audio file" in the list of `mediaUploaderHintTypes` and
   * `mediaUploaderRejectedType`. Lowercase noun.
   */
  mediaUploaderTypeAudio: 'audio',
  /**
   * MediaUploader: "every kind of file" in `mediaUploaderHintTypes` and
   * `mediaUploaderRejectedType`, when the app takes any file. Lowercase.
   */
  mediaUploaderTypeAny: 'any file',

  /** MediaUploader: accessible name (not shown) of the list of files added, one row each. */
  mediaUploaderListLabel: 'Files',
  /**
   * MediaUploader: accessible name (not shown) of a row's progress bar. `{name}` = the file's name
   * ("photo.jpg").
   */
  mediaUploaderProgressLabel: 'Upload of {name}',
  /**
   * MediaUploader: a row's progress while it uploads, beside its bar. `{loaded}` = the size sent so
   * far, `{size}` = the file's size, both formatted ("3.2 MB"); `{percent}` = formatted ("42%").
   * Short: the row is narrow at 320 px.
   */
  mediaUploaderProgressText: '{loaded} of {size}, {percent}',
  /**
   * MediaUploader: a row's status when its upload failed. `{reason}` = the error's sentence (an
   * `error*` key, `mediaUploaderError*`, or `mediaUploaderErrorWaitUntil`).
   */
  mediaUploaderStatusError: 'Failed: {reason}',
  /**
   * MediaUploader: why an upload failed: the storage refused the file because it came with another
   * file type than the one the upload link was made for (a technical fault, not the user's). A
   * `mediaUploaderStatusError` reason.
   */
  mediaUploaderErrorSignature: 'Storage refused the file: it was sent with another type than the one it was signed for.',
  /**
   * MediaUploader: why an upload failed: the upload link's time ran out before the file was sent (a
   * slow connection, or a long wait). A `mediaUploaderStatusError` reason.
   */
  mediaUploaderErrorExpired: 'The upload link expired before the file arrived.',
  /**
   * MediaUploader: why an upload failed: no bytes moved for a long while. A
   * `mediaUploaderStatusError` reason.
   */
  mediaUploaderErrorStalled: 'The upload stopped moving: nothing reached storage for a while. Check your connection and try again.',
  /**
   * MediaUploader: why an upload failed: the server is busy and asked to wait. `{time}` is a date
   * and time written for the locale ("26 Nov 2026, 14:05").
   */
  mediaUploaderErrorWaitUntil: 'The server asked us to wait until {time} before trying again.',
  /**
   * MediaUploader: a row's size once its image was made smaller for the networks: `{before}` = the
   * size as added, `{after}` = the size uploaded, formatted for the locale ("4.8 MB → 1.9 MB").
   * Shown, not read out (`mediaUploaderSizeFittedLabel` is). Keep the arrow, or your script's.
   */
  mediaUploaderSizeFitted: '{before} → {after}',
  /**
   * MediaUploader: what screen readers say (not shown) for `mediaUploaderSizeFitted`: the image was
   * made smaller. `{before}` and `{after}` = sizes formatted for the locale.
   */
  mediaUploaderSizeFittedLabel: 'resized from {before} to {after}',
  /**
   * MediaUploader: what screen readers say (not shown) for `mediaUploaderSizeFitted` when a HEIC
   * photo was turned into a JPEG. `{before}` and `{after}` = sizes formatted for the locale.
   */
  mediaUploaderSizeConvertedLabel: 'converted to JPEG, from {before} to {after}',
  /**
   * MediaUploader: what screen readers say (not shown) for `mediaUploaderSizeFitted` when a video
   * was fitted for the networks (cut shorter, scaled down or encoded again). `{before}` and
   * `{after}` = sizes formatted for the locale.
   */
  mediaUploaderSizeFittedVideoLabel: 'fitted from {before} to {after}',
  /**
   * MediaUploader: a row's button that stops its upload while it runs. Button label: one short word
   * (a row holds its name, status and this button at 320 px).
   */
  mediaUploaderCancel: 'Cancel',
  /**
   * MediaUploader: accessible name of a row's Cancel button. `{name}` = the file's name. It must
   * contain the words of `mediaUploaderCancel` unchanged (WCAG 2.5.3, Label in Name: voice control
   * users say what they see), at the start where your grammar allows.
   */
  mediaUploaderCancelLabel: 'Cancel {name}',
  /**
   * MediaUploader: a row's button that uploads a failed or canceled file again. Button label: one
   * short word.
   */
  mediaUploaderRetry: 'Retry',
  /**
   * MediaUploader: accessible name of a row's Retry button. `{name}` = the file's name. It must
   * contain the words of `mediaUploaderRetry` unchanged (WCAG 2.5.3, Label in Name: voice control
   * users say what they see), at the start where your grammar allows.
   */
  mediaUploaderRetryLabel: 'Retry {name}',
  /**
   * MediaUploader: a row's button that takes the file out of the list. Button label: one short
   * word.
   */
  mediaUploaderRemove: 'Remove',
  /**
   * MediaUploader: accessible name of a row's Remove button. `{name}` = the file's name. It must
   * contain the words of `mediaUploaderRemove` unchanged (WCAG 2.5.3, Label in Name: voice control
   * users say what they see), at the start where your grammar allows.
   */
  mediaUploaderRemoveLabel: 'Remove {name}',
  /**
   * MediaUploader: accessible name of a row's button (an upward arrow, no text) that moves the
   * file one place earlier in the post. `{name}` = the file's name.
   */
  mediaUploaderMoveEarlierLabel: 'Move {name} earlier',
  /**
   * MediaUploader: accessible name of a row's button (a downward arrow, no text) that moves the
   * file one place later in the post. `{name}` = the file's name.
   */
  mediaUploaderMoveLaterLabel: 'Move {name} later',
  /**
   * MediaUploader: said by screen readers (not shown) when a file was moved. `{name}` = the file's
   * name; `{position}` = its place now, counted from 1; `{count}` = the files in the list.
   */
  mediaUploaderAnnounceMoved: '{name}, position {position} of {count}.',
  /**
   * MediaUploader: visible label over an image's text field, where the user describes the image
   * for people who cannot see it (the "alt text" networks show to screen readers). Short: the
   * term your language's social networks use.
   */
  mediaUploaderAlt: 'Alt text',
  /**
   * MediaUploader: accessible name (not shown) of that field. `{name}` = the file's name. It must
   * contain the words of `mediaUploaderAlt` unchanged (WCAG 2.5.3, Label in Name), at the start
   * where your grammar allows.
   */
  mediaUploaderAltLabel: 'Alt text for {name}',
  /**
   * MediaUploader: under the list, beside the overall progress bar. `{done}` = files uploaded,
   * `{total}` = files in the list (canceled ones apart). Short.
   */
  mediaUploaderTotals: '{done} of {total} uploaded',
  /** MediaUploader: accessible name (not shown) of the overall progress bar under the list. */
  mediaUploaderTotalsLabel: 'All uploads',
  /**
   * MediaUploader: button under the list that starts the waiting uploads (when the app starts them
   * by hand). `{count}` = the number of waiting files. Button label: keep it short. Plural forms:
   * `_one`, `_other` (and your language's others).
   */
  mediaUploaderStart_one: 'Upload {count} file',
  /**
   * MediaUploader: as `mediaUploaderStart_one`, for other numbers of waiting files. `{count}` =
   * that number. Button label: keep it short.
   */
  mediaUploaderStart_other: 'Upload {count} files',
  /**
   * MediaUploader: status line under the drop zone while the device is offline. Calm: nothing is
   * lost.
   */
  mediaUploaderOffline: 'You are offline. Uploads continue when the connection is back.',
  /**
   * MediaUploader: heading over the files whose upload stopped when the page was reloaded, crashed
   * or was closed; the browser kept them on the device and lists them again. `{count}` = how many.
   * Calm: nothing is lost. Plural forms: `_one`, `_other` (and your language's others).
   */
  mediaUploaderInterrupted_one: '{count} upload was interrupted.',
  /** MediaUploader: as `mediaUploaderInterrupted_one`, for other numbers of files. `{count}` = that number. */
  mediaUploaderInterrupted_other: '{count} uploads were interrupted.',
  /** MediaUploader: button beside `mediaUploaderInterrupted` that goes on with every interrupted upload, from where it stopped. Short. */
  mediaUploaderResumeAll: 'Resume all',
  /** MediaUploader: button beside `mediaUploaderInterrupted` that takes every interrupted file off the list and off the device. Short. */
  mediaUploaderDiscardAll: 'Discard all',
  /** MediaUploader: button on an interrupted file's row that goes on with its upload, from where it stopped. One word. */
  mediaUploaderResume: 'Resume',
  /**
   * MediaUploader: accessible name of `mediaUploaderResume`. `{name}` = the file name. Must contain
   * the words of `mediaUploaderResume` unchanged, at the start where your grammar allows.
   */
  mediaUploaderResumeLabel: 'Resume {name}',
  /** MediaUploader: button on an interrupted file's row that takes it off the list and off the device. One word. */
  mediaUploaderDiscard: 'Discard',
  /**
   * MediaUploader: accessible name of `mediaUploaderDiscard`. `{name}` = the file name. Must contain
   * the words of `mediaUploaderDiscard` unchanged, at the start where your grammar allows.
   */
  mediaUploaderDiscardLabel: 'Discard {name}',
  /**
   * MediaUploader: quiet note under the drop zone when the app asked to keep unfinished uploads on
   * the device but the browser would not (private browsing, storage blocked or full). Uploading
   * goes on; only a reload would lose them. Calm.
   */
  mediaUploaderNotKept: 'This browser is not keeping these files on the device: a reload will stop their uploads.',

  /**
   * MediaUploader: heading of the list of files that were not added (one `mediaUploaderRejected*`
   * sentence each). Very short.
   */
  mediaUploaderRejectedTitle: 'Not added',
  /**
   * MediaUploader: a file was not added because of its type. `{name}` = the file's name; `{types}`
   * = the types taken, a list of the locale ("images and videos").
   */
  mediaUploaderRejectedType: '{name} is not a type we accept. Accepted: {types}.',
  /**
   * MediaUploader: a file was not added because it is too big. `{name}` = the file's name; `{size}`
   * = its size, `{limit}` = the largest taken, both formatted ("25 MB").
   */
  mediaUploaderRejectedTooLarge: '{name} is too large: {size}, the limit is {limit}.',
  /**
   * MediaUploader: a file was not added because it is too small. `{name}` = the file's name;
   * `{size}` = its size, `{limit}` = the smallest taken, both formatted.
   */
  mediaUploaderRejectedTooSmall: '{name} is too small: {size}, the minimum is {limit}.',
  /**
   * MediaUploader: a file was not added because it is empty (0 bytes; often a folder dropped by
   * mistake). `{name}` = the file's name.
   */
  mediaUploaderRejectedEmpty: '{name} is empty. If it is a folder, open it and choose the files inside.',
  /**
   * MediaUploader: a file was not added because its name is too long. `{name}` = the file's name;
   * `{count}` = its length in characters; `{limit}` = the longest allowed (numbers). Not a plural
   * key: word it so any number reads.
   */
  mediaUploaderRejectedNameTooLong: 'The name of {name} is {count} characters long; the limit is {limit}. Rename the file and add it again.',
  /**
   * MediaUploader: a file was not added because the list is full and only one file is allowed.
   * `{name}` = the file's name; `{limit}` = the limit. Plural forms: chosen by the limit; `_one`,
   * `_other` (and your language's others).
   */
  mediaUploaderRejectedTooMany_one: '{name} was not added: one file at most.',
  /**
   * MediaUploader: a file was not added because the list is full. `{name}` = the file's name;
   * `{limit}` = the most files allowed (the number the plural form is chosen by).
   */
  mediaUploaderRejectedTooMany_other: '{name} was not added: {limit} files at most.',
  /**
   * MediaUploader: a file was not added because the same file is in the list already. `{name}` =
   * the file's name.
   */
  mediaUploaderRejectedDuplicate: '{name} is already in the list.',
  /**
   * MediaUploader: a file was not added because the app's own check refused it. `{name}` = the
   * file's name; `{message}` = the app's reason as it gives it (or `errorValidation`), a sentence
   * of its own.
   */
  mediaUploaderRejectedInvalid: '{name} was not added: {message}',
  /**
   * MediaUploader: heading of the list when Retry was refused for files (the list is full). Very
   * short.
   */
  mediaUploaderRetryRefusedTitle: 'Not retried',
  /**
   * MediaUploader: Retry was refused because only one file is allowed and another is in the list.
   * `{name}` = the file's name; `{limit}` = the limit. Plural forms: chosen by the limit; `_one`,
   * `_other` (and your language's others).
   */
  mediaUploaderRetryRefusedTooMany_one: '{name} cannot be retried: one file at most. Remove or cancel a file first.',
  /**
   * MediaUploader: Retry was refused because the list is full. `{name}` = the file's name;
   * `{limit}` = the most files allowed (the number the plural form is chosen by).
   */
  mediaUploaderRetryRefusedTooMany_other: '{name} cannot be retried: {limit} files at most. Remove or cancel a file first.',

  /**
   * MediaUploader: said by screen readers (not shown) when a file was added. `{name}` = the file's
   * name.
   */
  mediaUploaderAnnounceAdded: '{name} added.',
  /**
   * MediaUploader: said by screen readers (not shown) when more than three files were added at
   * once, instead of one sentence each. `{count}` = the number added (always 4 or more, so `_one`
   * shows only in languages whose "one" form covers such numbers). Plural forms: `_one`, `_other`
   * (and your language's others).
   */
  mediaUploaderAnnounceAddedMany_one: '{count} file added.',
  /**
   * MediaUploader: said by screen readers (not shown) when more than three files were added at
   * once. `{count}` = the number added.
   */
  mediaUploaderAnnounceAddedMany_other: '{count} files added.',
  /**
   * MediaUploader: said by screen readers (not shown) when a file finished uploading. `{name}` =
   * the file's name.
   */
  mediaUploaderAnnounceUploaded: '{name} uploaded.',
  /**
   * MediaUploader: said by screen readers (not shown) when a file's upload failed. `{name}` = the
   * file's name; `{reason}` = the error's sentence, as in `mediaUploaderStatusError`.
   */
  mediaUploaderAnnounceFailed: '{name} failed: {reason}',
  /**
   * MediaUploader: said by screen readers (not shown) when a file is not uploaded because a
   * network chosen for the post refuses it. `{name}` = the file's name; `{reason}` = the
   * networks' reasons, full sentences ("9:16 is taller than Instagram feed allows (4:5). Post it
   * as a Reel or a Story, or crop it.").
   */
  mediaUploaderAnnounceRefused: '{name} was not uploaded: {reason}',
  /**
   * MediaUploader: said by screen readers (not shown) when an image starts being made smaller so
   * that every network chosen for the post takes it, before it uploads. `{name}` = the file's name.
   */
  mediaUploaderAnnounceFitting: 'Resizing {name} for the chosen networks.',
  /**
   * MediaUploader: said by screen readers (not shown) when a HEIC photo (the format iPhones save
   * photos in) starts being turned into a JPEG so that every network chosen for the post takes it,
   * before it uploads. `{name}` = the file's name.
   */
  mediaUploaderAnnounceConverting: 'Converting {name} to JPEG for the chosen networks.',
  /**
   * MediaUploader: said by screen readers (not shown) when a video starts being fitted (cut
   * shorter, scaled down or encoded again) so that every network chosen for the post takes it,
   * before it uploads. `{name}` = the file's name.
   */
  mediaUploaderAnnounceFittingVideo: 'Fitting {name} for the chosen networks.',
};

export type MediaUploaderMessages = { [K in keyof typeof mediaUploaderMessages]: string };
