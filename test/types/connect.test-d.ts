import type {
  ConnectError,
  ConnectErrorCode,
  ConnectEvent,
  NetworkId,
  SocialAccount,
  SocialKitMessages,
  UseConnectCallbackResult,
  UseConnectResult,
} from '../../src/index.js';

describe('connect types', () => {
  it('narrows the flow state by status', () => {
    const connect = {} as UseConnectResult;
    if (connect.status === 'pending-session') expectTypeOf(connect.sessionToken).toEqualTypeOf<string>();
    if (connect.status === 'connected') expectTypeOf(connect.accounts).toEqualTypeOf<SocialAccount[]>();
    if (connect.status === 'blocked') expectTypeOf(connect.error).toEqualTypeOf<ConnectError>();
    // @ts-expect-error: only a pending session carries a token
    if (connect.status === 'popup-open') void connect.sessionToken;
  });

  it('narrows the callback result by status, with its actions always there', () => {
    const result = {} as UseConnectCallbackResult;
    if (result.status === 'pages') expectTypeOf(result.sessionToken).toEqualTypeOf<string>();
    if (result.status === 'denied') expectTypeOf(result.error).toEqualTypeOf<ConnectError>();
    expectTypeOf(result.complete).toEqualTypeOf<(accounts: SocialAccount[]) => void>();
    expectTypeOf(result.returnTo).toEqualTypeOf<string>();
    expectTypeOf(result.closeRefused).toEqualTypeOf<boolean>();
    if (result.status === 'failed') expectTypeOf(result.error.code).toEqualTypeOf<ConnectErrorCode>();
    // @ts-expect-error: checking a one-step account carries nothing yet
    if (result.status === 'confirming') void result.accounts;
  });

  it('keeps tokens out of events', () => {
    type Authorized = Extract<ConnectEvent, { type: 'authorized' }>;
    expectTypeOf<Authorized>().not.toHaveProperty('sessionToken');
    expectTypeOf<Authorized['network']>().toEqualTypeOf<NetworkId>();
  });

  it('adds the connect keys to the provider’s messages', () => {
    expectTypeOf<SocialKitMessages>().toHaveProperty('connectAccountButtonLabel');
    expectTypeOf<SocialKitMessages>().toHaveProperty('connectCallbackWorking');
  });
});
