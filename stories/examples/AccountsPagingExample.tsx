import { useState } from 'react';
import { describeError, errorMessages, getNetwork, useAccounts, useMessages } from '../../src/index.js';

/** A headless example: `useAccounts` with limit/offset paging and the app's own markup. */
export function AccountsPagingExample({ pageSize = 20 }: { pageSize?: number }) {
  const [offset, setOffset] = useState(0);
  const accounts = useAccounts({ limit: pageSize, offset });
  const { m } = useMessages({ defaults: errorMessages });
  if (accounts.isPending) return <p role="status">Loading accounts…</p>;
  if (accounts.isError) {
    return (
      <div role="alert">
        {describeError(accounts.error, m)} <button onClick={() => void accounts.refetch()}>Retry</button>
      </div>
    );
  }
  const { data } = accounts;
  const page = Math.floor(offset / pageSize) + 1;
  const pages = data.count === undefined ? undefined : Math.max(1, Math.ceil(data.count / pageSize));
  // Without a count, a full page is the only sign that another may follow.
  const hasNext = pages === undefined ? data.accounts.length === pageSize : page < pages;

  return (
    <section aria-labelledby="accounts-heading" aria-busy={accounts.isPlaceholderData}>
      <h2 id="accounts-heading">Connected accounts</h2>
      <table>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Username</th>
            <th scope="col">Network</th>
          </tr>
        </thead>
        <tbody>
          {data.accounts.map((account) => (
            <tr key={account.id}>
              <td>{account.nickname}</td>
              <td>@{account.username}</td>
              <td>{getNetwork(account.network).name}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <nav aria-label="Pages">
        <button onClick={() => setOffset(offset - pageSize)} disabled={offset === 0}>
          Previous
        </button>{' '}
        <span aria-live="polite">
          Page {page}
          {pages === undefined ? '' : ` of ${pages}`}
        </span>{' '}
        <button onClick={() => setOffset(offset + pageSize)} disabled={!hasNext}>
          Next
        </button>
      </nav>
    </section>
  );
}
