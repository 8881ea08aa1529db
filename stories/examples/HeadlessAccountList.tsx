import { describeError, errorMessages, getNetwork, NETWORKS, useAccountList, useMessages } from '../../src/index.js';

/**
 * `useAccountList` with the app's own markup, a table this time: paging (with or without a
 * count from the service), the network filter, load states, and a disconnect that asks first.
 * Everything AccountList does comes from the hook; only the markup and the messages are the app's.
 */
export function HeadlessAccountList({ pageSize = 5 }: { pageSize?: number }) {
  const list = useAccountList({ pageSize });
  const { m } = useMessages({ defaults: errorMessages });
  const { range, count } = list;
  const status =
    list.status === 'loading'
      ? 'Loading…'
      : list.status === 'empty'
        ? list.isFiltered
          ? 'Nothing on that network.'
          : 'Nothing connected.'
        : list.lastDisconnected
          ? `Removed @${list.lastDisconnected.username}.`
          : '';

  return (
    <section aria-labelledby="headless-accounts">
      <h2 id="headless-accounts">Accounts (headless)</h2>
      <label>
        Network{' '}
        <select value={list.network ?? ''} onChange={(event) => list.setNetwork(event.currentTarget.value || null)}>
          <option value="">Any</option>
          {NETWORKS.map((network) => (
            <option key={network.id} value={network.id}>
              {network.name}
            </option>
          ))}
        </select>
      </label>
      <p role="status">{status}</p>
      {list.status === 'error' && (
        <div role="alert">
          {describeError(list.error, m)} <button onClick={list.retry}>Try again</button>
        </div>
      )}
      {list.status === 'success' && (
        <table aria-busy={list.isPlaceholderData}>
          <caption>{range && `${range.start}–${range.end}${count === undefined ? '' : ` of ${count}`}`}</caption>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Network</th>
              <th scope="col">Status</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {list.accounts.map((account) => (
              <tr key={account.id}>
                <td>
                  {account.nickname} (@{account.username})
                  {list.disconnectErrors[account.id] && <span role="alert"> Not removed: {describeError(list.disconnectErrors[account.id], m)}</span>}
                </td>
                <td>{getNetwork(account.network).name}</td>
                <td>{account.isActive === false ? 'Paused' : 'Live'}</td>
                <td>
                  {list.confirmingId === account.id ? (
                    <>
                      <button onClick={() => void list.confirmDisconnect()}>Yes, remove @{account.username}</button>{' '}
                      <button onClick={list.cancelDisconnect}>Keep</button>
                    </>
                  ) : (
                    <button onClick={() => list.requestDisconnect(account.id)}>Remove @{account.username}</button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <nav aria-label="Headless pages">
        <button onClick={list.previousPage} disabled={!list.hasPreviousPage}>
          Back
        </button>{' '}
        Page {list.page}
        {list.pageCount === undefined ? '' : ` of ${list.pageCount}`}{' '}
        <button onClick={list.nextPage} disabled={!list.hasNextPage}>
          Forward
        </button>
      </nav>
    </section>
  );
}
