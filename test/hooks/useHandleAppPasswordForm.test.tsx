import { QueryClient } from '@tanstack/react-query';
import { act, waitFor } from '@testing-library/react';
import { useHandleAppPasswordForm } from '../../src/index.js';
import { appPasswordFormError, normalizeHandle, validateAppPasswordForm } from '../../src/hooks/useHandleAppPasswordForm.js';
import { SocialKitError } from '../../src/client/errors.js';
import { renderHookWithProvider } from '../support/render.js';
import { requestsFor, useService as simulate } from '../support/service.js';

describe('useHandleAppPasswordForm', () => {
  it('validates before sending, then connects and empties the password at once', async () => {
    const service = simulate();
    const onConnected = vi.fn();
    const { result } = renderHookWithProvider(() => useHandleAppPasswordForm({ onConnected }), { tenantId: 'acme' });
    act(() => void result.current.submit());
    expect(result.current.status).toBe('invalid');
    expect(result.current.fieldErrors).toEqual({ handle: ['handleAppPasswordFormHandleRequired'], appPassword: ['handleAppPasswordFormPasswordRequired'] });

    act(() => {
      result.current.setHandle('@Lee.bsky.social');
      result.current.setAppPassword(' abcd-efgh-ijkl-mnop ');
    });
    expect(result.current.fieldErrors).toEqual({});
    expect(result.current.normalizedHandle).toBe('lee.bsky.social');
    let sent = false;
    act(() => {
      sent = result.current.submit();
    });
    expect(sent).toBe(true);
    expect(result.current.appPassword).toBe('');
    await waitFor(() => expect(result.current.status).toBe('connected'));
    expect(result.current.account?.username).toBe('lee.bsky.social');
    expect(result.current.submittedHandle).toBe('lee.bsky.social');
    expect(onConnected).toHaveBeenCalledTimes(1);
    expect(requestsFor(service, 'connectAppPassword')[0]!.body).toEqual({ handle: 'lee.bsky.social', appPassword: '[redacted]', tenantId: 'acme' });
  });

  it('reports a refused connect once, with its key', async () => {
    simulate();
    const onError = vi.fn();
    const { result } = renderHookWithProvider(() => useHandleAppPasswordForm({ onError }));
    act(() => {
      result.current.setHandle('max.bsky.social');
      result.current.setAppPassword('invalid');
    });
    act(() => void result.current.submit());
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.formError).toBe('handleAppPasswordFormErrorRefused');
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('never sends a connect again by itself, even when the app retries mutations, and connects when the user does', async () => {
    const service = simulate();
    service.faults.set('connectAppPassword', { status: 503, times: 1 });
    const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: 1, retryDelay: 0 } } });
    const onError = vi.fn();
    const onConnected = vi.fn();
    const { result } = renderHookWithProvider(() => useHandleAppPasswordForm({ onError, onConnected }), { queryClient });
    act(() => {
      result.current.setHandle('ada.bsky.social');
      result.current.setAppPassword('abcd-efgh-ijkl-mnop');
    });
    act(() => void result.current.submit());
    await waitFor(() => expect(result.current.status).toBe('error'));
    // The service's failure, not "Enter an app password" from a retry that had none to send.
    expect(result.current).toMatchObject({ formError: 'handleAppPasswordFormErrorServer', fieldErrors: {} });
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ status: 503 }));
    expect(requestsFor(service, 'connectAppPassword')).toHaveLength(1);

    act(() => result.current.setAppPassword('abcd-efgh-ijkl-mnop'));
    act(() => void result.current.submit());
    await waitFor(() => expect(result.current.status).toBe('connected'));
    expect(onConnected).toHaveBeenCalledWith(expect.objectContaining({ username: 'ada.bsky.social' }));
    expect(onError).toHaveBeenCalledTimes(1);
    expect(requestsFor(service, 'connectAppPassword')).toHaveLength(2);
  });
});

