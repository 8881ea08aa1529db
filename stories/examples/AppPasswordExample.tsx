import { useState, type FormEvent } from 'react';
import { describeError, errorMessages, isSocialKitError, useConnectAppPassword, useMessages } from '../../src/index.js';

/** A headless example: a handle + app password connect with `useConnectAppPassword`. */
export function AppPasswordExample() {
  const connect = useConnectAppPassword();
  const { m } = useMessages({ defaults: errorMessages });
  const [handle, setHandle] = useState('');
  const [appPassword, setAppPassword] = useState('');
  const fieldErrors = isSocialKitError(connect.error) ? connect.error.fieldErrors : {};

  function submit(event: FormEvent) {
    event.preventDefault();
    if (connect.isPending) return;
    connect.mutate({ handle, appPassword });
    // The password is sent once and then forgotten, here as in the hook.
    setAppPassword('');
  }

  return (
    <form onSubmit={submit} noValidate aria-labelledby="bsky-heading">
      <h2 id="bsky-heading">Connect Bluesky</h2>
      <p>
        <label htmlFor="bsky-handle">Handle</label>{' '}
        <input
          id="bsky-handle"
          value={handle}
          onChange={(e) => setHandle(e.target.value)}
          autoComplete="username"
          aria-invalid={fieldErrors.handle ? true : undefined}
          aria-describedby={fieldErrors.handle ? 'bsky-handle-error' : undefined}
        />{' '}
        {fieldErrors.handle && <span id="bsky-handle-error">{fieldErrors.handle.join(' ')}</span>}
      </p>
      <p>
        <label htmlFor="bsky-password">App password</label>{' '}
        <input
          id="bsky-password"
          type="password"
          value={appPassword}
          onChange={(e) => setAppPassword(e.target.value)}
          autoComplete="off"
          aria-invalid={fieldErrors.appPassword ? true : undefined}
          aria-describedby={fieldErrors.appPassword ? 'bsky-password-error' : undefined}
        />{' '}
        {fieldErrors.appPassword && <span id="bsky-password-error">{fieldErrors.appPassword.join(' ')}</span>}
      </p>
      <button type="submit" aria-disabled={connect.isPending || undefined}>
        {connect.isPending ? 'Connecting…' : 'Connect'}
      </button>
      <div role="status">{connect.isSuccess && `Connected @${connect.data.username}.`}</div>
      <div role="alert">{connect.isError && describeError(connect.error, m)}</div>
    </form>
  );
}
