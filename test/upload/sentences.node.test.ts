import { formatBytes, formatBytesApart, formatPercent } from '../../src/media/format.js';
import { mediaKind } from '../../src/media/kind.js';
import { acceptAttribute, describeAccept, toDropzoneAccept } from '../../src/media/accept.js';
import { mediaUploaderMessages } from '../../src/i18n/en/mediaUploader.js';
import { fitFailureOf, hintText, rejectionMessage, shortName, uploadErrorText } from '../../src/upload/sentences.js';
import { fitFailure } from '../../src/upload/errors.js';
import { fitFailureText } from '../../src/upload/fitFailure.js';
import { fitFailureMessages } from '../../src/i18n/en/fitFailure.js';
import { SocialKitError, errorMessages, formatMessage, type UploadItem, type UploadRejection } from '../../src/index.js';

const m = { ...errorMessages, ...mediaUploaderMessages };
const t = (template: string, params?: object) => formatMessage(template, params, 'en');
const MB = 1024 * 1024;
const file = (name: string, size: number, type = '') => new File([new Uint8Array(size)], name, { type });
const reject = (rejection: UploadRejection, accept: string[] = []) => rejectionMessage(rejection, m, t, accept, 'en');

describe('sizes and percentages', () => {
  it('writes sizes in steps of 1024 with the locale’s units, one decimal under 10', () => {
    expect([0, 1, 512, 1024, 1536, 10 * 1024, 4.53 * MB, 20 * MB, 3 * 1024 * MB].map((size) => formatBytes(size, 'en'))).toEqual([
      '0 bytes',
      '1 byte',
      '512 bytes',
      '1 kB',
      '1.5 kB',
      '10 kB',
      '4.5 MB',
      '20 MB',
      '3 GB',
    ]);
    expect(formatBytes(4.5 * MB, 'de')).toBe('4,5 MB');
  });

  it('falls back to bytes when a size and its limit would read the same', () => {
    expect(formatBytesApart(32 * MB, 20 * MB, 'en')).toEqual(['32 MB', '20 MB']);
    expect(formatBytesApart(20 * MB + 1, 20 * MB, 'en')).toEqual(['20,971,521 bytes', '20,971,520 bytes']);
  });

  it('never says 100% before the end', () => {
    expect(formatPercent(0.999, 'en')).toBe('99%');
    expect(formatPercent(1, 'en')).toBe('100%');
  });
});

describe('accept', () => {
  it('maps MIME types, wildcards and extensions to react-dropzone’s map, extensions under their type', () => {
    expect(toDropzoneAccept(['image/*', 'video/mp4', '.heic', '.mov', '.zz9'])).toEqual({
      'image/*': [],
      'video/mp4': [],
      'image/heic': ['.heic'],
      'video/quicktime': ['.mov'],
    });
    expect(toDropzoneAccept([])).toBeUndefined();
    expect(toDropzoneAccept(['*/*'])).toBeUndefined();
  });

  it('filters the file chooser by the entries as given, unknown extensions included', () => {
    expect(acceptAttribute(['image/*', '.heic', '.zz9'])).toBe('image/*,.heic,.zz9');
    expect(acceptAttribute([])).toBeUndefined();
    expect(acceptAttribute(['image/*', '*'])).toBeUndefined();
  });

  it('names types as people do', () => {
    expect(describeAccept(['image/*', 'video/*', 'image/svg+xml', 'video/x-matroska', '.heic', 'application/pdf'], m, 'en')).toBe(
      'images, videos, SVG, MKV, HEIC, and PDF',
    );
  });

  it('tells the limits in one hint', () => {
    expect(hintText(m, t, ['image/*'], 20 * MB, 1, 'en')).toBe('Accepted: images. Up to 20 MB each. One file at most.');
    expect(hintText(m, t, [], undefined, 10, 'en')).toBe('At most 10 files.');
    expect(hintText(m, t, [], undefined, undefined, 'en')).toBe('');
  });

  it('knows what a thumbnail can show from the type or the name', () => {
    expect([mediaKind('image/heic'), mediaKind('', 'clip.MOV'), mediaKind(undefined, 'notes'), mediaKind('application/pdf'), mediaKind('', 'IMG_1.HEIC')]).toEqual(['image', 'video', 'other', 'other', 'image']);
  });
});

