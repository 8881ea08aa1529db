import { useMutation, type UseMutationResult } from '@tanstack/react-query';
import type { SocialKitError } from '../client/errors.js';
import type { AuthUrlParams } from '../client/types.js';
import { useSocialKit } from './context.js';
import { authUrlMutationOptions } from '../query/mutationOptions.js';

export type UseAuthUrlResult = UseMutationResult<{ authUrl: string }, SocialKitError, AuthUrlParams>;

/**
 * Asks for the URL that starts a network's OAuth consent. A mutation, not a query: each call
 * opens a new flow on the service, and it is made on a click, never on render.
 */
export function useAuthUrl(): UseAuthUrlResult {
  const { client, tenantId } = useSocialKit('useAuthUrl');
  return useMutation({
    ...authUrlMutationOptions(client),
    mutationFn: (params) => client.getAuthUrl({ ...params, tenantId: params.tenantId ?? tenantId }),
  });
}
