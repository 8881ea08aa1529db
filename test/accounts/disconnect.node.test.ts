import {
  createDisconnect,
  disconnectReducer,
  initialDisconnectState,
  withoutPending,
  type DisconnectAction,
  type DisconnectState,
} from '../../src/accounts/disconnect.js';
import { SocialKitError } from '../../src/client/errors.js';
import type { SocialAccount } from '../../src/client/types.js';
import { deferred } from '../support/deferred.js';

// The account list's disconnect flow without React: the reducer's states, the page as shown while
// disconnects are in flight, and the steps of one disconnect through a plain dispatch.

const a: SocialAccount = { id: 'a', network: 'facebook' };
const b: SocialAccount = { id: 'b', network: 'facebook' };
const boom = new SocialKitError({ kind: 'http', status: 500, message: 'boom', operation: 'disconnectAccount' });

/** A dispatch over the pure reducer, as React's useReducer would hold it. */
function store() {
  let state = initialDisconnectState;
  const actions: DisconnectAction['type'][] = [];
  const dispatch = (action: DisconnectAction) => {
    actions.push(action.type);
    state = disconnectReducer(state, action);
  };
  return { dispatch, actions, state: () => state };
}

describe('disconnectReducer', () => {
  it('asks one account at a time and confirms, cancels or starts another', () => {
    let state = disconnectReducer(initialDisconnectState, { type: 'ask', accountId: 'a' });
    state = disconnectReducer(state, { type: 'ask', accountId: 'b' });
    expect(state.confirming).toBe('b');
    // Starting another account leaves the question open; starting the one asked closes it.
    expect(disconnectReducer(state, { type: 'start', account: a }).confirming).toBe('b');
    expect(disconnectReducer(state, { type: 'start', account: b })).toMatchObject({ confirming: null, pending: { b } });
    expect(disconnectReducer(state, { type: 'cancel' }).confirming).toBeNull();
  });

  it('keeps a failure until the account is tried again or dismissed, and the last one disconnected', () => {
    let state: DisconnectState = disconnectReducer(initialDisconnectState, { type: 'start', account: a });
    state = disconnectReducer(state, { type: 'start', account: b });
    state = disconnectReducer(state, { type: 'fail', account: a, error: boom });
    expect(state).toMatchObject({ pending: { b }, failed: { a: boom }, lastDisconnected: null });
    state = disconnectReducer(state, { type: 'succeed', account: b });
    expect(state).toMatchObject({ pending: {}, failed: { a: boom }, lastDisconnected: b });
    expect(disconnectReducer(state, { type: 'start', account: a }).failed).toEqual({});
    expect(disconnectReducer(state, { type: 'dismiss', accountId: 'a' }).failed).toEqual({});
  });

  it('returns the same state for a change that changes nothing, so nothing renders again', () => {
    expect(disconnectReducer(initialDisconnectState, { type: 'cancel' })).toBe(initialDisconnectState);
    expect(disconnectReducer(initialDisconnectState, { type: 'dismiss', accountId: 'a' })).toBe(initialDisconnectState);
  });
});

describe('withoutPending', () => {
  it('leaves out the accounts on their way out and lowers the count by as many', () => {
    const state = disconnectReducer(initialDisconnectState, { type: 'start', account: a });
    expect(withoutPending([a, b], 7, state)).toEqual({ accounts: [b], count: 6 });
    expect(withoutPending([a, b], undefined, state)).toEqual({ accounts: [b], count: undefined });
    // One not on this page does not lower its count.
    expect(withoutPending([b], 7, state)).toEqual({ accounts: [b], count: 7 });
  });

  it('hands back the page itself when none is hidden', () => {
    const page = [a, b];
    expect(withoutPending(page, 2, initialDisconnectState).accounts).toBe(page);
  });
});

describe('createDisconnect', () => {
  it('starts at once, then succeeds, and tells the callback read when the call settles', async () => {
    const { dispatch, actions, state } = store();
    const answer = deferred();
    const early = { onDisconnected: vi.fn() };
    const late = { onDisconnected: vi.fn() };
    let handlers = early;
    const done = createDisconnect(dispatch)(a, () => answer.promise, () => handlers);
    expect(state().pending).toEqual({ a });
    handlers = late;
    answer.resolve();
    await expect(done).resolves.toBe(true);
    expect(actions).toEqual(['start', 'succeed']);
    expect(state()).toMatchObject({ pending: {}, lastDisconnected: a });
    expect(early.onDisconnected).not.toHaveBeenCalled();
    expect(late.onDisconnected).toHaveBeenCalledWith(a);
  });

  it('keeps a failure with its error, tells onError after the state has it, and never rejects', async () => {
    const { dispatch, state } = store();
    const onError = vi.fn(() => expect(state().failed).toEqual({ a: boom }));
    await expect(createDisconnect(dispatch)(a, () => Promise.reject(boom), () => ({ onError }))).resolves.toBe(false);
    expect(onError).toHaveBeenCalledWith(boom, a);
    expect(state()).toMatchObject({ pending: {}, failed: { a: boom }, lastDisconnected: null });
  });

  it('sends one request per account while it is in flight, and a retry after it failed', async () => {
    const { dispatch, state } = store();
    const disconnect = createDisconnect(dispatch);
    const answers = [deferred(), deferred(), deferred()];
    // The first call fails once released; the others succeed.
    const request = vi.fn((_: { accountId: string }) => {
      const n = request.mock.calls.length - 1;
      return n ? answers[n]!.promise : answers[0]!.promise.then(() => Promise.reject(boom));
    });
    const first = disconnect(a, request, () => ({}));
    // A double click: the second confirm comes before anything rendered the first.
    const second = disconnect(a, request, () => ({}));
    expect(request).toHaveBeenCalledTimes(1);
    await expect(second).resolves.toBe(false);
    // Another account is its own request.
    const other = disconnect(b, request, () => ({}));
    expect(request.mock.calls).toEqual([[{ accountId: 'a' }], [{ accountId: 'b' }]]);
    answers[0]!.resolve();
    await expect(first).resolves.toBe(false);
    expect(state().failed).toEqual({ a: boom });
    // Tried again: the failure goes, and the request goes out.
    const retry = disconnect(a, request, () => ({}));
    expect(request).toHaveBeenCalledTimes(3);
    expect(state().failed).toEqual({});
    answers[2]!.resolve();
    answers[1]!.resolve();
    await expect(Promise.all([retry, other])).resolves.toEqual([true, true]);
    expect(state().pending).toEqual({});
  });
});
