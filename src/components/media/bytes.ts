const UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte', 'terabyte'] as const;

/**
 * A size for people: `512 bytes`, `4.5 MB`, `20 MB`, in the locale's words and digits. Steps of
 * 1024, because limits are written that way (`20 * 1024 * 1024` must read "20 MB", not "21 MB")
 * and that is what the file managers beside the app show. One decimal under 10, none above.
 */
export function formatBytes(bytes: number, locale?: string): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: UNITS[unit],
    unitDisplay: unit === 0 ? 'long' : 'short',
    maximumFractionDigits: unit > 0 && value < 10 ? 1 : 0,
  }).format(value);
}

/**
 * A size beside a limit, for a rejection: when both would read the same ("20 MB, the limit is
 * 20 MB") they are given in bytes, so the sentence still says what is wrong.
 */
export function formatBytesApart(size: number, limit: number, locale?: string): [string, string] {
  const [a, b] = [formatBytes(size, locale), formatBytes(limit, locale)];
  if (a !== b) return [a, b];
  const exact = new Intl.NumberFormat(locale, { style: 'unit', unit: 'byte', unitDisplay: 'long' });
  return [exact.format(size), exact.format(limit)];
}

/** `45%` in the locale's way; floors, so it never says 100% before the end. */
export function formatPercent(ratio: number, locale?: string): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(Math.floor(Math.max(0, Math.min(1, ratio)) * 100) / 100);
}
