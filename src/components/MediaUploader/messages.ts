import { mediaStatusMessages } from '../media/messages.js';

/**
 * MediaUploader's words. `{name}` is a file's name, sizes come formatted for the locale
 * (`20 MB`), and keys ending in `_one` / `_other` (and the locale's other plural forms, if the
 * app adds them) are chosen with Intl.PluralRules. Override any of them on the provider's
 * `messages`.
 */
export const mediaUploaderMessages = {
  ...mediaStatusMessages,
  uploaderLabel: 'Upload media',
  uploaderDrop: 'Drag files here or paste them, or',
  uploaderDropActive: 'Drop the files to add them',
  uploaderDropReject: 'Some of these files cannot be added',
  uploaderBrowse: 'Browse files',
  uploaderInputLabel: 'Choose files to upload',
  uploaderHintTypes: 'Accepted: {types}.',
  uploaderHintMaxSize: 'Up to {size} each.',
  uploaderHintMaxFiles_one: 'One file at most.',
  uploaderHintMaxFiles_other: 'At most {count} files.',
  uploaderTypeImages: 'images',
  uploaderTypeVideos: 'videos',
  uploaderTypeAudio: 'audio',
  uploaderTypeAny: 'any file',

  uploaderListLabel: 'Files',
  uploaderProgressLabel: 'Upload of {name}',
  uploaderProgressText: '{loaded} of {size}, {percent}',
  uploaderStatusError: 'Failed: {reason}',
  uploaderErrorSignature: 'Storage refused the file: it was sent with another type than the one it was signed for.',
  uploaderErrorExpired: 'The upload link expired before the file arrived.',
  uploaderErrorStalled: 'The upload stopped moving: nothing reached storage for a while. Check your connection and try again.',
  /** `{time}` is a date and time in the locale's words. */
  uploaderErrorWaitUntil: 'The server asked us to wait until {time} before trying again.',
  uploaderCancel: 'Cancel',
  uploaderCancelLabel: 'Cancel {name}',
  uploaderRetry: 'Retry',
  uploaderRetryLabel: 'Retry {name}',
  uploaderRemove: 'Remove',
  uploaderRemoveLabel: 'Remove {name}',
  uploaderTotals: '{done} of {total} uploaded',
  uploaderTotalsLabel: 'All uploads',
  uploaderStart_one: 'Upload {count} file',
  uploaderStart_other: 'Upload {count} files',
  uploaderOffline: 'You are offline. Uploads continue when the connection is back.',

  uploaderRejectedTitle: 'Not added',
  uploaderRejectedType: '{name} is not a type we accept. Accepted: {types}.',
  uploaderRejectedTooLarge: '{name} is too large: {size}, the limit is {limit}.',
  uploaderRejectedTooSmall: '{name} is too small: {size}, the minimum is {limit}.',
  uploaderRejectedEmpty: '{name} is empty. If it is a folder, open it and choose the files inside.',
  uploaderRejectedNameTooLong: 'The name of {name} is {count} characters long; the limit is {limit}. Rename the file and add it again.',
  uploaderRejectedTooMany_one: '{name} was not added: one file at most.',
  uploaderRejectedTooMany_other: '{name} was not added: {limit} files at most.',
  uploaderRejectedDuplicate: '{name} is already in the list.',
  uploaderRejectedInvalid: '{name} was not added: {message}',
  uploaderRetryRefusedTitle: 'Not retried',
  uploaderRetryRefusedTooMany_one: '{name} cannot be retried: one file at most. Remove or cancel a file first.',
  uploaderRetryRefusedTooMany_other: '{name} cannot be retried: {limit} files at most. Remove or cancel a file first.',

  uploaderAnnounceAdded: '{name} added.',
  uploaderAnnounceAddedMany_one: '{count} file added.',
  uploaderAnnounceAddedMany_other: '{count} files added.',
  uploaderAnnounceUploaded: '{name} uploaded.',
  uploaderAnnounceFailed: '{name} failed: {reason}',
};

export type MediaUploaderMessages = { [K in keyof typeof mediaUploaderMessages]: string };

declare module '../../i18n/messages.js' {
  // Merged into the provider's `messages` type, so an app's overrides are type-checked.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface SocialKitMessages extends MediaUploaderMessages {}
}
