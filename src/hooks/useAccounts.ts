import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { SocialKitError } from '../client/errors.js';
import type { AccountPage, ListAccountsParams } from '../client/types.js';
import { useSocialKit } from './context.js';
import { accountsQueryOptions } from '../query/queryOptions.js';

export interface UseAccountsOptions extends ListAccountsParams {
  /**
   * False holds the query, for example until a filter is chosen.
   * @default true
   */
  enabled?: boolean;
}

export type UseAccountsResult = UseQueryResult<AccountPage, SocialKitError>;

/** A page of connected accounts; the previous page stays on screen while the next one loads. */
export function useAccounts({ limit = 20, offset = 0, tenantId, network, username, enabled }: UseAccountsOptions = {}): UseAccountsResult {
  const context = useSocialKit('useAccounts');
  const params = { limit, offset, tenantId: tenantId ?? context.tenantId, network, username };
  return useQuery({ ...accountsQueryOptions(context.client, params, context.retry), enabled });
}
