import { createSocialProxy, type ServiceAdminOptions, type SocialProxyHandler } from '@socialkit/react/server';
import { BASE_PATH } from './paths';
import { tenantOfRequest } from './session';

/** The service, from server-side environment variables (never NEXT_PUBLIC_: the key stays here). */
export function service(): ServiceAdminOptions {
  const apiKey = process.env.SOCIAL_API_KEY;
  const upstreamUrl = process.env.SOCIAL_API_URL;
  if (!apiKey || !upstreamUrl) throw new Error('Set SOCIAL_API_KEY and SOCIAL_API_URL (see README.md).');
  return { apiKey, upstreamUrl };
}

let proxy: SocialProxyHandler | undefined;

/**
 * The proxy, created on the first request rather than at import: `next build` loads the route's
 * module to collect its configuration, on a machine that has no secrets.
 */
export function socialProxy(): SocialProxyHandler {
  proxy ??= createSocialProxy({
    ...service(),
    basePath: BASE_PATH,
    authorize: (request) => tenantOfRequest(request) !== undefined,
    resolveTenant: tenantOfRequest,
  });
  return proxy;
}
