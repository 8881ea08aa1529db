import { ConnectAccountButton, type ConnectEvent, type SocialAccount } from '../../../src/index.js';
import { useState } from 'react';

/**
 * Inside the app's `SocialKitProvider`: a Facebook connect. `redirectUri` is the app's callback
 * page (it renders ConnectCallback), registered with Facebook's OAuth app.
 */
export function ConnectFacebook({ onAnalytics }: { onAnalytics?: (event: ConnectEvent) => void }) {
  const [connected, setConnected] = useState<SocialAccount[]>([]);
  return (
    <>
      <ConnectAccountButton
        network="facebook"
        redirectUri={`${window.location.origin}/connect/callback`}
        onConnected={(accounts) => setConnected((known) => [...known, ...accounts])}
        onError={(error) => console.error('Facebook connect failed', error)}
        onEvent={(event) => onAnalytics?.(event)}
      />
      {connected.length > 0 && <p>Connected: {connected.map((account) => account.username).join(', ')}</p>}
    </>
  );
}
