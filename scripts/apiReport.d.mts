/** The reviewed report's path. */
export const REPORT: string;
/** The build's exports, one line each: `<entry> <kind> <name>`, sorted. */
export function apiReport(): string[];
/** The report's text for those lines. */
export function formatReport(lines: string[]): string;
/** Whether a line names a runtime value (a class, function, enum or const). */
export function isValueLine(line: string): boolean;
