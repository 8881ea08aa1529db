import { HandleAppPasswordForm, type SocialAccount } from '../../../src/index.js';
import { useState } from 'react';

/** Inside the app's `SocialKitProvider`: Bluesky connected from a settings page of the app's own. */
export function ConnectBluesky() {
  const [account, setAccount] = useState<SocialAccount | null>(null);
  const [open, setOpen] = useState(true);
  if (account) return <p>Connected @{account.username}.</p>;
  if (!open) return <button type="button" onClick={() => setOpen(true)}>Connect Bluesky</button>;
  return (
    <HandleAppPasswordForm
      onConnected={setAccount}
      onCancel={() => setOpen(false)}
      onError={(error) => console.error('Bluesky connect failed', error.kind)}
    />
  );
}
