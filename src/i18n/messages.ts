import { isSocialKitError } from '../client/errors.js';
import type { ErrorMessages } from './en/errors.js';

/** Languages written right to left, by their BCP 47 language subtag. */
const RIGHT_TO_LEFT = /^(ar|arc|ckb|dv|fa|he|iw|ps|sd|ug|ur|yi)(-|$)/i;

/**
 * Fills `{name}` placeholders of a message from `params`; numbers are written for the locale
 * (`{max}` → `5,000` or `5.000`, `٥٬٠٠٠` in Arabic). A placeholder without a string or number
 * stays as it is, so a missing parameter shows up in review instead of vanishing or reading
 * `[object Object]`. In a right-to-left language a string value is isolated (U+2068 … U+2069, what
 * `<bdi>` does in markup), so a Latin file name or handle keeps its own order inside Arabic or
 * Hebrew words, in text, attributes and live announcements alike; a value Intl wrote for
 * right-to-left text (a size in Hebrew) is isolated right to left (U+2067 … U+2069).
 */
export function formatMessage(template: string, params: object = {}, locale?: string): string {
  const isolate = !!locale && RIGHT_TO_LEFT.test(locale);
  return template.replace(/\{(\w+)\}/g, (placeholder, key: string) => {
    const value = (params as Record<string, unknown>)[key];
    if (typeof value === 'number') return value.toLocaleString(locale);
    if (typeof value !== 'string') return placeholder;
    // A value Intl wrote for right-to-left text keeps that direction (U+2067): a size in Hebrew is
    // "MB", U+200F, "1", which read as first-strong would show "MB1". Any other value finds its
    // own direction (U+2068), as a file name must (docs/languages.md, "Right to left").
    return isolate ? `${value.includes('\u200F') ? '\u2067' : '\u2068'}${value}\u2069` : value;
  });
}

/**
 * A counted message: `{base}_{category}` for `count` under the locale's plural rules (`_one`,
 * `_few`, `_many`…), else `{base}_other`, with `{count}` and any other `params` filled in.
 */
export function pluralMessage(messages: object, base: string, count: number, locale?: string, params: object = {}): string {
  const byKey = messages as Record<string, string | undefined>;
  const template = byKey[`${base}_${new Intl.PluralRules(locale).select(count)}`] ?? byKey[`${base}_other`] ?? base;
  return formatMessage(template, { ...params, count }, locale);
}

/** The sentence to show for an error; the service's own text is kept for 4xx it explains itself. */
export function describeError(error: unknown, messages: ErrorMessages): string {
  if (!isSocialKitError(error)) return messages.errorUnknown;
  if (error.code === 'session-expired') return messages.errorSessionExpired;
  if (error.code === 'unauthorized') return messages.errorUnauthorized;
  // The server's configuration, not the user's doing: its wording stays out of sight.
  if (error.code === 'service-credentials-refused') return messages.errorServer;
  // Also a gateway's HTML 429, which arrives as a protocol error.
  if (error.status === 429) return messages.errorRateLimited;
  if (error.status === 408) return messages.errorTimeout;
  switch (error.kind) {
    case 'network':
    case 'aborted':
      return messages.errorNetwork;
    case 'timeout':
      return messages.errorTimeout;
    case 'protocol':
      return messages.errorProtocol;
    case 'validation':
      return messages.errorValidation;
    case 'http':
      if (error.status >= 500) return messages.errorServer;
      return error.message || messages.errorUnknown;
    case 'connect':
      return messages.errorUnknown;
  }
}
