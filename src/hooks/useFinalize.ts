import { useMutation, type UseMutationResult } from '@tanstack/react-query';
import type { SocialKitError } from '../client/errors.js';
import type { FinalizeParams, SocialAccount } from '../client/types.js';
import { useSocialKit } from './context.js';
import { finalizeMutationOptions } from '../query/mutationOptions.js';

export type UseFinalizeResult = UseMutationResult<SocialAccount[], SocialKitError, FinalizeParams>;

/** Connects the chosen pages of a pending session: at most once per session, then lists refresh. */
export function useFinalize(): UseFinalizeResult {
  const { client } = useSocialKit('useFinalize');
  return useMutation(finalizeMutationOptions(client));
}
