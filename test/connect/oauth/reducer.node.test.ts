import { connectError } from '../../../src/connect/errors.js';
import { connectReducer, idleState, type ConnectAction, type ConnectState } from '../../../src/connect/oauth/reducer.js';

const run = (actions: ConnectAction[], from: ConnectState = idleState) => actions.reduce(connectReducer, from);
const open = (mode: 'popup' | 'redirect' | 'app-password' = 'popup'): ConnectAction => ({ type: 'open', network: 'linkedin', mode });
const accounts = [{ id: 'acc_1', network: 'linkedin' }];

describe('connectReducer', () => {
  it('walks a popup flow with pages to its end', () => {
    expect(run([open(), { type: 'popup-opened' }])).toEqual({ status: 'popup-open', network: 'linkedin' });
    expect(run([open(), { type: 'popup-opened' }, { type: 'authorized', sessionToken: 'ses_1' }])).toEqual({
      status: 'pending-session',
      network: 'linkedin',
      sessionToken: 'ses_1',
    });
    expect(run([open(), { type: 'popup-opened' }, { type: 'authorized', sessionToken: 'ses_1' }, { type: 'finalized', accounts }])).toEqual({
      status: 'connected',
      network: 'linkedin',
      accounts,
    });
  });

  it('connects a one-step network on its answer', () => {
    expect(run([open(), { type: 'popup-opened' }, { type: 'authorized', accounts }])).toMatchObject({ status: 'connected', accounts });
  });

  it('redirects, or is blocked', () => {
    expect(run([open('redirect'), { type: 'redirecting' }])).toEqual({ status: 'redirecting', network: 'linkedin' });
    const error = connectError('popup-blocked');
    expect(run([open(), { type: 'popup-blocked', error }])).toEqual({ status: 'blocked', network: 'linkedin', error });
    // Continue in this tab: a new open from blocked.
    expect(run([open(), { type: 'popup-blocked', error }, open('redirect')])).toMatchObject({ status: 'requesting', mode: 'redirect' });
  });

  it('checks with the server when the popup closes, and a popup closed before it loaded is simply canceled', () => {
    expect(run([open(), { type: 'popup-opened' }, { type: 'popup-closed' }])).toEqual({ status: 'checking', network: 'linkedin' });
    expect(run([open(), { type: 'popup-closed' }])).toEqual({ status: 'canceled', network: 'linkedin' });
    expect(run([open(), { type: 'popup-opened' }, { type: 'popup-closed' }, { type: 'finalized', accounts }])).toMatchObject({ status: 'connected' });
  });

  it('lets a late answer revive a flow canceled on a closed-looking popup', () => {
    const canceled = run([open(), { type: 'popup-opened' }, { type: 'popup-closed' }, { type: 'canceled' }]);
    expect(canceled.status).toBe('canceled');
    expect(connectReducer(canceled, { type: 'authorized', sessionToken: 'ses_late' })).toMatchObject({ status: 'pending-session' });
  });

  it.each<[string, ConnectState, ConnectAction]>([
    ['an answer while idle', idleState, { type: 'authorized', sessionToken: 's' }],
    ['a second answer', { status: 'pending-session', network: 'x', sessionToken: 's' }, { type: 'authorized', sessionToken: 't' }],
    ['an answer after connecting', { status: 'connected', network: 'x', accounts }, { type: 'authorized', sessionToken: 't' }],
    ['a second start while waiting', { status: 'popup-open', network: 'x' }, open()],
    ['a redirect in popup mode', { status: 'requesting', network: 'x', mode: 'popup' }, { type: 'redirecting' }],
    ['an error once connected', { status: 'connected', network: 'x', accounts }, { type: 'error', error: new Error('late') }],
    ['a cancel while idle', idleState, { type: 'canceled' }],
    ['pages loaded', { status: 'pending-session', network: 'x', sessionToken: 's' }, { type: 'pages-loaded', count: 3 }],
  ])('ignores %s, returning the same state', (_, state, action) => {
    expect(connectReducer(state, action)).toBe(state);
  });

  it('opens the app password form, and connects from it', () => {
    expect(run([open('app-password')])).toEqual({ status: 'app-password', network: 'linkedin' });
    expect(run([open('app-password'), { type: 'finalized', accounts }])).toMatchObject({ status: 'connected' });
    expect(run([open('app-password'), { type: 'canceled' }])).toMatchObject({ status: 'canceled' });
  });

  it('carries the account being reconnected to the end, and says it matched when that account came back', () => {
    const ada = { id: 'acc_ada', network: 'linkedin', username: 'ada', isActive: false };
    const reconnect: ConnectAction = { type: 'open', network: 'linkedin', mode: 'popup', reconnecting: ada };
    expect(run([reconnect, { type: 'popup-opened' }])).toEqual({ status: 'popup-open', network: 'linkedin', reconnecting: ada });
    const back = [{ id: 'acc_ada', network: 'linkedin', username: 'ada' }];
    expect(run([reconnect, { type: 'popup-opened' }, { type: 'authorized', sessionToken: 's' }, { type: 'finalized', accounts: back }])).toEqual({
      status: 'connected',
      network: 'linkedin',
      reconnecting: ada,
      accounts: back,
      matched: true,
    });
    expect(run([{ ...reconnect, mode: 'app-password' }, { type: 'finalized', accounts: back }])).toMatchObject({ status: 'connected', matched: true });
  });

  it('says a reconnect that brought another account did not match', () => {
    const ada = { id: 'acc_ada', network: 'x', username: 'ada', isActive: false };
    const grace = [{ id: 'acc_grace', network: 'x', username: 'grace' }];
    const reconnect: ConnectAction = { type: 'open', network: 'x', mode: 'popup', reconnecting: ada };
    expect(run([reconnect, { type: 'popup-opened' }, { type: 'authorized', accounts: grace }])).toEqual({
      status: 'connected',
      network: 'x',
      reconnecting: ada,
      accounts: grace,
      matched: false,
    });
    // A plain connect has nothing to match.
    expect(run([open(), { type: 'popup-opened' }, { type: 'authorized', accounts: grace }])).not.toHaveProperty('matched');
  });

  it('resets from anywhere', () => {
    expect(run([open(), { type: 'popup-opened' }, { type: 'reset' }])).toBe(idleState);
  });
});
