import { NETWORKS } from '@socialkit/react';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { SESSION_COOKIE, tenantOf } from '@/lib/session';
import { ConfigureForm } from './configure-form';

// The network catalogue is server-safe: this Server Component reads it directly.
export default async function AdminPage() {
  if (!tenantOf((await cookies()).get(SESSION_COOKIE)?.value)) redirect('/sign-in?next=/admin');
  return (
    <main className="page page-narrow">
      <h1>Networks</h1>
      <p>
        Before your users can connect a network, configure it with the OAuth client the network gave your organization. Bluesky
        needs no client: its users connect with an app password.
      </p>
      <ConfigureForm networks={NETWORKS.map(({ id, name }) => ({ id, name }))} />
    </main>
  );
}
