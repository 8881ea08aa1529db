import type { ListAccountsParams } from '../client/types.js';

/**
 * Which proxy an answer came from, for its query key: the path of the client's `baseUrl`
 * (`/api/social`). Two providers with different proxies share a QueryClient without sharing
 * lists, and a Server Component's prefetch through an absolute `baseUrl`
 * (`https://app.example/api/social`) lands in the entry the browser's relative one reads.
 */
export const proxyScope = (client: { readonly baseUrl: string }) => new URL(client.baseUrl, 'http://socialkit.invalid').pathname.replace(/\/+$/, '');

type Key<Rest extends readonly unknown[]> = readonly ['socialkit', ...Rest];

/** A key naming one entry of one proxy with its scope, or, without it, that entry of every proxy. */
interface ScopedKey<Name extends string, Arg> {
  (arg: Arg): Key<[Name, Arg]>;
  (arg: Arg, scope: string): Key<[Name, Arg, string]>;
}

const scopedKey = <Name extends string, Arg>(name: Name) =>
  ((arg: Arg, scope?: string) => (scope === undefined ? ['socialkit', name, arg] : ['socialkit', name, arg, scope])) as unknown as ScopedKey<Name, Arg>;

/** The account a one-step callback claims, while the service is asked whether it lists it. */
type AccountClaim = { readonly accountId?: string; readonly network?: string; readonly tenantId?: string };

const accounts = scopedKey<'accounts', ListAccountsParams>('accounts');
const pendingSession = scopedKey<'pendingSession', string>('pendingSession');
const connectedAccount = scopedKey<'connectedAccount', AccountClaim>('connectedAccount');

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
