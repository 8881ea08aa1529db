/** Avatars of accounts and pages: what may be loaded, and what shows when nothing can be. */

/**
 * The URL to load an avatar from, or undefined. Only absolute http(s) URLs: a `javascript:`,
 * `data:` or relative value from the service is never handed to the browser.
 */
export function safeImageUrl(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** Up to two letters for an avatar that cannot be loaded: "Acme Studio" → "AS". */
export function initials(name: string | undefined): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0]!, words[words.length - 1]!] : words;
  // Array.from splits by code point, so an emoji or a surrogate pair stays whole.
  return letters.map((word) => Array.from(word)[0] ?? '').join('').toUpperCase() || '?';
}
