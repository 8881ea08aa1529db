import { ConnectCallback } from '@socialkit/react';

/** Where every network sends the user back (the `redirectUri` of the connect buttons). */
export function CallbackPage() {
  return (
    <main className="page page-narrow">
      <ConnectCallback />
    </main>
  );
}