describe('rejection messages', () => {
  it('name the file, the rule and the limit', () => {
    expect(reject({ file: file('photo.heic', 32 * MB), code: 'file-too-large', limit: 20 * MB })).toBe('photo.heic is too large: 32 MB, the limit is 20 MB.');
    expect(reject({ file: file('tiny.png', 100), code: 'file-too-small', limit: 1024 })).toBe('tiny.png is too small: 100 bytes, the minimum is 1 kB.');
    expect(reject({ file: file('notes.pdf', 1), code: 'file-invalid-type' }, ['image/*', '.heic'])).toBe('notes.pdf is not a type we accept. Accepted: images and HEIC.');
    expect(reject({ file: file('Folder', 0), code: 'file-empty' })).toBe('Folder is empty. If it is a folder, open it and choose the files inside.');
    expect(reject({ file: file('a.png', 1), code: 'too-many-files', limit: 1 })).toBe('a.png was not added: one file at most.');
    expect(reject({ file: file('a.png', 1), code: 'too-many-files', limit: 5 })).toBe('a.png was not added: 5 files at most.');
    // A canceled file retried with no place free: it is listed, so it was not "not added".
    expect(reject({ file: file('a.png', 1), code: 'too-many-files', limit: 2, itemId: 'upload-1' })).toBe('a.png cannot be retried: 2 files at most. Remove or cancel a file first.');
    expect(reject({ file: file('a.png', 1), code: 'duplicate' })).toBe('a.png is already in the list.');
    expect(reject({ file: file('a.png', 1), code: 'validation', message: 'Use at least 1080 pixels.' })).toBe('a.png was not added: Use at least 1080 pixels.');
  });

  it('shortens a very long name in the middle, and gives its length', () => {
    const long = `${'ж'.repeat(290)}-конец.png`;
    const text = reject({ file: file(long, 1), code: 'name-too-long', limit: 255 });
    expect(text).toBe(`The name of ${shortName(long)} is 300 characters long; the limit is 255. Rename the file and add it again.`);
    expect(shortName(long)).toHaveLength(60);
    expect(shortName(long).endsWith('ж-конец.png')).toBe(true);
    expect(shortName('📷 фото.png')).toBe('📷 фото.png');
  });
});

describe('upload errors', () => {
  it('says what storage’s two refusals mean, and the rest as every error', () => {
    const storage = (reason: string) => new SocialKitError({ kind: 'http', status: 403, operation: 'upload', reason, message: 'x' });
    expect(uploadErrorText(storage('SignatureDoesNotMatch'), m)).toMatch(/another type than the one it was signed for/);
    expect(uploadErrorText(storage('RequestExpired'), m)).toBe('The upload link expired before the file arrived.');
    expect(uploadErrorText(new SocialKitError({ kind: 'network', message: 'x' }), m)).toBe(errorMessages.errorNetwork);
  });

  it('says why a file could not be fitted by the fitter’s code and what the file is, from the app’s messages over the English', () => {
    const failedItem = (code: string | undefined, contentType: string) =>
      ({ id: '1', name: 'f', size: 1, contentType, status: 'error', error: fitFailure(Object.assign(new Error('x'), { code })) }) as unknown as UploadItem;
    const failed = (code: string | undefined, contentType = 'video/mp4') => fitFailureText(fitFailureOf(failedItem(code, contentType))!, {});
    expect(failed('audio-encoder')).toBe(fitFailureMessages.fitFailureAudioEncoder);
    expect(failed('unreadable')).toBe(fitFailureMessages.fitFailureVideoUnreadable);
    expect(failed('too-large')).toBe(fitFailureMessages.fitFailureVideoTooLarge);
    expect(failed('trim')).toBe(fitFailureMessages.fitFailureTrim);
    expect(failed('unsupported')).toBe(fitFailureMessages.fitFailureVideoUnsupported);
    expect(failed('video-encoder')).toBe(fitFailureMessages.fitFailureVideoEncoder);
    expect(failed(undefined)).toBe(fitFailureMessages.fitFailureVideoEncode);
    expect(failed('unreadable', 'image/jpeg')).toBe('This browser could not open the image to resize it.');
    expect(failed('unreadable', 'image/heic')).toBe(fitFailureMessages.fitFailureHeic);
    expect(failed('too-large', 'image/heic')).toBe(fitFailureMessages.fitFailureImageTooLarge);
    expect(failed('an app fitter’s own', 'image/png')).toBe(fitFailureMessages.fitFailureImageEncode);
    expect(fitFailureText({ reason: 'too-large', kind: 'video' }, { fitFailureVideoTooLarge: 'Zu groß.' })).toBe('Zu groß.');
    // Any other failure is not a fitting's.
    expect(fitFailureOf({ ...failedItem('x', 'image/png'), error: new SocialKitError({ kind: 'network', message: 'x' }) } as UploadItem)).toBeUndefined();
    expect(fitFailure(Object.assign(new Error('x'), { code: 'audio-encoder' }))).toMatchObject({ code: 'fit-failed', reason: 'audio-encoder', retryable: false });
  });
});
