import { fitFailureMessages, type FitFailureMessages } from '../i18n/en/fitFailure.js';

// Loaded when a fitting fails (Row.tsx's FitFailure, useUploadNews): the sentences come only to an
// app that fits files, and only once one fails.

/** Why fitting an image failed, by the fitter's code (an app fitter's own failure reads as `encode`). */
const IMAGE = {
  unreadable: 'fitFailureImageUnreadable',
  'too-large': 'fitFailureImageTooLarge',
  encode: 'fitFailureImageEncode',
} as const satisfies Record<string, keyof FitFailureMessages>;

/** Why fitting a video failed, by `fitVideo`'s code (anything else reads as `encode`). */
const VIDEO = {
  unreadable: 'fitFailureVideoUnreadable',
  unsupported: 'fitFailureVideoUnsupported',
  'video-encoder': 'fitFailureVideoEncoder',
  'audio-encoder': 'fitFailureAudioEncoder',
  'too-large': 'fitFailureVideoTooLarge',
  trim: 'fitFailureTrim',
  encode: 'fitFailureVideoEncode',
} as const satisfies Record<string, keyof FitFailureMessages>;

/** A failed fitting: the fitter's code, and what was fitted (a HEIC photo is converted). */
export interface FailedFit {
  reason: string | undefined;
  kind: 'image' | 'heic' | 'video';
}

/**
 * A failed fitting's sentence, from the provider's `messages` over the English. A HEIC photo that
 * could not be decoded says what to do instead.
 */
export function fitFailureText({ reason, kind }: FailedFit, messages: Partial<FitFailureMessages>): string {
  const m = { ...fitFailureMessages, ...messages };
  if (kind === 'video') return m[VIDEO[reason as keyof typeof VIDEO] ?? VIDEO.encode];
  if (kind === 'heic' && reason === 'unreadable') return m.fitFailureHeic;
  return m[IMAGE[reason as keyof typeof IMAGE] ?? IMAGE.encode];
}
