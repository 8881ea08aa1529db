import { mediaTypeName } from '../client/fileTypes.js';
import type { NetworkId } from '../client/types.js';
import type { MediaCheckMessages } from '../i18n/en/mediaCheck.js';
import { formatMessage, pluralMessage } from '../i18n/messages.js';
import { getNetwork } from '../networks/catalogue.js';
import type { AspectRatio, MediaFileKind } from '../networks/media/types.js';
import { codecName } from './codecs.js';
import { formatApart, formatBytesApart, formatList, formatSeconds } from './format.js';
import type { MediaFileReason, MediaFileVerdict, MediaPostReason, MediaPostVerdict } from './types.js';

/**
 * The checker's verdicts as sentences, through a messages object (`mediaCheckMessages`, or the
 * provider's) and `Intl` for numbers, sizes, durations and lists. React-free and server-safe.
 */

const number = (value: number, locale: string | undefined, digits = 2) => new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(value);

const gcd = (a: number, b: number): number => (b ? gcd(b, a % b) : a);

/**
 * A file's width:height as people write it: reduced when it reduces to small numbers ("9:16", "4:3"), else
 * to one side ("1:1.251"), never rounded onto a ratio it is not.
 */
export function formatRatio(width: number, height: number, locale?: string): string {
  const divisor = Number.isInteger(width) && Number.isInteger(height) ? gcd(width, height) : 1;
  const [w, h] = [width / divisor, height / divisor];
  if (Number.isInteger(w) && Number.isInteger(h) && w <= 32 && h <= 32) return `${number(w, locale)}:${number(h, locale)}`;
  return width >= height ? `${number(width / height, locale, 3)}:1` : `1:${number(height / width, locale, 3)}`;
}

/** A rule's ratio as written: `[4, 5]` → "4:5", `[1.91, 1]` → "1.91:1". */
export const formatAspect = ([w, h]: AspectRatio, locale?: string): string => `${number(w, locale)}:${number(h, locale)}`;

/** Seconds in the locale's language: "45 seconds", "2.5 minutes", "12 hours". */
function formatDuration(seconds: number, locale?: string, digits = 1): string {
  const [value, unit] = seconds < 120 ? [seconds, 'second'] : seconds < 7200 ? [seconds / 60, 'minute'] : [seconds / 3600, 'hour'];
  return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long', maximumFractionDigits: digits }).format(value);
}

const durationsApart = (duration: number, limit: number, locale?: string) =>
  formatApart(duration, limit, (n) => formatDuration(n, locale), (n) => formatSeconds(n, locale));

/** Bits per second in megabits ("31 Mb/s" in English), or kilobits under one megabit. */
function bitRate(bits: number, locale?: string, digits = 1): string {
  const [value, unit] = bits < 1e6 ? [bits / 1e3, 'kilobit-per-second'] : [bits / 1e6, 'megabit-per-second'];
  return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: digits }).format(value);
}

/** `REELS` → `Reels`, for the message keys of a post kind. */
const keyPart = (id: string) => id.charAt(0).toUpperCase() + id.slice(1).toLowerCase();

const message = (messages: MediaCheckMessages, key: string): string | undefined => (messages as unknown as Record<string, string | undefined>)[key];

/** The network and its post kind, named: "Instagram feed", "YouTube Shorts", "Bluesky". */
export function mediaTarget(network: NetworkId, postKind: string, messages: MediaCheckMessages, locale?: string): string {
  const noun = postKind && message(messages, `mediaCheckPostKind${keyPart(postKind)}`);
  const name = getNetwork(network).name;
  return noun ? formatMessage(messages.mediaCheckTarget, { network: name, postKind: noun }, locale) : name;
}

/** A kind of file, plural or not for `count`: "image", "videos". */
const kindName = (kind: MediaFileKind, count: number, messages: MediaCheckMessages, locale?: string) => pluralMessage(messages, `mediaCheckKind${keyPart(kind)}`, count, locale);

/** What a file could be posted as instead: "a Reel or a Story". */
const alternativesText = (alternatives: readonly string[], messages: MediaCheckMessages, locale?: string) =>
  formatList(
    alternatives.map((id) => message(messages, `mediaCheckPostAs${keyPart(id)}`) ?? id.toLowerCase()),
    'disjunction',
    locale,
  );

