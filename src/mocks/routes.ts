import { authUrl, connectAppPassword, disconnectAccount, finalize, listAccounts, pendingSession } from './accounts.js';
import type { RouteContext } from './context.js';
import { confirmUpload, uploadTicket } from './media.js';
import { configureNetwork } from './networkConfig.js';
import type { SimulatedOperation } from './types.js';

export interface Route {
  method: string;
  path: string;
  operation: SimulatedOperation;
  /** Authenticated by the session token in the path rather than by the API key. */
  public?: boolean;
  run(context: RouteContext): Response | Promise<Response>;
}

/** Paths after the mount point; `:name` segments become params. */
const ROUTES: Route[] = [
  { method: 'POST', path: '/v1/social-networks', operation: 'configureNetwork', run: configureNetwork },
  { method: 'POST', path: '/v1/social-networks/:network/auth-url', operation: 'authUrl', run: authUrl },
  { method: 'GET', path: '/v1/social-accounts/pending/:token', operation: 'pendingSession', public: true, run: pendingSession },
  { method: 'POST', path: '/v1/social-accounts/pending/:token/finalize', operation: 'finalize', public: true, run: finalize },
  { method: 'GET', path: '/v1/social-accounts', operation: 'listAccounts', run: listAccounts },
  { method: 'POST', path: '/v1/social-accounts/:network', operation: 'connectAppPassword', run: connectAppPassword },
  { method: 'DELETE', path: '/v1/social-accounts/:id', operation: 'disconnectAccount', run: disconnectAccount },
  { method: 'POST', path: '/v1/media/upload', operation: 'uploadTicket', run: uploadTicket },
  { method: 'POST', path: '/v1/media/:id/confirm', operation: 'confirmUpload', run: confirmUpload },
];

function decode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

export function matchPath(pattern: string, path: string): Record<string, string> | null {
  const expected = pattern.split('/');
  const actual = path.split('/');
  if (expected.length !== actual.length) return null;
  const params: Record<string, string> = {};
  for (const [index, part] of expected.entries()) {
    const segment = actual[index] ?? '';
    if (part.startsWith(':')) {
      const value = decode(segment);
      if (!value) return null;
      params[part.slice(1)] = value;
    } else if (part !== segment) return null;
  }
  return params;
}

export function matchRoute(method: string, path: string): { route: Route; params: Record<string, string> } | null {
  for (const route of ROUTES) {
    if (route.method !== method.toUpperCase()) continue;
    const params = matchPath(route.path, path);
    if (params) return { route, params };
  }
  return null;
}
