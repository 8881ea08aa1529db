/** setTimeout counts in a signed 32-bit integer: a longer wait (24.8 days) fires at once. */
export const MAX_TIMER_MS = 2 ** 31 - 1;

/** setTimeout with the wait kept within what it can count. */
export const later = (run: () => void, ms: number): ReturnType<typeof setTimeout> => setTimeout(run, Math.min(MAX_TIMER_MS, Math.max(0, ms)));
