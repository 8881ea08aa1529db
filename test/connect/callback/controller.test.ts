import type { MockInstance } from 'vitest';
import { ACK_WAIT_CHANNEL_MS, ACK_WAIT_OPENER_MS, createCallbackController, type ConnectCallbackOptions } from '../../../src/connect/callback/controller.js';
import { callbackState } from '../../../src/connect/callback/state.js';
import { listenForResult } from '../../../src/connect/oauth/channel.js';
import { connectMessage } from '../../../src/connect/oauth/protocol.js';
import { SocialKitError } from '../../../src/client/errors.js';
import { SETTLE } from '../../support/patience.js';

// The callback page's flow without React: what its user sees is the snapshot, the address bar, the
// flow record in sessionStorage, and what it says to the app (the opener, the channel).

const KEY = 'socialkit:connect:flow';
const start = location.href;

/** The record a redirect flow started on /settings leaves in this tab. */
const flowRecord = { id: 'f1', network: 'linkedin', mode: 'redirect', returnTo: `${location.origin}/settings`, startedAt: Date.now() };

/** Arrives on the callback page of a flow started on /settings. */
function arrive(query: string, record: object | null = flowRecord) {
  if (record) sessionStorage.setItem(KEY, JSON.stringify(record));
  history.replaceState(null, '', `/connect/callback?tab=1&${query}#done`);
}

/** A controller attached as the hook attaches it; `seen` is every snapshot its listeners were told of. */
function attach(options: ConnectCallbackOptions = {}) {
  const callback = createCallbackController(options);
  const seen: ReturnType<typeof callback.getSnapshot>[] = [];
  onTestFinished(callback.subscribe(() => seen.push(callback.getSnapshot())));
  const detach = callback.attach();
  onTestFinished(() => detach?.());
  return { callback, seen, detach, phase: () => callback.getSnapshot().phase };
}

/** Plays a window property the test environment does not let a spy replace, until the test ends. */
function define(name: 'opener' | 'closed', get: () => unknown) {
  Object.defineProperty(window, name, { configurable: true, get });
  onTestFinished(() => void delete (window as Partial<Record<typeof name, unknown>>)[name]);
}

/** The opener a popup's page sees while the app's tab is still there. */
function withOpener() {
  const opener = { closed: false, postMessage: vi.fn() };
  define('opener', () => opener);
  return opener;
}

/** `window.close`, which jsdom would otherwise carry out on the test's own window. */
let close: MockInstance<() => void>;

beforeEach(() => {
  sessionStorage.clear();
  close = vi.spyOn(window, 'close').mockImplementation(() => undefined);
});
afterEach(() => history.replaceState(null, '', start));

