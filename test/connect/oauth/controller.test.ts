import { createSocialClient } from '../../../src/client/createSocialClient.js';
import { LATE_ANSWER_MS, createConnectController, type ConnectControllerOptions, type ConnectOptions } from '../../../src/connect/oauth/controller.js';
import type { ConnectEvent, ConnectState } from '../../../src/connect/oauth/reducer.js';
import { BASE_URL } from '../../support/render.js';
import { createSimulatedService } from '../../../src/mocks/index.js';
import { server } from '../../support/server.js';
import { fakePopup, requestsFor } from '../../support/service.js';
import { SETTLE } from '../../support/patience.js';

// The connect flow without React: what its user sees is the snapshot, what it tells the listeners
// and the callbacks, and what it does to the browser (the popup, the channel, sessionStorage).

const KEY = 'socialkit:connect:flow';

function setup(options: Partial<ConnectOptions> = {}) {
  const service = createSimulatedService({ baseUrl: BASE_URL });
  server.use(...service.handlers);
  const popup = fakePopup();
  /** The flow id the popup's copy of this tab's sessionStorage holds as it opens: what its callback sends. */
  let flow = '';
  const open = vi.spyOn(window, 'open').mockImplementation(() => {
    flow = JSON.parse(sessionStorage.getItem(KEY)!).id;
    popup.closed = false;
    return popup as unknown as Window;
  });
  const events: ConnectEvent[] = [];
  const input = {
    options: { network: 'facebook', mode: 'popup', redirectUri: `${location.origin}/connect/callback`, onEvent: (event: ConnectEvent) => events.push(event), ...options } as ConnectOptions,
    client: createSocialClient({ baseUrl: BASE_URL }),
    tenantId: 'acme',
    refreshLists: vi.fn(),
  };
  const controller = createConnectController(input);
  const seen: ConnectState[] = [];
  onTestFinished(controller.subscribe(() => seen.push(controller.getSnapshot())));
  // Attached as the hook attaches it; detaching at the end stops whatever flow a test left.
  const detach = controller.attach();
  onTestFinished(detach);
  const status = () => controller.getSnapshot().status;
  return { controller, input, service, popup, open, events, seen, status, detach, flow: () => flow };
}

const envelope = (data: object) => ({ source: 'socialkit', v: 1, id: `d${Math.random()}`, ...data });

/** Waits for what the service's answers bring, however loaded the machine (the default second is short for that). */
const until = (check: () => void) => vi.waitFor(check, SETTLE);

/** The clock's own timer, which fake timers leave alone: a channel message takes real time to arrive. */
const realSetTimeout = globalThis.setTimeout;

/**
 * A message on the BroadcastChannel, as a callback in another browsing context posts it. Resolves
 * once the controller has had it, with what the flow answers on the channel, as it arrives.
 */
async function broadcast(data: object) {
  const channel = new BroadcastChannel('socialkit-connect');
  const heard = new BroadcastChannel('socialkit-connect');
  onTestFinished(() => channel.close());
  const answers: unknown[] = [];
  channel.onmessage = (event: MessageEvent) => answers.push(event.data);
  // Delivered to every other instance in order: once `heard` has it, so has the controller's.
  const delivered = new Promise((resolve) => (heard.onmessage = resolve));
  channel.postMessage(envelope(data));
  await delivered;
  heard.close();
  // Time for an acknowledgement that should not come to show itself, if it did.
  await new Promise((resolve) => realSetTimeout(resolve, 20));
  return answers;
}

beforeEach(() => sessionStorage.clear());

