import type { FailedFit } from './fitFailure.js';
import { isHeicConversion } from './media.js';
import { describeError, pluralMessage } from '../i18n/messages.js';
import { errorMessages, type ErrorMessages } from '../i18n/en/errors.js';
import { isFitError, isSignatureMismatchError, isUploadStalledError, isUploadUrlExpiredError } from './errors.js';
import type { UploadItem, UploadRejection } from './types.js';
import { formatBytes, formatBytesApart } from '../media/format.js';
import { describeAccept } from '../media/accept.js';
import { acceptsFile } from './accept.js';
import { mediaUploaderMessages, type MediaUploaderMessages } from '../i18n/en/mediaUploader.js';

/** The uploader's messages with the shared error messages, as `useMessages` gives them. */
export type UploaderMessages = MediaUploaderMessages & ErrorMessages;

/** Their English, the `defaults` the uploader's hook and component read them from. */
export const UPLOADER_MESSAGES: UploaderMessages = { ...errorMessages, ...mediaUploaderMessages };

/** Fills a message; numbers in the locale's digits. */
export type Translate = (template: string, params?: object) => string;

/** A very long name shortened in the middle, where it says least, for sentences about it: 60 characters at most. */
export function shortName(name: string): string {
  return name.length <= 60 ? name : `${name.slice(0, 44)}…${name.slice(-15)}`;
}

/** Why a file was not added, in a sentence that names it and the limit it broke. */
export function rejectionMessage(rejection: UploadRejection, m: UploaderMessages, t: Translate, accept: readonly string[], locale?: string): string {
  const { file, limit = 0 } = rejection;
  const name = shortName(file.name);
  switch (rejection.code) {
    case 'file-invalid-type':
      return t(m.mediaUploaderRejectedType, { name, types: describeAccept(accept, m, locale) });
    case 'file-too-large': {
      const [size, max] = formatBytesApart(file.size, limit, locale);
      return t(m.mediaUploaderRejectedTooLarge, { name, size, limit: max });
    }
    case 'file-too-small': {
      const [size, min] = formatBytesApart(file.size, limit, locale);
      return t(m.mediaUploaderRejectedTooSmall, { name, size, limit: min });
    }
    case 'file-empty':
      return t(m.mediaUploaderRejectedEmpty, { name });
    case 'name-too-long':
      return t(m.mediaUploaderRejectedNameTooLong, { name, count: file.name.length, limit });
    case 'too-many-files':
      // A canceled file still listed, retried with no place free.
      return pluralMessage(m, rejection.itemId ? 'mediaUploaderRetryRefusedTooMany' : 'mediaUploaderRejectedTooMany', limit, locale, { name, limit });
    case 'duplicate':
      return t(m.mediaUploaderRejectedDuplicate, { name });
    case 'validation':
      return t(m.mediaUploaderRejectedInvalid, { name, message: rejection.message ?? m.errorValidation });
    case 'refused-by-network':
      // Its reasons are on its row (the store lists it as `refused`); this is the short form.
      return t(m.mediaUploaderAnnounceRefused, { name, reason: m.mediaStatus_refused });
  }
}

/** The heading over the refusals: a refused retry was never an add. */
export const rejectionsTitle = (rejections: readonly UploadRejection[], m: UploaderMessages) =>
  rejections.every((rejection) => rejection.itemId) ? m.mediaUploaderRetryRefusedTitle : m.mediaUploaderRejectedTitle;

/** Why an upload failed: storage's two refusals and a stalled transfer by the uploader's own messages, the rest as every other error. */
export function uploadErrorText(error: unknown, m: UploaderMessages): string {
  if (isSignatureMismatchError(error)) return m.mediaUploaderErrorSignature;
  if (isUploadUrlExpiredError(error)) return m.mediaUploaderErrorExpired;
  if (isUploadStalledError(error)) return m.mediaUploaderErrorStalled;
  return describeError(error, m);
}

/** A file whose fitting failed, and what it is: its sentences load on demand (fitFailure.ts). */
export const fitFailureOf = (item: UploadItem): FailedFit | undefined =>
  item.status === 'error' && isFitError(item.error)
    ? { reason: item.error.reason, kind: item.contentType.startsWith('video/') ? 'video' : isHeicConversion(item) ? 'heic' : 'image' }
    : undefined;

/**
 * What a failed row says: until when the server asked us to wait, when it did, else why it failed.
 * A fitting says its own (`fitFailureOf`: fitFailure.ts, loaded when one fails).
 */
export function failureText(
  { error, waitUntil }: Pick<Extract<UploadItem, { status: 'error' }>, 'error' | 'waitUntil'>,
  m: UploaderMessages,
  t: Translate,
  locale?: string,
): string {
  if (waitUntil === undefined) return uploadErrorText(error, m);
  return t(m.mediaUploaderErrorWaitUntil, { time: new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(waitUntil) });
}

/**
 * "Accepted: images and HEIC. HEIC photos are converted to JPEG. Up to 20 MB each. At most 10
 * files." The HEIC sentence with `heic`: networks are chosen, and the uploader takes HEIC.
 */
export function hintText(m: UploaderMessages, t: Translate, accept: readonly string[], maxSize: number | undefined, maxFiles: number | undefined, locale?: string, heic = false) {
  const parts: string[] = [];
  if (accept.length) parts.push(t(m.mediaUploaderHintTypes, { types: describeAccept(accept, m, locale) }));
  if (heic && acceptsFile({ name: '.heic', type: 'image/heic' }, 'image/heic', accept)) parts.push(m.mediaUploaderHintHeic);
  if (maxSize !== undefined) parts.push(t(m.mediaUploaderHintMaxSize, { size: formatBytes(maxSize, locale) }));
  if (maxFiles !== undefined && Number.isFinite(maxFiles)) parts.push(pluralMessage(m, 'mediaUploaderHintMaxFiles', maxFiles, locale));
  return parts.join(' ');
}