describe('the callback controller', () => {
  it('reads nothing and touches nothing until attached', () => {
    arrive('session=ses_1');
    const callback = createCallbackController({});
    expect(callback.getSnapshot()).toMatchObject({ phase: { status: 'reading' }, isPopup: false, waitsForUser: false });
    expect(location.search).toBe('?tab=1&session=ses_1');
  });

  it('takes a redirect’s session out of the address bar into the record, once, and finishes here', () => {
    arrive('session=ses_1');
    const { callback, seen, phase } = attach();
    expect(location.pathname + location.search + location.hash).toBe('/connect/callback?tab=1#done');
    expect(phase()).toEqual({ status: 'local' as const, result: { type: 'session', sessionToken: 'ses_1' } });
    expect(callback.getSnapshot()).toMatchObject({ record: { network: 'linkedin', returnTo: `${location.origin}/settings` }, isPopup: false, waitsForUser: false });
    expect(JSON.parse(sessionStorage.getItem(KEY)!)).toMatchObject({ id: 'f1', result: { type: 'session', sessionToken: 'ses_1' } });
    expect(seen).toHaveLength(1);
    // StrictMode's second effect, or a reload: the URL is clean, the record has it.
    callback.attach();
    expect(phase()).toEqual({ status: 'local' as const, result: { type: 'session', sessionToken: 'ses_1' } });
  });

  it('is empty on a page opened on its own', () => {
    history.replaceState(null, '', '/connect/callback');
    const { phase } = attach();
    expect(phase()).toEqual({ status: 'empty' });
  });

  it('hands a popup’s answer to its opener at exactly the app’s origin, and closes once the app takes it', () => {
    const opener = withOpener();
    arrive('session=ses_1', { ...flowRecord, mode: 'popup' });
    const { callback, phase } = attach({ targetOrigin: 'https://app.example' });
    expect(phase()).toEqual({ status: 'delivering' });
    expect(callback.getSnapshot().isPopup).toBe(true);
    const [[message, origin]] = opener.postMessage.mock.calls as [[{ id: string }, string]];
    expect(message).toMatchObject({ source: 'socialkit', type: 'session', sessionToken: 'ses_1', flow: 'f1' });
    expect(origin).toBe('https://app.example');
    // An acknowledgement from anywhere else is not the app's.
    window.dispatchEvent(new MessageEvent('message', { origin: 'https://evil.example', data: connectMessage(message.id, { type: 'ack' }) }));
    expect(phase()).toEqual({ status: 'delivering' });
    window.dispatchEvent(new MessageEvent('message', { origin: 'https://app.example', data: connectMessage(message.id, { type: 'ack' }) }));
    expect(phase()).toEqual({ status: 'delivered' });
    expect(close).toHaveBeenCalled();
    expect(sessionStorage.getItem(KEY)).toBeNull();
  });

  it('offers an answer on the channel by its flow’s id when the opener is gone, taken by that flow only', async () => {
    const ours = vi.fn();
    const another = vi.fn();
    onTestFinished(listenForResult(window, location.origin, 'f1', undefined, ours));
    onTestFinished(listenForResult(window, location.origin, 'f2', undefined, another));
    arrive('session=ses_1', { ...flowRecord, mode: 'popup' });
    const { phase } = attach();
    expect(phase()).toEqual({ status: 'delivering' });
    await vi.waitFor(() => expect(phase()).toEqual({ status: 'delivered' }), SETTLE);
    expect(ours).toHaveBeenCalledWith(expect.objectContaining({ sessionToken: 'ses_1', flow: 'f1' }));
    expect(another).not.toHaveBeenCalled();
  });

  it('keeps a declined consent on screen in the popup, and reports it to the app and the page once, reload included', () => {
    const opener = withOpener();
    const onError = vi.fn();
    arrive('error=access_denied', { ...flowRecord, mode: 'popup' });
    const first = attach({ onError });
    expect(first.phase()).toEqual({ status: 'local' as const, result: { type: 'error', error: 'access_denied' } });
    expect(opener.postMessage).toHaveBeenCalledWith(expect.objectContaining({ type: 'error', error: 'access_denied' }), location.origin);
    first.detach?.();
    const again = attach({ onError });
    expect(again.phase()).toEqual({ status: 'local' as const, result: { type: 'error', error: 'access_denied' } });
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError.mock.calls[0]![0]).toMatchObject({ name: 'SocialKitError', kind: 'connect', code: 'access-denied' });
  });

  it('refuses a callback this browser did not start: the token leaves storage and a reload says so again', () => {
    const onError = vi.fn();
    arrive('session=ses_crafted', null);
    const { phase } = attach({ onError });
    expect(phase()).toEqual({ status: 'unstarted' });
    expect(sessionStorage.getItem(KEY)).not.toContain('ses_crafted');
    expect(attach({ onError }).phase()).toEqual({ status: 'unstarted' });
    expect(onError).not.toHaveBeenCalled();
  });

  it('with acceptUnstartedCallbacks, waits for the user, and a second attach keeps their confirmation', () => {
    arrive('session=ses_1', null);
    const { callback, phase } = attach({ acceptUnstartedCallbacks: true });
    expect(phase()).toEqual({ status: 'local' as const, result: { type: 'session', sessionToken: 'ses_1' } });
    expect(callback.getSnapshot().waitsForUser).toBe(true);
    callback.actions.confirm();
    expect(callback.getSnapshot().waitsForUser).toBe(false);
    callback.attach();
    expect(callback.getSnapshot().waitsForUser).toBe(false);
  });

  it('records the accounts it completes with, reports them once, and shows them after a reload', () => {
    const onConnected = vi.fn();
    arrive('session=ses_1');
    const { callback, phase } = attach({ onConnected });
    const accounts = [{ id: 'acc_1', network: 'linkedin', username: 'ada' }];
    callback.actions.complete(accounts);
    expect(phase()).toEqual({ status: 'connected', accounts });
    callback.settle(accounts);
    expect(onConnected).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem(KEY)).not.toContain('ses_1');
    expect(attach({ onConnected }).phase()).toEqual({ status: 'connected', accounts });
  });

  it('restarts a popup by closing it, and says so when the browser refuses', () => {
    arrive('error=access_denied', { ...flowRecord, mode: 'popup' });
    const { callback } = attach();
    let closed = false;
    define('closed', () => closed);
    callback.restart('/settings');
    expect(close).toHaveBeenCalledTimes(1);
    expect(callback.getSnapshot().closeRefused).toBe(true);
    expect(sessionStorage.getItem(KEY)).toBeNull();
    close.mockImplementation(() => void (closed = true));
    callback.actions.close();
    expect(close).toHaveBeenCalledTimes(2);
  });
});

