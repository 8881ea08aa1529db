import { mediaStatusMessages } from './mediaStatus.js';

/**
 * MediaUploader's words. `{name}` is a file's name, sizes come formatted for the locale
 * (`20 MB`), and keys ending in `_one` / `_other` (and the locale's other plural forms, if the
 * app adds them) are chosen with Intl.PluralRules. Override any of them on the provider's
 * `messages`.
 */
export const mediaUploaderMessages = {
  ...mediaStatusMessages,
  mediaUploaderLabel: 'Upload media',
  mediaUploaderDrop: 'Drag files here or paste them, or',
  mediaUploaderDropActive: 'Drop the files to add them',
  mediaUploaderDropReject: 'Some of these files cannot be added',
  mediaUploaderBrowse: 'Browse files',
  mediaUploaderInputLabel: 'Choose files to upload',
  mediaUploaderHintTypes: 'Accepted: {types}.',
  mediaUploaderHintMaxSize: 'Up to {size} each.',
  mediaUploaderHintMaxFiles_one: 'One file at most.',
  mediaUploaderHintMaxFiles_other: 'At most {count} files.',
  mediaUploaderTypeImages: 'images',
  mediaUploaderTypeVideos: 'videos',
  mediaUploaderTypeAudio: 'audio',
  mediaUploaderTypeAny: 'any file',

  mediaUploaderListLabel: 'Files',
  mediaUploaderProgressLabel: 'Upload of {name}',
  mediaUploaderProgressText: '{loaded} of {size}, {percent}',
  mediaUploaderStatusError: 'Failed: {reason}',
  mediaUploaderErrorSignature: 'Storage refused the file: it was sent with another type than the one it was signed for.',
  mediaUploaderErrorExpired: 'The upload link expired before the file arrived.',
  mediaUploaderErrorStalled: 'The upload stopped moving: nothing reached storage for a while. Check your connection and try again.',
  /** `{time}` is a date and time in the locale's words. */
  mediaUploaderErrorWaitUntil: 'The server asked us to wait until {time} before trying again.',
  mediaUploaderCancel: 'Cancel',
  mediaUploaderCancelLabel: 'Cancel {name}',
  mediaUploaderRetry: 'Retry',
  mediaUploaderRetryLabel: 'Retry {name}',
  mediaUploaderRemove: 'Remove',
  mediaUploaderRemoveLabel: 'Remove {name}',
  mediaUploaderTotals: '{done} of {total} uploaded',
  mediaUploaderTotalsLabel: 'All uploads',
  mediaUploaderStart_one: 'Upload {count} file',
  mediaUploaderStart_other: 'Upload {count} files',
  mediaUploaderOffline: 'You are offline. Uploads continue when the connection is back.',

  mediaUploaderRejectedTitle: 'Not added',
  mediaUploaderRejectedType: '{name} is not a type we accept. Accepted: {types}.',
  mediaUploaderRejectedTooLarge: '{name} is too large: {size}, the limit is {limit}.',
  mediaUploaderRejectedTooSmall: '{name} is too small: {size}, the minimum is {limit}.',
  mediaUploaderRejectedEmpty: '{name} is empty. If it is a folder, open it and choose the files inside.',
  mediaUploaderRejectedNameTooLong: 'The name of {name} is {count} characters long; the limit is {limit}. Rename the file and add it again.',
  mediaUploaderRejectedTooMany_one: '{name} was not added: one file at most.',
  mediaUploaderRejectedTooMany_other: '{name} was not added: {limit} files at most.',
  mediaUploaderRejectedDuplicate: '{name} is already in the list.',
  mediaUploaderRejectedInvalid: '{name} was not added: {message}',
  mediaUploaderRetryRefusedTitle: 'Not retried',
  mediaUploaderRetryRefusedTooMany_one: '{name} cannot be retried: one file at most. Remove or cancel a file first.',
  mediaUploaderRetryRefusedTooMany_other: '{name} cannot be retried: {limit} files at most. Remove or cancel a file first.',

  mediaUploaderAnnounceAdded: '{name} added.',
  mediaUploaderAnnounceAddedMany_one: '{count} file added.',
  mediaUploaderAnnounceAddedMany_other: '{count} files added.',
  mediaUploaderAnnounceUploaded: '{name} uploaded.',
  mediaUploaderAnnounceFailed: '{name} failed: {reason}',
};

export type MediaUploaderMessages = { [K in keyof typeof mediaUploaderMessages]: string };
