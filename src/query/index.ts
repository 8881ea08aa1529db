/** Query keys, options factories and the retry rule: no React hooks, callable from a Server Component. */
export { proxyScope, socialKitKeys } from './keys.js';
export { retryPolicy } from './retry.js';
export { accountsQueryOptions, pendingSessionQueryOptions } from './queryOptions.js';
export {
  authUrlMutationOptions,
  finalizeMutationOptions,
  connectAppPasswordMutationOptions,
  disconnectAccountMutationOptions,
  sealAppPassword,
  type SealedAppPasswordParams,
} from './mutationOptions.js';