/** The sentence for one reason, without what to do about it. */
function reasonSentence(reason: MediaFileReason, target: string, messages: MediaCheckMessages, locale?: string): string {
  const t = (template: string, params: object) => formatMessage(template, { target, ...params }, locale);
  switch (reason.code) {
    case 'type': {
      const accepted = formatList([...new Set(reason.accepted.map(mediaTypeName))], 'disjunction', locale);
      return reason.type ? t(messages.mediaCheckType, { type: mediaTypeName(reason.type), accepted }) : t(messages.mediaCheckTypeUnknown, { accepted });
    }
    case 'kind':
      return t(messages.mediaCheckKind, { kind: kindName(reason.kind, 2, messages, locale) });
    case 'too-large': {
      const [size, limit] = formatBytesApart(reason.bytes, reason.maxBytes, locale);
      return t(messages.mediaCheckTooLarge, { size, limit });
    }
    case 'too-wide':
      return t(messages.mediaCheckTooWide, { width: reason.width, limit: reason.maxWidth });
    case 'too-tall':
      return t(messages.mediaCheckTooTall, { height: reason.height, limit: reason.maxHeight });
    case 'too-many-pixels':
      return t(messages.mediaCheckTooManyPixels, { width: reason.width, height: reason.height, limit: reason.maxPixels });
    case 'too-small':
      return t(messages.mediaCheckTooSmall, { width: reason.width, height: reason.height, minWidth: reason.minWidth, minHeight: reason.minHeight });
    case 'aspect-too-tall':
    case 'aspect-too-wide':
      return t(reason.code === 'aspect-too-tall' ? messages.mediaCheckAspectTooTall : messages.mediaCheckAspectTooWide, {
        ratio: formatRatio(reason.width, reason.height, locale),
        limit: formatAspect(reason.limit, locale),
      });
    case 'too-short': {
      const [duration, limit] = durationsApart(reason.duration, reason.minDuration, locale);
      return t(messages.mediaCheckTooShort, { duration, limit });
    }
    case 'too-long': {
      const [duration, limit] = durationsApart(reason.duration, reason.maxDuration, locale);
      return t(messages.mediaCheckTooLong, { duration, limit });
    }
    case 'too-many-frames':
      return t(messages.mediaCheckTooManyFrames, { frames: reason.frames, limit: reason.maxFrames });
    case 'video-codec':
    case 'audio-codec':
      return t(reason.code === 'video-codec' ? messages.mediaCheckVideoCodec : messages.mediaCheckAudioCodec, {
        codec: codecName(reason.codec),
        accepted: formatList([...new Set(reason.accepted.map(codecName))], 'disjunction', locale),
      });
    case 'audio-profile':
      return t(messages.mediaCheckAudioCodec, { codec: aacName(reason.profile), accepted: formatList(reason.accepted.map(aacName), 'disjunction', locale) });
    case 'frame-rate-high':
      return t(messages.mediaCheckFrameRateHigh, { rate: number(reason.frameRate, locale), limit: number(reason.maxFrameRate, locale) });
    case 'frame-rate-low':
      return t(messages.mediaCheckFrameRateLow, { rate: number(reason.frameRate, locale), limit: number(reason.minFrameRate, locale) });
    case 'bit-rate': {
      const [rate, limit] = formatApart(reason.bitRate, reason.maxBitRate, (n) => bitRate(n, locale), (n) => bitRate(n, locale, 3));
      return t(messages.mediaCheckBitRate, { rate, limit });
    }
    case 'sample-rate':
      return t(messages.mediaCheckSampleRate, { rate: number(reason.sampleRate, locale), limit: number(reason.maxSampleRate, locale) });
    case 'audio-channels':
      return t(messages.mediaCheckAudioChannels, { channels: number(reason.channels, locale), limit: number(reason.maxChannels, locale) });
    case 'hdr':
      return t(messages.mediaCheckHdr, {});
    case 'not-fast-start':
      return t(messages.mediaCheckFastStart, {});
    case 'unreadable':
      return t(messages.mediaCheckUnreadable, {});
    case 'pending':
      return t(messages.mediaCheckPending, {});
    case 'no-rules':
      return t(messages.mediaCheckNoRules, {});
  }
}

/** An AAC profile as networks write it: "AAC-LC", "HE-AAC". */
const aacName = (profile: string) => (profile.includes('AAC') ? profile : `AAC-${profile}`);

