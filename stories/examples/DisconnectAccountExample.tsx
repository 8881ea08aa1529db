import { describeError, errorMessages, getNetwork, useAccounts, useDisconnectAccount, useMessages } from '../../src/index.js';

/**
 * A headless example: `useDisconnectAccount` beside `useAccounts`. The account leaves every cached
 * list the moment the mutation starts, and comes back where it stood if the call fails.
 * (`useAccountList` adds the confirmation, focus and paging.)
 */
export function DisconnectAccountExample() {
  const accounts = useAccounts({ limit: 10 });
  const disconnect = useDisconnectAccount();
  const { m } = useMessages({ defaults: errorMessages });

  if (accounts.isPending) return <p role="status">Loading accounts…</p>;
  if (accounts.isError) return <p role="alert">{describeError(accounts.error, m)}</p>;

  return (
    <section aria-labelledby="disconnect-heading">
      <h2 id="disconnect-heading">Connected accounts</h2>
      <ul>
        {accounts.data.accounts.map((account) => (
          <li key={account.id}>
            @{account.username} ({getNetwork(account.network).name}){' '}
            <button type="button" onClick={() => disconnect.mutate({ accountId: account.id })}>
              Disconnect @{account.username}
            </button>
          </li>
        ))}
      </ul>
      <p role="status">
        {disconnect.isPending && 'Disconnecting…'}
        {disconnect.isSuccess && 'Disconnected.'}
      </p>
      <p role="alert">{disconnect.isError && `Not disconnected: ${describeError(disconnect.error, m)}`}</p>
    </section>
  );
}
