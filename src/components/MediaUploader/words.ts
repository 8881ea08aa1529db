import { describeError, pluralMessage, type errorMessages } from '../../i18n/messages.js';
import { isSignatureMismatchError, isUploadStalledError, isUploadUrlExpiredError } from '../../upload/errors.js';
import type { UploadItem, UploadRejection } from '../../upload/types.js';
import { formatBytes, formatBytesApart } from '../media/bytes.js';
import { describeAccept } from './accept.js';
import type { MediaUploaderMessages as OwnMessages } from './messages.js';

/** The uploader's words with the shared error words. */
export type MediaUploaderMessages = OwnMessages & { [K in keyof typeof errorMessages]: string };

/** Fills a message; numbers in the locale's digits. */
export type Translate = (template: string, params?: object) => string;

/** A very long name shortened in the middle, where it says least, for sentences about it: 60 characters at most. */
export function shortName(name: string): string {
  return name.length <= 60 ? name : `${name.slice(0, 44)}…${name.slice(-15)}`;
}

/** Why a file was not added, in a sentence that names it and the limit it broke. */
export function rejectionMessage(rejection: UploadRejection, m: MediaUploaderMessages, t: Translate, accept: readonly string[], locale?: string): string {
  const { file, limit = 0 } = rejection;
  const name = shortName(file.name);
  switch (rejection.code) {
    case 'file-invalid-type':
      return t(m.uploaderRejectedType, { name, types: describeAccept(accept, m, locale) });
    case 'file-too-large': {
      const [size, max] = formatBytesApart(file.size, limit, locale);
      return t(m.uploaderRejectedTooLarge, { name, size, limit: max });
    }
    case 'file-too-small': {
      const [size, min] = formatBytesApart(file.size, limit, locale);
      return t(m.uploaderRejectedTooSmall, { name, size, limit: min });
    }
    case 'file-empty':
      return t(m.uploaderRejectedEmpty, { name });
    case 'name-too-long':
      return t(m.uploaderRejectedNameTooLong, { name, count: file.name.length, limit });
    case 'too-many-files':
      // A canceled file still listed, retried with no place free.
      return pluralMessage(m, rejection.itemId ? 'uploaderRetryRefusedTooMany' : 'uploaderRejectedTooMany', limit, locale, { name, limit });
    case 'duplicate':
      return t(m.uploaderRejectedDuplicate, { name });
    case 'validation':
      return t(m.uploaderRejectedInvalid, { name, message: rejection.message ?? m.errorValidation });
  }
}

/** The heading over the refusals: a refused retry was never an add. */
export const rejectionsTitle = (rejections: readonly UploadRejection[], m: MediaUploaderMessages) =>
  rejections.every((rejection) => rejection.itemId) ? m.uploaderRetryRefusedTitle : m.uploaderRejectedTitle;

/** Why an upload failed: storage's two refusals and a stalled transfer in words, the rest as every other error. */
export function uploadErrorText(error: unknown, m: MediaUploaderMessages): string {
  if (isSignatureMismatchError(error)) return m.uploaderErrorSignature;
  if (isUploadUrlExpiredError(error)) return m.uploaderErrorExpired;
  if (isUploadStalledError(error)) return m.uploaderErrorStalled;
  return describeError(error, m);
}

/** What a failed row says: until when the server asked us to wait, when it did, else why it failed. */
export function failureText({ error, waitUntil }: Pick<Extract<UploadItem, { status: 'error' }>, 'error' | 'waitUntil'>, m: MediaUploaderMessages, t: Translate, locale?: string): string {
  if (waitUntil === undefined) return uploadErrorText(error, m);
  return t(m.uploaderErrorWaitUntil, { time: new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(waitUntil) });
}

/** "Accepted: images and HEIC. Up to 20 MB each. At most 10 files." */
export function hintText(m: MediaUploaderMessages, t: Translate, accept: readonly string[], maxSize: number | undefined, maxFiles: number | undefined, locale?: string) {
  const parts: string[] = [];
  if (accept.length) parts.push(t(m.uploaderHintTypes, { types: describeAccept(accept, m, locale) }));
  if (maxSize !== undefined) parts.push(t(m.uploaderHintMaxSize, { size: formatBytes(maxSize, locale) }));
  if (maxFiles !== undefined && Number.isFinite(maxFiles)) parts.push(pluralMessage(m, 'uploaderHintMaxFiles', maxFiles, locale));
  return parts.join(' ');
}
