import type { SocialClient } from '../../client/createSocialClient.js';
import { isSessionExpiredError } from '../../client/errors.js';
import type { AvailablePage, FinalizeParams, NetworkId, SocialAccount } from '../../client/types.js';
import { allAccounts } from '../accounts.js';
import { finalizeOnce } from '../../query/mutationOptions.js';
import { accountsOfPages, mayHaveArrived } from './model.js';

export interface FinalizeContext {
  client: SocialClient;
  network: NetworkId;
  tenantId: string | undefined;
  /** The session's pages, to tell which accounts are the ones a lost finalize made. */
  pages: readonly AvailablePage[];
}

/**
 * Per proxy and session, the pages sent by finalizes whose answer never came. Outside React, like
 * `finalizeOnce`'s guard, so a remount still knows.
 */
const unanswered = new Map<string, Set<string>>();

/**
 * Finalizes (at most once per session, through `finalizeOnce`), and tells a finalize whose answer
 * was lost from an expired session. Finalize deletes the session, so after a dropped connection the
 * next attempt is answered "expired" though the accounts exist: then the network's accounts are
 * listed, and the ones that are the pages sent are the connection. Only when none are is the
 * session expired. An account the tenant had already for such a page counts too: a finalize
 * reconnects it under the same id, so a list taken before could not tell either.
 */
export async function finalizeOrFind(context: FinalizeContext, params: FinalizeParams): Promise<SocialAccount[]> {
  const key = `${context.client.baseUrl} ${params.sessionToken}`;
  try {
    return await finalizeOnce(context.client, params);
  } catch (error) {
    const sent = unanswered.get(key);
    if (mayHaveArrived(error)) {
      unanswered.set(key, new Set([...(sent ?? []), ...params.selectedPageIds]));
    } else if (sent && isSessionExpiredError(error)) {
      // A failure to list is thrown as it is: not "expired", so the user can ask again.
      const accounts = await allAccounts(context.client, { network: context.network, tenantId: context.tenantId });
      const found = accountsOfPages(accounts, context.pages.filter((page) => sent.has(page.id)));
      if (found.length) return found;
    }
    throw error;
  }
}
