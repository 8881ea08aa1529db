import type { ReactNode } from 'react';
import {
  AccountList,
  useAccountList,
  type AccountPage,
  type AccountListProps,
  type AccountListStatus,
  type NetworkId,
  type SocialAccount,
  type SocialKitError,
  type UseAccountListResult,
} from '../../src/index.js';

describe('AccountList types', () => {
  it('names the page of listAccounts AccountPage and the component AccountList', () => {
    expectTypeOf<AccountPage>().toEqualTypeOf<{ accounts: SocialAccount[]; count?: number; limit?: number; offset?: number }>();
    expectTypeOf(AccountList).parameter(0).toEqualTypeOf<AccountListProps>();
  });

  it('types the filters, with null for every network', () => {
    expectTypeOf<UseAccountListResult['network']>().toEqualTypeOf<NetworkId | null>();
    expectTypeOf<AccountListProps['onNetworkChange']>().toEqualTypeOf<((network: NetworkId | null) => void) | undefined>();
    expectTypeOf<AccountListProps['onError']>().toEqualTypeOf<((error: SocialKitError, account?: SocialAccount) => void) | undefined>();
    expectTypeOf<AccountListProps['renderActions']>().toEqualTypeOf<((account: SocialAccount, list: UseAccountListResult) => ReactNode) | undefined>();
  });

  it('has one status union and a disconnect that resolves to whether it happened', () => {
    expectTypeOf<AccountListStatus>().toEqualTypeOf<'loading' | 'error' | 'empty' | 'success'>();
    expectTypeOf(useAccountList).returns.toHaveProperty('confirmDisconnect').toEqualTypeOf<(accountId?: string) => Promise<boolean>>();
  });
});