describe('handle and error rules', () => {
  it('normalises pasted handles', () => {
    expect(normalizeHandle('  @Alice.BSKY.social ')).toBe('alice.bsky.social');
    expect(normalizeHandle('https://bsky.app/profile/alice.com?x=1')).toBe('alice.com');
    expect(normalizeHandle('bsky.app/profile/bob.bsky.social/post/1')).toBe('bob.bsky.social');
  });

  it('takes a DID, or a profile link to one, as typed', () => {
    expect(normalizeHandle(' did:plc:ewvi7nxzyoun6zhxrhs64oiz ')).toBe('did:plc:ewvi7nxzyoun6zhxrhs64oiz');
    expect(normalizeHandle('@did:web:Alice.Example.com')).toBe('did:web:Alice.Example.com');
    expect(normalizeHandle('https://bsky.app/profile/did:plc:ewvi7nxzyoun6zhxrhs64oiz/post/3k')).toBe('did:plc:ewvi7nxzyoun6zhxrhs64oiz');
    expect(normalizeHandle('https://bsky.app/profile/did%3Aplc%3Aewvi7nxzyoun6zhxrhs64oiz')).toBe('did:plc:ewvi7nxzyoun6zhxrhs64oiz');
  });

  it.each(['did:plc:ewvi7nxzyoun6zhxrhs64oiz', 'did:web:alice.example.com', 'did:web:Alice.Example.com'])('accepts the DID %s', (did) => {
    expect(validateAppPasswordForm(did, 'p').handle).toBeUndefined();
  });

  it.each(['did:plc:ewvi7nxzyoun6zhx', 'did:plc:EWVI7NXZYOUN6ZHXRHS64OIZ', 'did:plc:ewvi7nxzyoun6zhxrhs64oi0', 'did:web:localhost', 'did:web:example.com:user:alice', 'did:key:z6Mkabc', 'DID:PLC:ewvi7nxzyoun6zhxrhs64oiz'])(
    'says what a DID needs for %s',
    (did) => {
      expect(validateAppPasswordForm(did, 'p').handle).toEqual(['handleAppPasswordFormHandleDidInvalid']);
    },
  );

  it.each(['alice.bsky.social', 'alice.com', 'a-b.example.co.uk', 'x1.y2.io'])('accepts %s', (handle) => {
    expect(validateAppPasswordForm(handle, 'p').handle).toBeUndefined();
  });

  it.each(['alice', 'alice.', '.com', 'al ice.com', 'alice.123', '-a.com', 'a-.com', 'alïce.com'])('rejects %s', (handle) => {
    expect(validateAppPasswordForm(handle, 'p').handle).toEqual(['handleAppPasswordFormHandleInvalid']);
  });

  it('does not judge the app password format', () => {
    expect(validateAppPasswordForm('a.com', 'not-the-usual-format-at-all').appPassword).toBeUndefined();
    expect(validateAppPasswordForm('a.com', '   ').appPassword).toEqual(['handleAppPasswordFormPasswordRequired']);
  });

  it('names each status', () => {
    const http = (status: number, message = 'x', details?: unknown) => new SocialKitError({ kind: 'http', status, message, details });
    expect(appPasswordFormError(http(409))).toBe('handleAppPasswordFormErrorConflict');
    expect(appPasswordFormError(http(400))).toBe('handleAppPasswordFormErrorRejected');
    expect(appPasswordFormError(http(400, 'Invalid payload', { handle: { _errors: ['Required'] } }))).toBe('handleAppPasswordFormErrorFields');
    expect(appPasswordFormError(http(401, 'Invalid handle or app password'))).toBe('handleAppPasswordFormErrorRefused');
    expect(appPasswordFormError(http(401, 'Invalid identifier or password'))).toBe('handleAppPasswordFormErrorRefused');
    expect(appPasswordFormError(http(401, 'Invalid or missing API key'))).toBe('handleAppPasswordFormErrorServer');
    // The proxy refusing the app's signed-out user: `describeError` says to sign in again.
    expect(appPasswordFormError(http(401, 'Unauthorized'))).toBe('other');
    expect(appPasswordFormError(http(503))).toBe('handleAppPasswordFormErrorServer');
    expect(appPasswordFormError(http(429))).toBe('other');
    expect(appPasswordFormError(new SocialKitError({ kind: 'network', message: 'x' }))).toBe('other');
  });
});
