import { HydrationBoundary, QueryClient, dehydrate } from '@tanstack/react-query';
import { accountsQueryOptions, createSocialClient, type AccountPage } from '@socialkit/react';
import { cookies, headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { BASE_PATH } from '@/lib/paths';
import { SESSION_COOKIE, tenantOf } from '@/lib/session';
import { socialProxy } from '@/lib/social';
import { Dashboard } from './dashboard';

// A Server Component: it prefetches the account list, so the first HTML already shows it.
export default async function DashboardPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const query = await searchParams;
  const jar = await cookies();
  if (!tenantOf(jar.get(SESSION_COOKIE)?.value)) {
    const search = new URLSearchParams(Object.entries(query).flatMap(([key, value]) => [value ?? []].flat().map((one) => [key, one])));
    redirect(`/sign-in?next=${encodeURIComponent(`/?${search}`)}`);
  }

  // The proxy answers in this process, with the same session and tenant rules as the browser's
  // requests and no HTTP hop to ourselves; the host name is never looked up.
  const client = createSocialClient({
    baseUrl: `http://localhost${BASE_PATH}`,
    fetch: (input, init) => socialProxy()(new Request(input, init)),
    headers: { cookie: jar.toString() },
  });
  const queryClient = new QueryClient();
  // No retries while the page waits: a failed prefetch is simply not sent, and the list asks again in the browser.
  const firstPage = accountsQueryOptions(client, {}, 0);
  await queryClient.prefetchQuery(firstPage);
  const accounts = queryClient.getQueryData<AccountPage>(firstPage.queryKey);

  // Your deployment's own address; the request's Host header only stands in while developing.
  const origin = process.env.APP_URL ?? `http://${(await headers()).get('host') ?? 'localhost:3000'}`;
  // `?connect=redirect` tries the full-page flow a phone gets ('auto' opens a popup on desktops).
  const mode = query.connect === 'redirect' ? 'redirect' : 'auto';
  return (
    <main className="page">
      <h1>Social accounts</h1>
      {accounts?.count === 0 && <p>Connect a first account to start posting from Acme.</p>}
      <HydrationBoundary state={dehydrate(queryClient)}>
        <Dashboard redirectUri={`${origin}/connect/callback`} mode={mode} />
      </HydrationBoundary>
    </main>
  );
}
