import { PagePicker, type SocialAccount } from '../../../src/index.js';

/**
 * Inside the app's `SocialKitProvider`, on a callback page of its own: the pages of the session
 * the OAuth callback brought back (`?session=`). ConnectAccountButton and ConnectCallback already
 * render it.
 */
export function ChoosePages({ sessionToken, onDone, onStartAgain }: { sessionToken: string; onDone: (accounts: SocialAccount[]) => void; onStartAgain: () => void }) {
  return (
    <PagePicker
      sessionToken={sessionToken}
      onConnected={(accounts) => onDone(accounts)}
      onRestart={onStartAgain}
      onError={(error) => console.error('Choosing pages failed', error.kind)}
    />
  );
}
