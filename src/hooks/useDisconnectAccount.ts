import { useMutation, type UseMutationResult } from '@tanstack/react-query';
import type { SocialKitError } from '../client/errors.js';
import { useSocialKit } from './context.js';
import { disconnectAccountMutationOptions } from '../query/mutationOptions.js';

export type UseDisconnectAccountResult = UseMutationResult<void, SocialKitError, { accountId: string }, unknown>;

/** Disconnects an account: it leaves every cached list at once, and comes back if the call fails. */
export function useDisconnectAccount(): UseDisconnectAccountResult {
  const { client } = useSocialKit('useDisconnectAccount');
  return useMutation(disconnectAccountMutationOptions(client));
}
