import { asksToWaitLonger, backoffDelay } from '../../src/client/backoff.js';
import { SocialKitError } from '../../src/client/errors.js';

describe('backoffDelay', () => {
  it('grows exponentially with full jitter, capped at 30 s', () => {
    expect(backoffDelay(1, undefined, () => 1)).toBe(2000);
    expect(backoffDelay(3, undefined, () => 1)).toBe(8000);
    expect(backoffDelay(3, undefined, () => 0.5)).toBe(4000);
    expect(backoffDelay(3, undefined, () => 0)).toBe(0);
    expect(backoffDelay(10, undefined, () => 1)).toBe(30_000);
  });

  it("lets the server's Retry-After win", () => {
    const error = new SocialKitError({ kind: 'http', status: 429, message: 'Too many requests', retryAfterMs: 7000 });
    expect(backoffDelay(1, error, () => 0)).toBe(7000);
  });

  it('says when Retry-After asks for a longer wait than a caller will sit out', () => {
    const rateLimited = (retryAfterMs?: number) => new SocialKitError({ kind: 'http', status: 429, message: 'Too many requests', retryAfterMs });
    expect(asksToWaitLonger(rateLimited(60_000), 30_000)).toBe(true);
    expect(asksToWaitLonger(rateLimited(30_000), 30_000)).toBe(false);
    expect(asksToWaitLonger(rateLimited(undefined), 0)).toBe(false);
    expect(asksToWaitLonger(new Error('x'), 0)).toBe(false);
  });
});
