import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { SocialKitError } from '../client/errors.js';
import type { PendingSession } from '../client/types.js';
import { useSocialKit } from './context.js';
import { pendingSessionQueryOptions } from '../query/queryOptions.js';

export interface UsePendingSessionOptions {
  /** The session the callback page received (`?session=…`); the query waits, idle, while there is none. */
  sessionToken: string | null | undefined;
}

export type UsePendingSessionResult = UseQueryResult<PendingSession, SocialKitError>;

/**
 * The pages a pending OAuth session offers. Idle until there is a token. An expired session
 * fails at once (`error.code === 'session-expired'`), never after retries.
 */
export function usePendingSession({ sessionToken }: UsePendingSessionOptions): UsePendingSessionResult {
  const { client, retry } = useSocialKit('usePendingSession');
  return useQuery({ ...pendingSessionQueryOptions(client, sessionToken ?? '', retry), enabled: !!sessionToken });
}
