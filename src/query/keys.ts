import type { ListAccountsParams } from '../client/types.js';

/**
 * Which proxy an answer came from, for its query key: the path of the client's `baseUrl`
 * (`/api/social`). Two providers with different proxies share a QueryClient without sharing
 * lists, and a Server Component's prefetch through an absolute `baseUrl`
 * (`https://app.example/api/social`) lands in the entry the browser's relative one reads.
 */
export const proxyScope = (client: { readonly baseUrl: string }) => new URL(client.baseUrl, 'http://socialkit.invalid').pathname.replace(/\/+$/, '');

type Key<Rest extends readonly unknown[]> = readonly ['socialkit', ...Rest];

function accounts(params: ListAccountsParams): Key<['accounts', ListAccountsParams]>;
function accounts(params: ListAccountsParams, scope: string): Key<['accounts', ListAccountsParams, string]>;
function accounts(params: ListAccountsParams, scope?: string) {
  return scope === undefined ? (['socialkit', 'accounts', params] as const) : (['socialkit', 'accounts', params, scope] as const);
}

function pendingSession(sessionToken: string): Key<['pendingSession', string]>;
function pendingSession(sessionToken: string, scope: string): Key<['pendingSession', string, string]>;
function pendingSession(sessionToken: string, scope?: string) {
  return scope === undefined ? (['socialkit', 'pendingSession', sessionToken] as const) : (['socialkit', 'pendingSession', sessionToken, scope] as const);
}

/** The account a one-step callback claims, while the service is asked whether it lists it. */
type AccountClaim = { readonly accountId?: string; readonly network?: string; readonly tenantId?: string };

function connectedAccount(claim: AccountClaim): Key<['connectedAccount', AccountClaim]>;
function connectedAccount(claim: AccountClaim, scope: string): Key<['connectedAccount', AccountClaim, string]>;
function connectedAccount(claim: AccountClaim, scope?: string) {
  return scope === undefined ? (['socialkit', 'connectedAccount', claim] as const) : (['socialkit', 'connectedAccount', claim, scope] as const);
}

/**
 * Every query key of the library, so an app can prefetch, read and invalidate them. A key with
 * the proxy's scope (`proxyScope(client)`, what the hooks and the query options use) names one
 * entry; without it, it is a prefix that matches the entries of every proxy (for invalidating).
 */
export const socialKitKeys = {
  all: ['socialkit'] as const,
  accountLists: () => [...socialKitKeys.all, 'accounts'] as const,
  accounts,
  pendingSession,
  connectedAccount,
  mutations: {
    authUrl: () => [...socialKitKeys.all, 'authUrl'] as const,
    finalize: () => [...socialKitKeys.all, 'finalize'] as const,
    connectAppPassword: () => [...socialKitKeys.all, 'connectAppPassword'] as const,
    disconnectAccount: () => [...socialKitKeys.all, 'disconnectAccount'] as const,
  },
};
