import { SocialKitError } from '../../../src/client/errors.js';
import type { ConnectAppPasswordParams, SocialAccount } from '../../../src/client/types.js';
import { createAppPasswordForm, type AppPasswordFormInput, type AppPasswordFormState } from '../../../src/connect/appPassword/form.js';

// The handle + app password form without React: what the snapshot says, what it sends and when,
// and what it tells the app. The send is a promise each test settles itself, as the mutation would.

const PASSWORD = 'abcd-efgh-ijkl-mnop';
const account = { id: 'acc_1', username: 'lee.bsky.social' } as SocialAccount;

function setup(options: AppPasswordFormInput['options'] = {}) {
  const sends: { params: ConnectAppPasswordParams; resolve: (account: SocialAccount) => void; reject: (error: unknown) => void }[] = [];
  const input: AppPasswordFormInput = {
    options,
    send: vi.fn((params: ConnectAppPasswordParams) => new Promise<SocialAccount>((resolve, reject) => sends.push({ params, resolve, reject }))),
    forget: vi.fn(),
  };
  const form = createAppPasswordForm(() => input);
  const seen: AppPasswordFormState[] = [];
  onTestFinished(form.subscribe(() => seen.push(form.getSnapshot())));
  const { actions } = form;
  const fill = (handle = '@Lee.bsky.social', password = ` ${PASSWORD} `) => {
    actions.setHandle(handle);
    actions.setAppPassword(password);
  };
  return { form, actions, input, sends, seen, fill, state: form.getSnapshot };
}

/** Lets the send's settling reach the form (its `then`, then its `finally`). */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

const http = (status: number, message: string, details?: unknown) => new SocialKitError({ kind: 'http', status, message, details });

describe('createAppPasswordForm', () => {
  it('checks both fields before any send, and says which need attention', () => {
    const { actions, input, state } = setup();
    expect(actions.submit()).toBe(false);
    expect(input.send).not.toHaveBeenCalled();
    expect(state()).toMatchObject({ invalid: true, fieldErrors: { handle: ['handleAppPasswordFormHandleRequired'], appPassword: ['handleAppPasswordFormPasswordRequired'] } });
    // The last connect's outcome is forgotten, so the form shows the check, not an old error.
    expect(input.forget).toHaveBeenCalledTimes(1);

    actions.setHandle('not a handle');
    actions.setAppPassword(PASSWORD);
    expect(actions.submit()).toBe(false);
    expect(state().fieldErrors).toEqual({ handle: ['handleAppPasswordFormHandleInvalid'] });
    expect(input.send).not.toHaveBeenCalled();
  });

  it('sends the normalised handle and the trimmed password, with the options read as it sends', () => {
    const { actions, input, sends, fill } = setup({ tenantId: 'first' });
    fill();
    input.options = { tenantId: 'acme' };
    const event = { preventDefault: vi.fn() };
    expect(actions.submit(event)).toBe(true);
    expect(event.preventDefault).toHaveBeenCalled();
    expect(sends.map((send) => send.params)).toEqual([{ handle: 'lee.bsky.social', appPassword: PASSWORD, tenantId: 'acme', network: 'bluesky' }]);
  });

  it('sends one connect at a time: a second submit while one is in flight sends nothing', async () => {
    const { actions, sends, fill } = setup();
    fill();
    expect(actions.submit()).toBe(true);
    fill();
    expect(actions.submit()).toBe(false);
    expect(sends).toHaveLength(1);

    sends[0]!.reject(http(503, 'Unavailable'));
    await settled();
    fill();
    expect(actions.submit()).toBe(true);
    expect(sends).toHaveLength(2);
  });

  it('empties the password the moment it is sent and never holds it again, whatever the outcome', async () => {
    for (const outcome of ['connected', 'refused'] as const) {
      const { actions, sends, seen, fill, state } = setup();
      fill();
      actions.setPasswordVisible(true);
      const before = seen.length;
      actions.submit();
      expect(state()).toMatchObject({ appPassword: '', isPasswordVisible: false, invalid: false });
      if (outcome === 'connected') sends[0]!.resolve(account);
      else sends[0]!.reject(http(401, 'Invalid handle or app password'));
      await settled();
      const after = seen.slice(before);
      expect(after.length).toBeGreaterThan(0);
      for (const snapshot of after) expect(JSON.stringify(snapshot)).not.toContain(PASSWORD);
      expect(JSON.stringify(state())).not.toContain(PASSWORD);
    }
  });

  it('empties the handle and tells onConnected once when the connect succeeds', async () => {
    const onConnected = vi.fn();
    const onError = vi.fn();
    const { actions, sends, fill, state } = setup({ onConnected, onError });
    fill();
    actions.submit();
    expect(state().handle).toBe('@Lee.bsky.social');
    sends[0]!.resolve(account);
    await settled();
    expect(state().handle).toBe('');
    expect(onConnected).toHaveBeenCalledTimes(1);
    expect(onConnected).toHaveBeenCalledWith(account);
    expect(onError).not.toHaveBeenCalled();
  });

  it('puts a 400’s details on their fields, keeps the handle, and tells onError once', async () => {
    const onConnected = vi.fn();
    const onError = vi.fn();
    const { actions, sends, fill, state } = setup({ onConnected, onError });
    fill();
    actions.submit();
    const error = http(400, 'Invalid payload', { handle: { _errors: ['Required'], domain: { _errors: ['Unknown domain'] } }, appPassword: { _errors: ['Too short'] }, tenantId: { _errors: ['Unknown tenant'] } });
    sends[0]!.reject(error);
    await settled();
    expect(state()).toMatchObject({
      handle: '@Lee.bsky.social',
      fieldErrors: { handle: ['handleAppPasswordFormHandleRequired', { text: 'Unknown domain' }], appPassword: [{ text: 'Too short' }] },
    });
    // What belongs to no field is the hook's to show (from the mutation's error), not the form's.
    expect(JSON.stringify(state())).not.toContain('Unknown tenant');
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledWith(error);
    expect(onConnected).not.toHaveBeenCalled();
  });

  it('takes back what was said about a field once it is edited, and only about that field', () => {
    const { actions, state } = setup();
    actions.submit();
    const withBoth = state();
    actions.setHandle('a');
    expect(state().fieldErrors).toEqual({ appPassword: ['handleAppPasswordFormPasswordRequired'] });
    actions.setAppPassword('p');
    expect(state().fieldErrors).toEqual({});
    // The check's outcome stays until the next submit or reset.
    expect(state().invalid).toBe(true);
    expect(withBoth.fieldErrors.handle).toEqual(['handleAppPasswordFormHandleRequired']);
  });

  it('resets to an empty form and forgets the last connect', () => {
    const { actions, input, fill, state } = setup();
    actions.submit();
    fill();
    actions.setPasswordVisible(true);
    actions.reset();
    expect(state()).toEqual({ handle: '', appPassword: '', isPasswordVisible: false, fieldErrors: {}, invalid: false });
    expect(input.forget).toHaveBeenCalledTimes(2);
  });

  it('keeps its snapshot, and tells no one, when nothing changed', () => {
    const { actions, seen, state } = setup();
    const first = state();
    actions.setHandle('');
    actions.setAppPassword('');
    actions.setPasswordVisible(false);
    actions.reset();
    expect(state()).toBe(first);
    expect(seen).toEqual([]);

    actions.setHandle('a');
    const typed = state();
    expect(typed).not.toBe(first);
    expect(first.handle).toBe('');
    actions.setHandle('a');
    expect(state()).toBe(typed);
    expect(seen).toEqual([typed]);
  });
});
