/** Figures of a scenario, printed as a table: what was measured, its value, and the target beside it. */
export interface Figure {
  name: string;
  value: string;
  /** The target in words (`≤ 1.10`) and whether this run met it. Printed, never asserted. */
  target?: { text: string; met: boolean };
}

export const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

const numberFormat = (digits: number) => new Intl.NumberFormat('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

/** `1.04 (0.98–1.09)`: the median, and the spread of the runs it came from. */
export function medianOf(values: readonly number[], digits = 0, unit = ''): string {
  const format = numberFormat(digits);
  const text = (value: number) => `${format.format(value)}${unit}`;
  if (values.length === 1) return text(values[0]!);
  return `${text(median(values))} (${format.format(Math.min(...values))}–${text(Math.max(...values))})`;
}

export const fixed = (value: number, digits = 0, unit = '') => `${numberFormat(digits).format(value)}${unit}`;

export const atMost = (value: number, limit: number, text: string): Figure['target'] => ({ text: `≤ ${text}`, met: value <= limit });

export const MB = 1024 * 1024;

export function printFigures(title: string, notes: readonly string[], figures: readonly Figure[]): void {
  const nameWidth = Math.max(...figures.map((figure) => figure.name.length));
  const valueWidth = Math.max(...figures.map((figure) => figure.value.length));
  const lines = figures.map(({ name, value, target }) => {
    const verdict = target ? `   target ${target.text}  ${target.met ? 'PASS' : 'MISS'}` : '';
    return `  ${name.padEnd(nameWidth)}  ${value.padStart(valueWidth)}${verdict}`;
  });
  const rule = '─'.repeat(Math.max(title.length, ...lines.map((line) => line.length)));
  console.log(['', title, ...notes.map((note) => `  ${note}`), rule, ...lines, rule, ''].join('\n'));
}
