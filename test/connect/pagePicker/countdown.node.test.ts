import { createCountdown } from '../../../src/connect/pagePicker/countdown.js';

// The page picker's clock without React: what the snapshot says and when the listener is told.

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(0);
});
afterEach(() => vi.useRealTimers());

describe('createCountdown', () => {
  it('counts whole seconds down to 0, telling the listener just after each number changes', () => {
    const countdown = createCountdown(3_500, true);
    const seen: (number | undefined)[] = [];
    const stop = countdown.subscribe(() => seen.push(countdown.getSnapshot()));
    expect(countdown.getSnapshot()).toBe(4);
    vi.advanceTimersByTime(499);
    expect(seen).toEqual([]);
    vi.advanceTimersByTime(10);
    expect(seen).toEqual([3]);
    vi.advanceTimersByTime(3_000);
    expect(seen).toEqual([3, 2, 1, 0]);
    // Run out: nothing more is scheduled, and the number stays at 0.
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(5_000);
    expect(countdown.getSnapshot()).toBe(0);
    stop();
  });

  it('tells no one without a deadline or once it is not running, yet still reads the time left', () => {
    for (const countdown of [createCountdown(undefined, true), createCountdown(10_000, false)]) {
      const listener = vi.fn();
      countdown.subscribe(listener);
      expect(vi.getTimerCount()).toBe(0);
      vi.advanceTimersByTime(2_000);
      expect(listener).not.toHaveBeenCalled();
    }
    expect(createCountdown(undefined, true).getSnapshot()).toBeUndefined();
    expect(createCountdown(10_000, false).getSnapshot()).toBe(6);
  });

  it('stops when unsubscribed, and never reads below 0 for a deadline already past', () => {
    const countdown = createCountdown(5_000, true);
    const listener = vi.fn();
    countdown.subscribe(listener)();
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(2_000);
    expect(listener).not.toHaveBeenCalled();
    expect(createCountdown(-60_000, true).getSnapshot()).toBe(0);
  });
});
