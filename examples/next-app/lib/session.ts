import { createHmac, timingSafeEqual } from 'node:crypto';

// A stand-in for your sign-in (Auth.js, Clerk, your own): a signed cookie naming the user's
// tenant. Whatever yours is, the proxy and the Server Components read the tenant from it, never
// from the browser's word.
export const SESSION_COOKIE = 'demo_session';

const secret = () => process.env.SESSION_SECRET ?? 'example-only: set SESSION_SECRET';
const sign = (tenant: string) => createHmac('sha256', secret()).update(tenant).digest('base64url');

export const sessionValue = (tenant: string) => `${tenant}.${sign(tenant)}`;

/** The tenant a session cookie's value names, when its signature holds. */
export function tenantOf(value: string | undefined): string | undefined {
  const dot = value?.lastIndexOf('.') ?? -1;
  if (!value || dot < 1) return undefined;
  const tenant = value.slice(0, dot);
  const given = Buffer.from(value.slice(dot + 1));
  const expected = Buffer.from(sign(tenant));
  return given.length === expected.length && timingSafeEqual(given, expected) ? tenant : undefined;
}

/** The tenant of a request's session cookie (the proxy's `authorize` and `resolveTenant`). */
export function tenantOfRequest(request: Request): string | undefined {
  const cookie = request.headers.get('cookie') ?? '';
  const value = new RegExp(`(?:^|;\\s*)${SESSION_COOKIE}=([^;]+)`).exec(cookie)?.[1];
  return tenantOf(value && decodeURIComponent(value));
}
