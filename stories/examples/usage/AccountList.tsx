import { AccountList, type NetworkId } from '../../../src/index.js';
import { useState } from 'react';

/** Inside the app's `SocialKitProvider`: the settings page's list of what was connected, filtered by network. */
export function ConnectedAccounts() {
  const [network, setNetwork] = useState<NetworkId | null>(null);
  return (
    <AccountList
      pageSize={20}
      network={network}
      onNetworkChange={setNetwork}
      onDisconnected={(account) => console.warn(`Disconnected @${account.username}`)}
      onError={(error, account) => console.error(account ? `Could not disconnect ${account.id}` : 'Could not load accounts', error.kind)}
    />
  );
}
