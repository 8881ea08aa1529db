import { AsyncLocalStorage } from 'node:async_hooks';
import type { NextFunction, Request as ExpressRequest, Response as ExpressResponse } from 'express';

/**
 * The host app's own session, as docs/proxy.md's framework examples import it ("yours"): the
 * snippets' `@/auth` and `./auth.js` are mapped here. `sid=alice` is Alice of team_alice; any other
 * cookie, or none, is nobody.
 */
export interface User {
  id: string;
  teamId: string;
}

function userFromCookie(cookie: string | null | undefined): User | undefined {
  return cookie === 'sid=alice' ? { id: 'alice', teamId: 'team_alice' } : undefined;
}

/**
 * Next.js hands Auth.js's `auth()` the request in flight through its own request context, not an
 * argument; the test calls each route handler inside this one the same way.
 */
export const nextRequestContext = new AsyncLocalStorage<Request>();

/** Auth.js v5's `auth()` in a route handler: the session, or null when signed out. */
export function auth(): Promise<{ user: User } | null> {
  const user = userFromCookie(nextRequestContext.getStore()?.headers.get('cookie'));
  return Promise.resolve(user ? { user } : null);
}

/** Express: the app's middleware that puts the signed-in user on `req.user`, as Passport does. */
export function loadUser(req: ExpressRequest & { user?: User }, _res: ExpressResponse, next: NextFunction): void {
  req.user = userFromCookie(req.headers.cookie);
  next();
}
