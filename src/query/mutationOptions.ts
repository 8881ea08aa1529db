import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import type { SocialClient } from '../client/createSocialClient.js';
import type { SocialKitError } from '../client/errors.js';
import type {
  AccountPage,
  AuthUrlParams,
  ConnectAppPasswordParams,
  FinalizeParams,
  ListAccountsParams,
  SocialAccount,
} from '../client/types.js';
import { socialKitKeys } from './keys.js';

const invalidateAccountLists = (_: unknown, __: unknown, ___: unknown, { client }: { client: QueryClient }) =>
  client.invalidateQueries({ queryKey: socialKitKeys.accountLists() });

// Every mutation here pins `retry`, so that the app's QueryClient defaults (`mutations.retry`)
// never resend one: a mutation is a user's click, and what happens after a failure is theirs to
// decide. An app that wants retries spreads the options and sets its own.

export function authUrlMutationOptions(client: SocialClient) {
  return mutationOptions<{ authUrl: string }, SocialKitError, AuthUrlParams>({
    mutationKey: socialKitKeys.mutations.authUrl(),
    // Not retried: each call opens a new consent flow on the service, the user waits on a click
    // (often with a blank popup open), and a 4xx cannot succeed unchanged. A quick error with
    // "Try again" beats seconds of silent backoff; useConnect asks once for the same reasons.
    retry: false,
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
    // At most one request per session: a finalize that timed out may have connected the pages
    // already, and sending it again would only fail (the session is spent) or connect twice.
    // A failed attempt is forgotten by finalizeOnce, so the user's own retry still goes out.
    retry: false,
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
    // Never retried by TanStack, whatever the app's QueryClient defaults say: the password is
    // handed over once and kept nowhere, so a retry would send none. Sending again is the
    // user's call, with the password typed again (a new `mutate`, a new seal).
    retry: false,
    mutationFn: (sealed) => {
      const appPassword = passwords.get(sealed) ?? '';
      passwords.delete(sealed);
      return client.connectAppPassword({ ...sealed, appPassword });
    },
    onSuccess: invalidateAccountLists,
  });
}

/** Where an account stood in one cached list before it left it, so that it alone can go back there. */
interface Removal {
  queryKey: readonly unknown[];
  account: SocialAccount;
  /** The ids listed after it: it goes back before the first of them still there, else last. */
  following: string[];
  /** The page's size: putting it back must not make the page longer than the service would. */
  limit: number | undefined;
}

function putBack(list: AccountPage, { account, following, limit }: Removal): AccountPage {
  // A refetch while the call was in flight has it already (the service never let it go).
  if (list.accounts.some((listed) => listed.id === account.id)) return list;
  const accounts = [...list.accounts];
  const next = following.find((id) => accounts.some((listed) => listed.id === id));
  const at = next === undefined ? accounts.length : accounts.findIndex((listed) => listed.id === next);
  accounts.splice(at, 0, account);
  // A full page stays full, not longer: its last account belongs to the next page again.
  if (limit !== undefined && accounts.length > limit) accounts.pop();
  return { ...list, accounts, count: list.count === undefined ? undefined : list.count + 1 };
}

/** Removes the account from every cached list at once, and puts it back if the call fails. */
export function disconnectAccountMutationOptions(client: SocialClient) {
  const lists = { queryKey: socialKitKeys.accountLists() };
  const mutationKey = socialKitKeys.mutations.disconnectAccount();
  return mutationOptions<void, SocialKitError, { accountId: string }, Removal[]>({
    mutationKey,
    // Not retried: a disconnect that timed out may have gone through, and a second DELETE would
    // then answer 404 and put the account back on screen though it is gone. The row comes back
    // on a failure, so the user sees it and can disconnect again.
    retry: false,
    mutationFn: (params) => client.disconnectAccount(params),
    onMutate: async ({ accountId }, { client: queryClient }) => {
      await queryClient.cancelQueries(lists);
      const removals: Removal[] = [];
      for (const [queryKey, list] of queryClient.getQueriesData<AccountPage>(lists)) {
        const index = list?.accounts.findIndex((account) => account.id === accountId) ?? -1;
        if (!list || index < 0) continue;
        const params = queryKey[2] as ListAccountsParams | undefined;
        removals.push({
          queryKey,
          account: list.accounts[index]!,
          following: list.accounts.slice(index + 1).map((account) => account.id),
          limit: list.limit ?? params?.limit,
        });
        const accounts = list.accounts.filter((account) => account.id !== accountId);
        queryClient.setQueryData<AccountPage>(queryKey, { ...list, accounts, count: list.count === undefined ? undefined : list.count - 1 });
      }
      return removals;
    },
    // Only this account comes back, not a snapshot of the lists: a snapshot taken before another
    // disconnect started still holds that account, and would undo whatever else changed since.
    onError: (_error, _params, removals, { client: queryClient }) => {
      for (const removal of removals ?? []) {
        queryClient.setQueryData<AccountPage>(removal.queryKey, (list) => list && putBack(list, removal));
      }
    },
    // Only the last disconnect to settle refetches (this one still counts as pending here): the
    // service still lists an account whose disconnect is in flight, so an earlier refetch would
    // bring it back.
    onSettled: (_data, _error, _params, _removals, { client: queryClient }) =>
      queryClient.isMutating({ mutationKey }) > 1 ? undefined : queryClient.invalidateQueries(lists),
  });
}
