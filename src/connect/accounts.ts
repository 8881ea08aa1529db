import type { SocialClient } from '../client/createSocialClient.js';
import type { NetworkId, SocialAccount } from '../client/types.js';
import { connectError } from './errors.js';

/** The largest page the service gives (its maximum `limit`). */
const PAGE = 100;

export interface AccountFilter {
  /** Every network when undefined (a callback that does not know its flow). */
  network?: NetworkId;
  tenantId?: string;
}

/** Every account of a network, page by page: a tenant with a full first page must still tell a new one. */
export async function allAccounts(client: SocialClient, filter: AccountFilter, signal?: AbortSignal): Promise<SocialAccount[]> {
  const seen = new Map<string, SocialAccount>();
  for (let offset = 0; ; offset += PAGE) {
    const { accounts, count } = await client.listAccounts({ ...filter, limit: PAGE, offset }, { signal });
    const before = seen.size;
    for (const account of accounts) seen.set(account.id, account);
    // A short page, the count reached, or a page with nothing new (a service ignoring `offset`).
    if (accounts.length < PAGE || (count !== undefined && offset + PAGE >= count) || seen.size === before) break;
  }
  return [...seen.values()];
}

/**
 * The account a one-step callback named, as the service lists it for the flow's network and
 * tenant. The callback's parameters are only a claim: anyone can write a link to the callback page
 * with any `account_id`, so nothing is reported connected before the service says it is there.
 * Rejects with a connect error, `account-not-found`, when it is not.
 */
export async function confirmAccount(client: SocialClient, claim: AccountFilter & { accountId: string }, signal?: AbortSignal): Promise<SocialAccount> {
  const { accountId, ...filter } = claim;
  const account = (await allAccounts(client, filter, signal)).find((candidate) => candidate.id === accountId);
  if (!account) throw connectError('account-not-found');
  return account;
}

/**
 * What a consent changed, from the network's accounts before it and after: an account that was not
 * there, or one that was inactive and is active now (the service reactivates a returning account
 * under its old id rather than adding one).
 */
export function arrivedAccounts(before: readonly SocialAccount[], after: readonly SocialAccount[]): SocialAccount[] {
  const known = new Map(before.map((account) => [account.id, account]));
  return after.filter((account) => {
    const was = known.get(account.id);
    return !was || (was.isActive === false && account.isActive !== false);
  });
}
