import { lazy } from '../../src/client/lazy.js';

// The one loader of code split into chunks: one import for every caller meanwhile, and a failed
// one (offline, a chunk gone after a deploy) tried again by the next call.

describe('lazy', () => {
  it('imports nothing until asked, then once however many callers ask', async () => {
    const module = { value: 1 };
    const load = vi.fn(() => Promise.resolve(module));
    const get = lazy(load);
    expect(load).not.toHaveBeenCalled();
    const [first, second] = await Promise.all([get(), get()]);
    expect(await get()).toBe(module);
    expect(first).toBe(module);
    expect(second).toBe(module);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('gives the failure to every caller waiting on a failed load, and loads again on the next call', async () => {
    const failure = new TypeError('Failed to fetch dynamically imported module');
    const load = vi.fn<() => Promise<string>>().mockRejectedValueOnce(failure).mockResolvedValueOnce('loaded');
    const get = lazy(load);
    const waiting = [get(), get()];
    await expect(waiting[0]).rejects.toBe(failure);
    await expect(waiting[1]).rejects.toBe(failure);
    expect(load).toHaveBeenCalledTimes(1);
    expect(await get()).toBe('loaded');
    expect(await get()).toBe('loaded');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
