import { describeError, errorMessages, getNetwork, useMessages, usePendingSession } from '../../src/index.js';

/** A headless example: the pages a pending OAuth session offers, read with `usePendingSession`. */
export function PendingSessionExample({ sessionToken }: { sessionToken: string | null }) {
  const session = usePendingSession({ sessionToken });
  const { m } = useMessages({ defaults: errorMessages });

  // No token yet (the callback has not run): the query waits, and says so.
  if (!sessionToken) return <p>No session to read.</p>;
  if (session.isPending) return <p role="status">Reading the session…</p>;
  if (session.isError) {
    return (
      <p role="alert">
        {/* Expired (or already finalized) sessions fail at once, never after retries. */}
        {session.error?.code === 'session-expired' ? 'This connection request has expired: start again.' : describeError(session.error, m)}
      </p>
    );
  }

  const { network, availablePages, expiresAt } = session.data;
  return (
    <section aria-labelledby="session-heading">
      <h2 id="session-heading">{getNetwork(network).name} shared {availablePages.length} pages</h2>
      <ul>
        {availablePages.map((page) => (
          <li key={page.id}>
            {page.name} (@{page.username}, {page.type})
          </li>
        ))}
      </ul>
      {expiresAt !== undefined && <p>Choose before {new Date(expiresAt).toLocaleTimeString()}.</p>}
    </section>
  );
}
