/**
 * Sizes, percentages and lists in the locale's language, through `Intl`: what the uploader's rows
 * and the checker's verdicts both say, so that a size reads the same in both.
 * React-free and server-safe.
 */

/** Items joined as the locale joins them: "a, b, and c" or "a, b, or c". */
export function formatList(items: string[], type: 'conjunction' | 'disjunction', locale?: string): string {
  return new Intl.ListFormat(locale, { type }).format(items);
}

/**
 * A size for people: `512 bytes`, `4.5 MB`, `20 MB`, in the locale's language and digits. Steps of
 * 1024, because limits are written that way (`20 * 1024 * 1024` must read "20 MB", not "21 MB")
 * and that is what the file managers beside the app show. One decimal under 10, none above.
 */
export function formatBytes(bytes: number, locale?: string): string {
  // Here rather than at the top: esbuild, bundling without chunks (as size-limit measures), wraps a
  // module loaded both up front and on demand in an initializer, which one with no state skips.
  const UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte', 'terabyte'] as const;
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: UNITS[unit],
    unitDisplay: unit ? 'short' : 'long',
    maximumFractionDigits: unit && value < 10 ? 1 : 0,
  }).format(value);
}

/**
 * Two quantities that must read apart ("2.1 MB, the limit is 2 MB"): when rounding makes them read
 * the same, both are given exactly.
 */
export function formatApart(value: number, limit: number, format: (n: number) => string, exact: (n: number) => string): [string, string] {
  const [a, b] = [format(value), format(limit)];
  return a === b && value !== limit ? [exact(value), exact(limit)] : [a, b];
}

/** A size beside a limit, for a rejection: read the same, both are given in bytes. */
export function formatBytesApart(size: number, limit: number, locale?: string): [string, string] {
  return formatApart(size, limit, (n) => formatBytes(n, locale), (n) => new Intl.NumberFormat(locale, { style: 'unit', unit: 'byte', unitDisplay: 'long' }).format(n));
}

/**
 * Seconds in the locale's language: "1.5 seconds", up to one decimal. `frame` writes a place in a
 * video instead, "2.03s", always two decimals, so that one frame's step (a thirtieth of a second)
 * reads apart from the next.
 */
export function formatSeconds(seconds: number, locale?: string, frame = false): string {
  const digits = frame ? 2 : 1;
  return new Intl.NumberFormat(locale, { style: 'unit', unit: 'second', unitDisplay: frame ? 'narrow' : 'long', minimumFractionDigits: frame ? digits : 0, maximumFractionDigits: digits }).format(seconds);
}

/** `45%` in the locale's way; floors, so it never says 100% before the end. */
export function formatPercent(ratio: number, locale?: string): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(Math.floor(Math.max(0, Math.min(1, ratio)) * 100) / 100);
}