describe('the callback controller waiting for the app', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
  afterEach(() => vi.useRealTimers());

  it('finishes here when the opener does not acknowledge in time', () => {
    withOpener();
    arrive('session=ses_1', { ...flowRecord, mode: 'popup' });
    const { phase } = attach();
    vi.advanceTimersByTime(ACK_WAIT_OPENER_MS - 1);
    expect(phase()).toEqual({ status: 'delivering' });
    vi.advanceTimersByTime(1);
    expect(phase()).toEqual({ status: 'local' as const, result: { type: 'session', sessionToken: 'ses_1' } });
  });

  it('waits less when only the channel might hear', () => {
    arrive('session=ses_1', { ...flowRecord, mode: 'popup' });
    const { phase } = attach();
    vi.advanceTimersByTime(ACK_WAIT_CHANNEL_MS - 1);
    expect(phase()).toEqual({ status: 'delivering' });
    vi.advanceTimersByTime(1);
    expect(phase()).toEqual({ status: 'local' as const, result: { type: 'session', sessionToken: 'ses_1' } });
  });

  it('stops waiting and listening when detached', () => {
    const opener = withOpener();
    arrive('session=ses_1', { ...flowRecord, mode: 'popup' });
    const { phase, detach, seen } = attach();
    detach?.();
    vi.advanceTimersByTime(ACK_WAIT_OPENER_MS);
    const [[message]] = opener.postMessage.mock.calls as [[{ id: string }]];
    window.dispatchEvent(new MessageEvent('message', { origin: location.origin, data: connectMessage(message.id, { type: 'ack' }) }));
    expect(phase()).toEqual({ status: 'delivering' });
    expect(seen).toHaveLength(1);
  });
});

describe('the callback page’s state', () => {
  const view = { isPopup: false, closeRefused: false, waitsForUser: false };
  const nothing = { data: undefined, error: null };
  const session = { phase: { status: 'local' as const, result: { type: 'session' as const, sessionToken: 'ses_1' } }, ...view };
  const account = { phase: { status: 'local' as const, result: { type: 'connected' as const, accountId: 'acc_1' } }, ...view };

  it('tells an expired session from a failure to read it, and shows pages only once confirmed', () => {
    const expired = new SocialKitError({ kind: 'http', status: 404, message: 'gone', operation: 'pendingSession' });
    expect(callbackState(session, { data: undefined, error: expired }, nothing)).toMatchObject({ status: 'expired' });
    const dropped = new SocialKitError({ kind: 'network', message: 'dropped', operation: 'pendingSession' });
    expect(callbackState(session, { data: undefined, error: dropped }, nothing)).toEqual({ status: 'load-error', error: dropped, reading: 'session' });
    expect(callbackState(session, nothing, nothing)).toEqual({ status: 'loading', sessionToken: 'ses_1' });
    const pages = { network: 'facebook', availablePages: [{ id: 'p1', name: 'Acme' }] };
    expect(callbackState({ ...session, waitsForUser: true }, { data: pages, error: null } as never, nothing)).toMatchObject({ status: 'confirm', what: { kind: 'pages', pages: pages.availablePages } });
    expect(callbackState(session, { data: pages, error: null } as never, nothing)).toEqual({ status: 'pages', sessionToken: 'ses_1' });
  });

  it('calls a one-step account connected only once the service has it', () => {
    const found = { id: 'acc_1', network: 'x', username: 'ada' };
    expect(callbackState(account, nothing, nothing)).toEqual({ status: 'confirming' });
    expect(callbackState(account, nothing, { data: found, error: null })).toEqual({ status: 'connected', accounts: [found] });
    expect(callbackState({ ...account, waitsForUser: true }, nothing, { data: found, error: null })).toEqual({ status: 'confirm', what: { kind: 'account', account: found } });
    const unreadable = new SocialKitError({ kind: 'http', status: 403, message: 'no', operation: 'listAccounts' });
    expect(callbackState(account, nothing, { data: undefined, error: unreadable })).toEqual({ status: 'load-error', error: unreadable, reading: 'account' });
  });

  it('names a declined consent apart from another error', () => {
    const local = (error: string) => ({ phase: { status: 'local' as const, result: { type: 'error' as const, error } }, ...view });
    expect(callbackState(local('access_denied'), nothing, nothing)).toMatchObject({ status: 'denied', error: { code: 'access-denied' } });
    expect(callbackState(local('server_error'), nothing, nothing)).toMatchObject({ status: 'failed', error: { code: 'authorization-failed' } });
    expect(callbackState({ phase: { status: 'delivered' }, ...view }, nothing, nothing)).toEqual({ status: 'delivered' });
  });
});
