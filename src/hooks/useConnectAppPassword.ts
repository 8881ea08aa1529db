import { useMutation, type MutateOptions, type UseMutationResult } from '@tanstack/react-query';
import type { SocialKitError } from '../client/errors.js';
import type { ConnectAppPasswordParams, SocialAccount } from '../client/types.js';
import { useSocialKit } from './context.js';
import { connectAppPasswordMutationOptions, sealAppPassword, type SealedAppPasswordParams } from '../query/mutationOptions.js';

type Result = UseMutationResult<SocialAccount, SocialKitError, SealedAppPasswordParams>;
type Options = MutateOptions<SocialAccount, SocialKitError, SealedAppPasswordParams>;

interface Mutate {
  mutate: (params: ConnectAppPasswordParams, options?: Options) => void;
  mutateAsync: (params: ConnectAppPasswordParams, options?: Options) => Promise<SocialAccount>;
}

/**
 * TanStack's mutation result, except that `mutate` takes the password and `variables` never
 * hold it. Distributed over the status union, so `isSuccess` still narrows `data`.
 */
export type UseConnectAppPasswordResult = Result extends infer R ? (R extends unknown ? Omit<R, keyof Mutate> & Mutate : never) : never;

/** Connects a handle + app password account (Bluesky). The password is sent once and kept nowhere. */
export function useConnectAppPassword(): UseConnectAppPasswordResult {
  const { client, tenantId } = useSocialKit('useConnectAppPassword');
  const mutation = useMutation(connectAppPasswordMutationOptions(client));
  const seal = (params: ConnectAppPasswordParams) => sealAppPassword({ ...params, tenantId: params.tenantId ?? tenantId });
  const mutate: Mutate = {
    mutate: (params, options) => mutation.mutate(seal(params), options),
    mutateAsync: (params, options) => mutation.mutateAsync(seal(params), options),
  };
  return { ...mutation, ...mutate };
}
