/**
 * `@socialkit/react/server`: the backend proxy. Framework-free (Web Fetch API), no React; the
 * `node:http` adapter (the `node*.ts` modules) is the one part that knows Node.
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
export { toNodeHandler } from './node.js';
export { nodeRequestOf } from './nodeRequest.js';
export type { NodeHandler, NodeHooks, NodeNext, NodeRequest } from './nodeTypes.js';
export type { FetchHandler, SocialProxyHandler, SocialProxyOptions } from './options.js';
export type { ProxyLogEvent, ProxyLogReason } from './log.js';
