import { videoFitMessages, type VideoFitMessages } from '../i18n/en/videoFit.js';

// Loaded when a video's fitting fails (Row.tsx's VideoFitFailure, useUploadNews): the sentences
// come only to an app that fits videos, and only once one fails.

/** Why fitting a video failed, by `fitVideo`'s code (anything else reads as `encode`). */
const FAILURES = {
  unreadable: 'videoFitUnreadable',
  unsupported: 'videoFitUnsupported',
  'video-encoder': 'videoFitVideoEncoder',
  'audio-encoder': 'videoFitAudioEncoder',
  'too-large': 'videoFitTooLarge',
  trim: 'videoFitTrim',
  encode: 'videoFitFailed',
} as const satisfies Record<string, keyof VideoFitMessages>;

/** The sentence for a video fitting's failure `reason`, from the provider's `messages` over the English. */
export function videoFitFailureText(reason: string | undefined, messages: Partial<VideoFitMessages>): string {
  const m = { ...videoFitMessages, ...messages };
  return m[FAILURES[reason as keyof typeof FAILURES] ?? FAILURES.encode];
}
