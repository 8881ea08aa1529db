/**
 * `@socialkit/react/server`: the backend proxy. Framework-free (Web Fetch API), no React; the
 * `node:http` adapter is the one module that knows Node.
 */
export { createSocialProxy } from './createSocialProxy.js';
export {
  configureNetwork,
  NetworkConfigurationError,
  type NetworkConfiguration,
  type NetworkConfigurationErrorCode,
  type NetworkCredentials,
  type ServiceAdminOptions,
} from './configureNetwork.js';
export { toNodeHandler, nodeRequestOf, type NodeHandler, type NodeHooks, type NodeNext, type NodeRequest } from './node.js';
export type { FetchHandler, SocialProxyHandler, SocialProxyOptions } from './options.js';
export type { ProxyLogEvent, ProxyLogReason } from './log.js';
