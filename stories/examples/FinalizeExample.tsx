import { useState, type FormEvent } from 'react';
import { describeError, errorMessages, useFinalize, useMessages, usePendingSession } from '../../src/index.js';

/**
 * A headless example: the pages of a pending session as checkboxes, connected with `useFinalize`.
 * (`usePagePicker` adds search, select all, the countdown and a lost answer's recovery.)
 */
export function FinalizeExample({ sessionToken }: { sessionToken: string }) {
  const session = usePendingSession({ sessionToken });
  const finalize = useFinalize();
  const { m } = useMessages({ defaults: errorMessages });
  const [chosen, setChosen] = useState<string[]>([]);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!chosen.length) return;
    // At most one request per session, however often this runs: a second call shares the first.
    finalize.mutate({ sessionToken, selectedPageIds: chosen });
  }

  if (finalize.isSuccess) {
    return <p role="status">Connected {finalize.data.map((account) => `@${account.username}`).join(' and ')}.</p>;
  }
  if (session.isPending) return <p role="status">Reading the session…</p>;
  if (session.isError) return <p role="alert">{describeError(session.error, m)}</p>;

  return (
    <form onSubmit={submit}>
      <fieldset disabled={finalize.isPending}>
        <legend>Pages to connect</legend>
        {session.data.availablePages.map((page) => (
          <label key={page.id} style={{ display: 'block' }}>
            <input
              type="checkbox"
              checked={chosen.includes(page.id)}
              onChange={(event) => setChosen(event.target.checked ? [...chosen, page.id] : chosen.filter((id) => id !== page.id))}
            />{' '}
            {page.name}
          </label>
        ))}
      </fieldset>
      <button type="submit" aria-disabled={finalize.isPending || chosen.length === 0 || undefined}>
        {finalize.isPending ? 'Connecting…' : `Connect ${chosen.length}`}
      </button>
      <p role="alert">{finalize.isError && describeError(finalize.error, m)}</p>
    </form>
  );
}
