import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { SocialClient } from '../client/createSocialClient.js';
import type { SocialKitError } from '../client/errors.js';
import type { AccountPage, ListAccountsParams, PendingSession } from '../client/types.js';
import { proxyScope, socialKitKeys } from './keys.js';
import { retryPolicy } from './retry.js';

/** For `useQuery`, `prefetchQuery` or `ensureQueryData`: the same options the hooks use. */
export function accountsQueryOptions(client: SocialClient, { limit = 20, offset = 0, ...filters }: ListAccountsParams = {}, retries = 3) {
  // The hook's defaults, so a prefetch with none lands in the cache entry the hook reads.
  const params = { limit, offset, ...filters };
  return queryOptions<AccountPage, SocialKitError>({
    queryKey: socialKitKeys.accounts(params, proxyScope(client)),
    // The signal is left alone on purpose: a query that reads it is cancelled when its last
    // observer unmounts, and React 18's StrictMode unmounts everything once in development, so
    // every list would be asked for twice. A read is small and idempotent; it finishes and fills the cache.
    queryFn: () => client.listAccounts(params),
    // The page on screen stays while the next one loads, so paging never flashes a skeleton.
    placeholderData: keepPreviousData,
    ...retryPolicy(retries),
  });
}

export function pendingSessionQueryOptions(client: SocialClient, sessionToken: string, retries = 3) {
  return queryOptions<PendingSession, SocialKitError>({
    queryKey: socialKitKeys.pendingSession(sessionToken, proxyScope(client)),
    // Not cancelled on unmount either (see above): the session is read once per token.
    queryFn: () => client.getPendingSession({ sessionToken }),
    // The pages do not change, and finalize deletes the session: a refetch after it would read
    // a connection that just succeeded as an expired one.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    // A read at the deadline keeps the page list's identity, whatever the app's defaults: it is what
    // "pages loaded" is reported once by.
    structuralSharing: true,
    ...retryPolicy(retries),
  });
}
