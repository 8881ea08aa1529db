import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import type { SocialClient } from '../client/createSocialClient.js';
import type { SocialKitError } from '../client/errors.js';
import type {
  AccountPage,
  AuthUrlParams,
  ConnectAppPasswordParams,
  FinalizeParams,
  SocialAccount,
} from '../client/types.js';
import { socialKitKeys } from './keys.js';

const invalidateAccountLists = (_: unknown, __: unknown, ___: unknown, { client }: { client: QueryClient }) =>
  client.invalidateQueries({ queryKey: socialKitKeys.accountLists() });

export function authUrlMutationOptions(client: SocialClient) {
  return mutationOptions<{ authUrl: string }, SocialKitError, AuthUrlParams>({
    mutationKey: socialKitKeys.mutations.authUrl(),
    mutationFn: (params) => client.getAuthUrl(params),
  });
}

/**
 * Finalize runs once per session, whatever calls it: StrictMode's double effects, a remount, a
 * double click. The guard lives here, outside React state, keyed by proxy and token; a failed
 * attempt is forgotten so that it can be retried.
 */
const finalizing = new Map<string, Promise<SocialAccount[]>>();

export function finalizeOnce(client: SocialClient, params: FinalizeParams): Promise<SocialAccount[]> {
  const key = `${client.baseUrl} ${params.sessionToken}`;
  let attempt = finalizing.get(key);
  if (!attempt) {
    attempt = client.finalize(params);
    finalizing.set(key, attempt);
    attempt.catch(() => finalizing.delete(key));
  }
  return attempt;
}

export function finalizeMutationOptions(client: SocialClient) {
  return mutationOptions<SocialAccount[], SocialKitError, FinalizeParams>({
    mutationKey: socialKitKeys.mutations.finalize(),
    mutationFn: (params) => finalizeOnce(client, params),
    onSuccess: invalidateAccountLists,
  });
}

/** What the mutation cache keeps of an app-password connect: everything but the password. */
export type SealedAppPasswordParams = Omit<ConnectAppPasswordParams, 'appPassword'>;

// The password waits here, beside (not inside) the variables TanStack keeps in its cache and
// devtools, and is dropped the moment the request takes it.
const passwords = new WeakMap<SealedAppPasswordParams, string>();

export function sealAppPassword({ appPassword, ...rest }: ConnectAppPasswordParams): SealedAppPasswordParams {
  const sealed = { ...rest };
  passwords.set(sealed, appPassword);
  return sealed;
}

export function connectAppPasswordMutationOptions(client: SocialClient) {
  return mutationOptions<SocialAccount, SocialKitError, SealedAppPasswordParams>({
    mutationKey: socialKitKeys.mutations.connectAppPassword(),
    mutationFn: (sealed) => {
      const appPassword = passwords.get(sealed) ?? '';
      passwords.delete(sealed);
      return client.connectAppPassword({ ...sealed, appPassword });
    },
    onSuccess: invalidateAccountLists,
  });
}

type Snapshot = [readonly unknown[], AccountPage | undefined][];

/** Removes the account from every cached list at once, and puts it back if the call fails. */
export function disconnectAccountMutationOptions(client: SocialClient) {
  return mutationOptions<void, SocialKitError, { accountId: string }, Snapshot>({
    mutationKey: socialKitKeys.mutations.disconnectAccount(),
    mutationFn: (params) => client.disconnectAccount(params),
    onMutate: async ({ accountId }, { client: queryClient }) => {
      const filters = { queryKey: socialKitKeys.accountLists() };
      await queryClient.cancelQueries(filters);
      const snapshot = queryClient.getQueriesData<AccountPage>(filters);
      queryClient.setQueriesData<AccountPage>(filters, (list) => {
        if (!list?.accounts.some((account) => account.id === accountId)) return list;
        const accounts = list.accounts.filter((account) => account.id !== accountId);
        return { ...list, accounts, count: list.count === undefined ? undefined : list.count - 1 };
      });
      return snapshot;
    },
    onError: (_error, _params, snapshot, { client: queryClient }) => {
      for (const [queryKey, list] of snapshot ?? []) queryClient.setQueryData(queryKey, list);
    },
    onSettled: (_data, _error, _params, _snapshot, { client: queryClient }) =>
      queryClient.invalidateQueries({ queryKey: socialKitKeys.accountLists() }),
  });
}
