import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import {
  accountsQueryOptions,
  createSocialClient,
  socialKitKeys,
  useAccounts,
  useAuthUrl,
  useConnectAppPassword,
  useDisconnectAccount,
  useFinalize,
  useMessages,
  errorMessages,
  type ErrorMessages,
  type AccountPage,
  type NetworkId,
  type PendingSession,
  type UsePendingSessionResult,
  type SocialAccount,
  type SocialKitError,
} from '../../src/index.js';
import { postOptionMessages, type PostOptionMessages } from '../../src/i18n/en/postOptions.js';

describe('public hook types', () => {
  it('types useMessages\u2019 m as the defaults it was given', () => {
    expectTypeOf(useMessages({ defaults: errorMessages }).m).toEqualTypeOf<ErrorMessages>();
    const { m } = useMessages({ defaults: { ...errorMessages, ...postOptionMessages }, caller: 'Composer' });
    expectTypeOf(m).toEqualTypeOf<{ [K in keyof (ErrorMessages & PostOptionMessages)]: string }>();
    expectTypeOf(useMessages({ defaults: errorMessages }).locale).toEqualTypeOf<string | undefined>();
    // @ts-expect-error defaults are messages of the catalogue
    useMessages({ defaults: { greeting: 'Hello' } });
  });

  it('types useAccounts as a query of AccountPage failing with SocialKitError', () => {
    expectTypeOf(useAccounts).returns.toEqualTypeOf<UseQueryResult<AccountPage, SocialKitError>>();
    expectTypeOf(useAccounts).parameter(0).toEqualTypeOf<
      { limit?: number; offset?: number; tenantId?: string; network?: NetworkId; username?: string; enabled?: boolean } | undefined
    >();
  });

  it('narrows data by status', () => {
    const result = {} as UsePendingSessionResult;
    if (result.status === 'success') expectTypeOf(result.data).toEqualTypeOf<PendingSession>();
    if (result.status === 'error') expectTypeOf(result.error).toEqualTypeOf<SocialKitError>();
  });

  it('types the mutations with their variables', () => {
    expectTypeOf(useFinalize).returns.toEqualTypeOf<
      UseMutationResult<SocialAccount[], SocialKitError, { sessionToken: string; selectedPageIds: string[] }>
    >();
    expectTypeOf(useAuthUrl().mutate).parameter(0).toMatchTypeOf<{ network: NetworkId }>();
    expectTypeOf(useDisconnectAccount().mutate).parameter(0).toEqualTypeOf<{ accountId: string }>();
  });

  it('takes the app password in mutate but never exposes it in variables', () => {
    const result = useConnectAppPassword();
    expectTypeOf(result.mutate).parameter(0).toHaveProperty('appPassword');
    expectTypeOf<NonNullable<typeof result.variables>>().not.toHaveProperty('appPassword');
    if (result.isSuccess) expectTypeOf(result.data).toEqualTypeOf<SocialAccount>();
  });

  it('keeps known network ids suggestable and accepts unknown ones', () => {
    expectTypeOf<'x'>().toMatchTypeOf<NetworkId>();
    expectTypeOf<'google_business'>().toMatchTypeOf<NetworkId>();
  });

  it('gives the options factory a data-tagged key', () => {
    const options = accountsQueryOptions(createSocialClient({ baseUrl: '/api' }), { limit: 5 });
    expectTypeOf(options.queryKey).toMatchTypeOf<readonly unknown[]>();
    expectTypeOf(socialKitKeys.accounts({ limit: 5 })).toMatchTypeOf<readonly ['socialkit', 'accounts', object]>();
  });

  it('has no API key option on the client', () => {
    type Options = Parameters<typeof createSocialClient>[0];
    expectTypeOf<Options>().not.toHaveProperty('apiKey');
  });
});
