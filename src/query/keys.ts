import type { ListAccountsParams } from '../client/types.js';

/** Every query key of the library, so an app can prefetch, read and invalidate them. */
export const socialKitKeys = {
  all: ['socialkit'] as const,
  accountLists: () => [...socialKitKeys.all, 'accounts'] as const,
  accounts: (params: ListAccountsParams) => [...socialKitKeys.accountLists(), params] as const,
  pendingSession: (sessionToken: string) => [...socialKitKeys.all, 'pendingSession', sessionToken] as const,
  mutations: {
    authUrl: () => [...socialKitKeys.all, 'authUrl'] as const,
    finalize: () => [...socialKitKeys.all, 'finalize'] as const,
    connectAppPassword: () => [...socialKitKeys.all, 'connectAppPassword'] as const,
    disconnectAccount: () => [...socialKitKeys.all, 'disconnectAccount'] as const,
  },
};
