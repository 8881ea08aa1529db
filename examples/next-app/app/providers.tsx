'use client';

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { SocialKitProvider } from '@socialkit/react';
import { useState, type ReactNode } from 'react';
import { BASE_PATH } from '@/lib/paths';

/** One QueryClient per browser tab (per request on the server), and the provider every component reads. */
export function Providers({ children }: { children: ReactNode }) {
  // A prefetched list is fresh for a minute: without it, the browser would ask again the moment it hydrates.
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { queries: { staleTime: 60_000 } } }));
  return (
    <QueryClientProvider client={queryClient}>
      <SocialKitProvider baseUrl={BASE_PATH}>{children}</SocialKitProvider>
    </QueryClientProvider>
  );
}
