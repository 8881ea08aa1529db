import { createSubscribable } from '../../src/client/subscribable.js';

// The one listener set of every core (connect, upload, media, gallery): who hears a change, and
// the work that lasts only while someone listens.

describe('createSubscribable', () => {
  it('tells every listener, and no longer one that unsubscribed', () => {
    const { subscribe, notify } = createSubscribable();
    const first = vi.fn();
    const second = vi.fn();
    const stopFirst = subscribe(first);
    subscribe(second);
    notify();
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);
    stopFirst();
    notify();
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(2);
  });

  it('calls the listeners there when it starts, whoever a listener adds or removes meanwhile', () => {
    const { subscribe, notify } = createSubscribable();
    const late = vi.fn();
    const seen: string[] = [];
    const stop = subscribe(() => {
      seen.push('first');
      stop();
      subscribe(late);
    });
    subscribe(() => seen.push('second'));
    notify();
    expect(seen).toEqual(['first', 'second']);
    expect(late).not.toHaveBeenCalled();
    notify();
    expect(seen).toEqual(['first', 'second', 'second']);
    expect(late).toHaveBeenCalledTimes(1);
  });

  it('starts with the first listener and stops with the last, again each time', () => {
    const stop = vi.fn();
    const start = vi.fn(() => stop);
    const { subscribe } = createSubscribable(start);
    expect(start).not.toHaveBeenCalled();
    const a = subscribe(() => {});
    const b = subscribe(() => {});
    expect(start).toHaveBeenCalledTimes(1);
    a();
    a();
    expect(stop).not.toHaveBeenCalled();
    b();
    expect(stop).toHaveBeenCalledTimes(1);
    b();
    expect(stop).toHaveBeenCalledTimes(1);
    subscribe(() => {});
    expect(start).toHaveBeenCalledTimes(2);
  });
});