describe('the connect controller', () => {
  it('does nothing to the page until an action: creating one reads, opens, stores and listens to nothing', () => {
    const open = vi.spyOn(window, 'open');
    const listen = vi.spyOn(window, 'addEventListener');
    const unread = new Proxy({} as ConnectControllerOptions, {
      get: () => {
        throw new Error('read before an action');
      },
    });
    const controller = createConnectController(unread);
    controller.setOptions(unread);
    expect(controller.getSnapshot()).toEqual({ status: 'idle' });
    expect(open).not.toHaveBeenCalled();
    expect(listen).not.toHaveBeenCalled();
    expect(sessionStorage.length).toBe(0);
  });

  it('opens the popup inside start, before asking the proxy, then sends it to the auth URL', async () => {
    const { controller, service, popup, open, seen, status } = setup();
    controller.actions.start();
    expect(open).toHaveBeenCalledTimes(1);
    expect(requestsFor(service, 'authUrl')).toHaveLength(0);
    expect(controller.getSnapshot()).toEqual({ status: 'requesting', network: 'facebook', mode: 'popup' });
    await until(() => expect(status()).toBe('popup-open'));
    expect(popup.location.replace).toHaveBeenCalledWith(expect.stringContaining('state='));
    expect(requestsFor(service, 'authUrl')[0]!.body).toEqual({ redirect_uri: `${location.origin}/connect/callback`, tenant_id: 'acme' });
    // The popup has its copy of the record; this tab keeps none.
    expect(sessionStorage.getItem(KEY)).toBeNull();
    expect(seen.map((state) => state.status)).toEqual(['requesting', 'popup-open']);
  });

  it('keeps one snapshot object until something changes, and a start while busy only brings the popup forward', async () => {
    const { controller, popup, open, seen, status } = setup();
    controller.actions.start();
    await until(() => expect(status()).toBe('popup-open'));
    const before = controller.getSnapshot();
    controller.actions.start();
    expect(controller.getSnapshot()).toBe(before);
    expect(open).toHaveBeenCalledTimes(1);
    expect(popup.focus).toHaveBeenCalledTimes(1);
    expect(seen).toHaveLength(2);
  });

  it('takes its own flow’s session from the channel, acknowledges it, and keeps the token out of events', async () => {
    const { controller, events, status, flow } = setup();
    controller.actions.start();
    await until(() => expect(status()).toBe('popup-open'));
    expect(await broadcast({ type: 'session', sessionToken: 'ses_other', flow: 'another-flow' })).toEqual([]);
    expect(await broadcast({ type: 'session', sessionToken: 'ses_crafted' })).toEqual([]);
    expect(status()).toBe('popup-open');
    const answers = await broadcast({ type: 'session', sessionToken: 'ses_1', flow: flow() });
    await until(() => expect(answers).toEqual([expect.objectContaining({ source: 'socialkit', type: 'ack' })]));
    expect(controller.getSnapshot()).toEqual({ status: 'pending-session', network: 'facebook', sessionToken: 'ses_1' });
    controller.pagesLoaded([{ id: 'p1' }, { id: 'p2' }, { id: 'p3' }]);
    expect(events.map((event) => event.type)).toEqual(['open', 'popup-opened', 'authorized', 'pages-loaded']);
    expect(events.at(-1)).toEqual({ type: 'pages-loaded', count: 3, network: 'facebook' });
    expect(JSON.stringify(events)).not.toContain('ses_');
  });

  it('connects a one-step answer once the service lists it, tells the latest callback, and refreshes the lists', async () => {
    const { controller, input, service, status, flow } = setup({ network: 'x' });
    const account = service.db.addAccount({ network: 'x', username: 'ada', tenantId: 'acme' });
    const first = vi.fn();
    const second = vi.fn();
    controller.setOptions({ ...input, options: { ...input.options, onConnected: first } });
    controller.actions.start();
    await until(() => expect(status()).toBe('popup-open'));
    // What a render with a new callback gives it: the flow goes on, and the new one is told.
    controller.setOptions({ ...input, options: { ...input.options, onConnected: second } });
    await broadcast({ type: 'connected', accountId: account.id, username: 'ada', flow: flow() });
    await until(() => expect(status()).toBe('connected'));
    expect(controller.getSnapshot()).toMatchObject({ accounts: [{ id: account.id, username: 'ada' }] });
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
    expect(input.refreshLists).toHaveBeenCalledTimes(1);
  });

  it('reconnects an account with its own network and tenant, and reports another account signed in to as no match', async () => {
    const { controller, input, service, status, flow, events } = setup({ network: 'facebook' });
    const ada = service.db.addAccount({ network: 'x', username: 'ada', isActive: 0, tenantId: 'team_7' });
    const grace = service.db.addAccount({ network: 'x', username: 'grace', tenantId: 'team_7' });
    const onReconnected = vi.fn();
    controller.setOptions({ ...input, options: { ...input.options, onReconnected } });
    controller.actions.reconnect({ id: ada.id, network: 'x', username: 'ada', isActive: false, tenantId: 'team_7' });
    await until(() => expect(status()).toBe('popup-open'));
    expect(requestsFor(service, 'authUrl').map((request) => [new URL(request.url).pathname, request.body])).toEqual([
      ['/api/social/v1/social-networks/x/auth-url', { redirect_uri: `${location.origin}/connect/callback`, tenant_id: 'team_7' }],
    ]);
    expect(events[0]).toEqual({ type: 'open', network: 'x', mode: 'popup', reconnectingId: ada.id });

    await broadcast({ type: 'connected', accountId: grace.id, username: 'grace', flow: flow() });
    await until(() => expect(status()).toBe('connected'));
    expect(controller.getSnapshot()).toMatchObject({ reconnecting: { id: ada.id }, accounts: [{ id: grace.id }], matched: false });
    expect(onReconnected).toHaveBeenCalledWith(expect.objectContaining({ id: ada.id }), false);
  });

  it('reports a blocked popup and goes on by redirect, recording the flow for the callback', () => {
    const onError = vi.fn();
    const { controller, open } = setup({ onError });
    open.mockReturnValue(null);
    controller.actions.start();
    expect(controller.getSnapshot()).toMatchObject({ status: 'blocked', error: expect.objectContaining({ code: 'popup-blocked' }) });
    expect(onError).toHaveBeenCalledTimes(1);
    controller.actions.continueInThisTab();
    expect(controller.getSnapshot()).toEqual({ status: 'requesting', network: 'facebook', mode: 'redirect' });
    expect(JSON.parse(sessionStorage.getItem(KEY)!)).toMatchObject({ network: 'facebook', tenantId: 'acme', mode: 'redirect', returnTo: location.href });
    controller.actions.reset();
    expect(controller.getSnapshot()).toEqual({ status: 'idle' });
  });

  it('shows the form for an app password network without a window or a request', () => {
    const onConnected = vi.fn();
    const { controller, open, service } = setup({ network: 'bluesky', onConnected });
    controller.actions.start();
    expect(controller.getSnapshot()).toEqual({ status: 'app-password', network: 'bluesky' });
    controller.actions.complete([{ id: 'acc_b', network: 'bluesky', username: 'ada.bsky.social' }]);
    expect(controller.getSnapshot().status).toBe('connected');
    expect(onConnected).toHaveBeenCalledWith([expect.objectContaining({ id: 'acc_b' })]);
    expect(open).not.toHaveBeenCalled();
    expect(service.requests).toEqual([]);
  });

  it('cancels: the popup closes and a late answer changes nothing', async () => {
    const { controller, popup, status, flow } = setup();
    controller.actions.start();
    await until(() => expect(status()).toBe('popup-open'));
    controller.actions.cancel();
    expect(popup.close).toHaveBeenCalled();
    expect(status()).toBe('canceled');
    expect(await broadcast({ type: 'session', sessionToken: 'ses_late', flow: flow() })).toEqual([]);
    expect(status()).toBe('canceled');
  });

  it('ends a redirect when the page comes back from the back/forward cache', async () => {
    const { controller, status } = setup({ mode: 'redirect' });
    const stop = vi.spyOn(window, 'stop').mockImplementation(() => undefined);
    controller.actions.start();
    await until(() => expect(status()).toBe('redirecting'));
    window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: false }));
    expect(status()).toBe('redirecting');
    window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
    expect(status()).toBe('canceled');
    expect(stop).toHaveBeenCalled();
    expect(sessionStorage.getItem(KEY)).toBeNull();
  });
});

