import { ConnectCallback } from '../../../src/index.js';

/**
 * The route the connect buttons' `redirectUri` points to (Next.js `app/connect/callback/page.tsx`,
 * a React Router route), inside the app's `SocialKitProvider`.
 */
export function ConnectCallbackPage() {
  return (
    <main>
      <ConnectCallback
        returnTo="/settings/accounts"
        onConnected={(accounts) => console.warn(`Connected ${accounts.length} account(s)`)}
        onError={(error) => console.error('The connect did not finish', error)}
      />
    </main>
  );
}
