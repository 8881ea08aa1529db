import { ConnectCallback } from '@socialkit/react';

/** Where every network sends the user back (the connect buttons' `redirectUri`). */
export default function CallbackPage() {
  return (
    <main className="page page-narrow">
      <ConnectCallback />
    </main>
  );
}