describe('the connect controller after its popup closes without an answer', () => {
  // Only the clock the test moves: the close watcher, the grace period and the late-answer window
  // never depend on how fast the machine is.
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] }));
  afterEach(() => vi.useRealTimers());

  it('asks the service after a grace period and connects an account that was not there before', async () => {
    const { controller, input, service, popup, status } = setup();
    controller.actions.start();
    await until(() => expect(status()).toBe('popup-open'));
    await until(() => expect(requestsFor(service, 'listAccounts')).toHaveLength(1));
    const added = service.db.addAccount({ network: 'facebook', username: 'new-page', tenantId: 'acme' });
    popup.closed = true;
    await vi.advanceTimersByTimeAsync(500);
    expect(status()).toBe('checking');
    // An answer already on its way has this long; the service is not asked before.
    await vi.advanceTimersByTimeAsync(1000);
    expect(requestsFor(service, 'listAccounts')).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(600);
    await until(() => expect(status()).toBe('connected'));
    expect(controller.getSnapshot()).toMatchObject({ accounts: [expect.objectContaining({ id: added.id })] });
    expect(input.refreshLists).toHaveBeenCalledTimes(1);
  });

  it('counts an account that came back active as connected when the popup closes silently on a reconnect', async () => {
    const { controller, input, service, popup, status } = setup();
    const page = service.db.addAccount({ network: 'facebook', username: 'acme-page', isActive: 0, tenantId: 'acme' });
    controller.actions.reconnect({ id: page.id, network: 'facebook', username: 'acme-page', isActive: false, tenantId: 'acme' });
    await until(() => expect(status()).toBe('popup-open'));
    await until(() => expect(requestsFor(service, 'listAccounts')).toHaveLength(1));
    service.db.setAccountActive(page.id, true);
    popup.closed = true;
    await vi.advanceTimersByTimeAsync(2100);
    await until(() => expect(status()).toBe('connected'));
    expect(controller.getSnapshot()).toMatchObject({ accounts: [{ id: page.id, isActive: true }], matched: true });
    expect(input.refreshLists).toHaveBeenCalledTimes(1);
  });

  it('calls it canceled when nothing arrived, yet hears a late answer for a while, and then no more', async () => {
    const { controller, popup, status, flow } = setup();
    const closeSilently = async () => {
      controller.actions.start();
      await until(() => expect(status()).toBe('popup-open'));
      popup.closed = true;
      await vi.advanceTimersByTimeAsync(2500);
      await until(() => expect(status()).toBe('canceled'));
    };

    await closeSilently();
    await vi.advanceTimersByTimeAsync(LATE_ANSWER_MS - 5000);
    await broadcast({ type: 'session', sessionToken: 'ses_late', flow: flow() });
    expect(controller.getSnapshot()).toEqual({ status: 'pending-session', network: 'facebook', sessionToken: 'ses_late' });

    await closeSilently();
    await vi.advanceTimersByTimeAsync(LATE_ANSWER_MS);
    expect(await broadcast({ type: 'session', sessionToken: 'ses_too_late', flow: flow() })).toEqual([]);
    expect(status()).toBe('canceled');
  });

  it('stops watching its popup and hearing answers once detached', async () => {
    const { controller, service, popup, status, detach, flow } = setup();
    controller.actions.start();
    await until(() => expect(status()).toBe('popup-open'));
    await until(() => expect(requestsFor(service, 'listAccounts')).toHaveLength(1));
    detach();
    popup.closed = true;
    await vi.advanceTimersByTimeAsync(5000);
    expect(await broadcast({ type: 'session', sessionToken: 'ses_after', flow: flow() })).toEqual([]);
    expect(status()).toBe('popup-open');
    expect(requestsFor(service, 'listAccounts')).toHaveLength(1);
  });
});
