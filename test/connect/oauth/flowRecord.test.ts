import { clearFlow, newFlowId, readFlow, sameOriginUrl, writeFlow } from '../../../src/connect/oauth/flowRecord.js';

const KEY = 'socialkit:connect:flow';
beforeEach(() => sessionStorage.clear());

describe('the flow record', () => {
  it('keeps a flow in this tab’s sessionStorage and reads it back', () => {
    const record = { id: 'f1', network: 'youtube', tenantId: 'team_42', mode: 'redirect' as const, returnTo: `${location.origin}/settings?tab=2`, startedAt: Date.now(), result: { type: 'session' as const, sessionToken: 'ses_1' } };
    writeFlow(record);
    expect(Object.keys(sessionStorage)).toEqual([KEY]);
    expect(Object.keys(localStorage).filter((key) => key.startsWith('socialkit:connect'))).toEqual([]);
    expect(readFlow()).toMatchObject(record);
    clearFlow();
    expect(readFlow()).toBeUndefined();
  });

  it('forgets a record older than an hour', () => {
    writeFlow({ id: 'old', startedAt: Date.now() - 61 * 60 * 1000 });
    expect(readFlow()).toBeUndefined();
    expect(sessionStorage.getItem(KEY)).toBeNull();
  });

  it('never returns a page to go back to on another origin or with another scheme', () => {
    sessionStorage.setItem(KEY, JSON.stringify({ id: 'f', startedAt: Date.now(), returnTo: 'https://evil.example/phish' }));
    expect(readFlow()?.returnTo).toBeUndefined();
    sessionStorage.setItem(KEY, JSON.stringify({ id: 'f', startedAt: Date.now(), returnTo: 'javascript:alert(1)' }));
    expect(readFlow()?.returnTo).toBeUndefined();
    expect(sameOriginUrl('/back', location.origin)).toBe(`${location.origin}/back`);
  });

  it('drops a result it cannot read, and survives junk', () => {
    sessionStorage.setItem(KEY, JSON.stringify({ id: 'f', startedAt: Date.now(), result: { type: 'session', sessionToken: 42 } }));
    expect(readFlow()).toMatchObject({ id: 'f', result: undefined });
    sessionStorage.setItem(KEY, '{not json');
    expect(readFlow()).toBeUndefined();
  });

  it('works without storage (a sandboxed frame), only without resume', () => {
    const spy = vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(writeFlow({ id: 'f', startedAt: Date.now() })).toBe(false);
    expect(readFlow()).toBeUndefined();
    expect(() => clearFlow()).not.toThrow();
    spy.mockRestore();
  });

  it('names each flow unguessably: its id is what lets a popup’s answer in', () => {
    const getRandomValues = vi.spyOn(crypto, 'getRandomValues');
    const ids = new Set(Array.from({ length: 50 }, newFlowId));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(getRandomValues).toHaveBeenCalledTimes(50);
  });
});
