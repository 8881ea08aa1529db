import { useState } from 'react';
import { NETWORKS, describeError, errorMessages, useAuthUrl, useMessages, type NetworkId } from '../../src/index.js';

/** OAuth networks only: Bluesky connects with a handle and an app password instead. */
const OAUTH_NETWORKS = NETWORKS.filter((network) => network.connect === 'oauth');

/**
 * A headless example: `useAuthUrl` asks the proxy for the address of a network's consent screen.
 * An app that opens it itself must open its popup inside the click, before awaiting this
 * (`useConnect` does all of that).
 */
export function AuthUrlExample({ redirectUri }: { redirectUri: string }) {
  const authUrl = useAuthUrl();
  const { m } = useMessages({ defaults: errorMessages });
  const [network, setNetwork] = useState<NetworkId>('linkedin');

  return (
    <section aria-labelledby="auth-url-heading">
      <h2 id="auth-url-heading">Start a consent</h2>
      <label>
        Network{' '}
        <select value={network} onChange={(event) => setNetwork(event.target.value)}>
          {OAUTH_NETWORKS.map(({ id, name }) => (
            <option key={id} value={id}>
              {name}
            </option>
          ))}
        </select>
      </label>{' '}
      {/* A mutation, made on a click: each call opens a new flow on the service. */}
      <button type="button" onClick={() => authUrl.mutate({ network, redirectUri })} aria-disabled={authUrl.isPending || undefined}>
        Get the auth URL
      </button>
      <p role="status">
        {authUrl.isPending && 'Asking the proxy…'}
        {authUrl.isSuccess && (
          <>
            Consent screen:{' '}
            <a href={authUrl.data.authUrl} target="_blank" rel="noreferrer">
              {authUrl.data.authUrl}
            </a>
          </>
        )}
      </p>
      <p role="alert">{authUrl.isError && describeError(authUrl.error, m)}</p>
    </section>
  );
}
