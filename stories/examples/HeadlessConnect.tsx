import { PagePicker, useConnect, useConnectCallback, type ConnectEvent } from '../../src/index.js';
import { useState } from 'react';

/**
 * A headless example: `useConnect` with the app's own markup. Everything the styled button does is
 * here: start in the click, the waiting state, focus and cancel, the blocked popup, the pages.
 */
export function HeadlessConnect({ redirectUri }: { redirectUri: string }) {
  const [log, setLog] = useState<string[]>([]);
  const connect = useConnect({
    network: 'linkedin',
    mode: 'popup',
    redirectUri,
    onEvent: (event: ConnectEvent) => setLog((lines) => [...lines, event.type]),
  });
  return (
    <section aria-labelledby="headless-connect">
      <h2 id="headless-connect">LinkedIn</h2>
      <button type="button" onClick={connect.start} aria-disabled={connect.isBusy || undefined}>
        Add LinkedIn
      </button>
      <p>
        Status: <output>{connect.status}</output>
      </p>
      {connect.status === 'popup-open' && (
        <p>
          <button type="button" onClick={connect.focusPopup}>
            Back to the LinkedIn window
          </button>{' '}
          <button type="button" onClick={connect.cancel}>
            Stop
          </button>
        </p>
      )}
      {connect.status === 'blocked' && (
        <button type="button" onClick={connect.continueInThisTab}>
          Open LinkedIn here instead
        </button>
      )}
      {connect.pagePickerProps && <PagePicker {...connect.pagePickerProps} />}
      {connect.status === 'connected' && <p>Added {connect.accounts.length} account(s).</p>}
      <p>Events: {log.join(', ')}</p>
    </section>
  );
}

/** A headless example: the callback page with `useConnectCallback` and the app's own messages. */
export function HeadlessCallback() {
  const callback = useConnectCallback();
  return (
    <section aria-labelledby="headless-callback" aria-busy={callback.status === 'reading' || undefined}>
      <h2 id="headless-callback">Connecting your account</h2>
      <p>
        Outcome: <output>{callback.status}</output>
      </p>
      {callback.status === 'connected' && <p>Welcome, {callback.accounts.map((account) => account.username).join(', ')}.</p>}
      {callback.status === 'pages' && <PagePicker sessionToken={callback.sessionToken} onConnected={callback.complete} onRestart={callback.restart} />}
      {(callback.status === 'denied' || callback.status === 'failed' || callback.status === 'expired') && (
        <a href={callback.returnTo}>Try again from the app</a>
      )}
    </section>
  );
}