/** A video's stream reasons, which another export of the video solves (and no other post kind: they share the codecs). */
const STREAM_CODES: ReadonlySet<MediaFileReason['code']> = new Set(['video-codec', 'audio-codec', 'frame-rate-high', 'frame-rate-low', 'bit-rate', 'sample-rate', 'audio-channels', 'audio-profile', 'hdr']);

/** What fitting does about a fixable reason; the rest of a video's are re-encoded (`mediaCheckFixEncode`). */
const FIXES: Partial<Record<MediaFileReason['code'], keyof MediaCheckMessages>> = {
  type: 'mediaCheckFixConvert',
  'too-large': 'mediaCheckFixCompress',
  'too-wide': 'mediaCheckFixScale',
  'too-tall': 'mediaCheckFixScale',
  'too-many-pixels': 'mediaCheckFixScale',
  'too-long': 'mediaCheckFixTrim',
  'not-fast-start': 'mediaCheckFixConvert',
};

/** What to do about a reason, if anything: fitting, cropping, another post kind. */
function remedy(reason: MediaFileReason, alternatives: readonly string[], target: string, messages: MediaCheckMessages, locale?: string): string | undefined {
  if (reason.fixable) return FIXES[reason.code] ? messages[FIXES[reason.code]!] : messages.mediaCheckFixEncode;
  const elsewhere = alternatives.length ? alternativesText(alternatives, messages, locale) : undefined;
  if (reason.code === 'aspect-too-tall' || reason.code === 'aspect-too-wide')
    return elsewhere ? formatMessage(messages.mediaCheckPostAsOrCrop, { alternatives: elsewhere }, locale) : messages.mediaCheckCrop;
  if (reason.code === 'not-fast-start') return messages.mediaCheckFixFastStart;
  if (STREAM_CODES.has(reason.code)) return formatMessage(messages.mediaCheckFixExport, { target }, locale);
  if (elsewhere && reason.code !== 'unreadable' && reason.code !== 'pending' && reason.code !== 'no-rules') return formatMessage(messages.mediaCheckPostAs, { alternatives: elsewhere }, locale);
  return undefined;
}

/**
 * One reason a file does not fit one network, as a sentence, with what to do about it: "9:16 is
 * taller than Instagram feed allows (4:5). Post it as a Reel or a Story, or crop it."
 */
export function describeMediaReason(reason: MediaFileReason, verdict: Pick<MediaFileVerdict, 'network' | 'postKind' | 'alternatives'>, messages: MediaCheckMessages, locale?: string): string {
  const target = mediaTarget(verdict.network, verdict.postKind, messages, locale);
  const sentence = reasonSentence(reason, target, messages, locale);
  const next = remedy(reason, verdict.alternatives, target, messages, locale);
  return next ? `${sentence} ${next}` : sentence;
}

/** Every reason of a file's verdict, one sentence (and its remedy) each; empty when it fits. */
export const describeMediaVerdict = (verdict: MediaFileVerdict, messages: MediaCheckMessages, locale?: string): string[] =>
  verdict.reasons.map((reason) => describeMediaReason(reason, verdict, messages, locale));

/** One reason a post does not fit one network: "Bluesky allows 4 images; 6 are attached." */
export function describePostReason(reason: MediaPostReason, verdict: Pick<MediaPostVerdict, 'network' | 'postKind'>, messages: MediaCheckMessages, locale?: string): string {
  const target = mediaTarget(verdict.network, verdict.postKind, messages, locale);
  if (reason.code === 'mixed')
    return formatMessage(messages.mediaCheckMixed, { target, kinds: formatList(reason.kinds.map((kind) => kindName(kind, 2, messages, locale)), 'conjunction', locale) }, locale);
  return reason.kind
    ? pluralMessage(messages, 'mediaCheckTooMany', reason.max, locale, { target, kind: kindName(reason.kind, reason.max, messages, locale), attached: reason.count })
    : pluralMessage(messages, 'mediaCheckTooManyFiles', reason.max, locale, { target, attached: reason.count });
}

/** The post's own reasons as sentences; the files' are on each file. */
export const describePostVerdict = (verdict: MediaPostVerdict, messages: MediaCheckMessages, locale?: string): string[] =>
  verdict.reasons.map((reason) => describePostReason(reason, verdict, messages, locale));
