import type { OperationId } from '../client/operations.js';
import { KNOWN_LITERALS, expandRoute, type RouteMatch } from './routes.js';

/** Why the proxy answered itself: a fixed vocabulary, never text taken from the request. */
export type ProxyLogReason =
  | 'invalid_path'
  | 'not_allowed'
  | 'unauthorized'
  /** A request from another site's page (Sec-Fetch-Site), whose origin `allowedOrigins` does not list. */
  | 'cross_site'
  | 'authorize_failed'
  | 'no_tenant'
  | 'tenant_failed'
  | 'unsupported_media_type'
  | 'body_too_large'
  | 'invalid_json'
  /** A request body nested deeper, or holding more members, than `maxJsonDepth` / `maxJsonMembers` allow. */
  | 'invalid_body'
  /** The service's answer was larger than `maxResponseBytes`. */
  | 'upstream_too_large'
  | 'not_in_tenant'
  | 'api_key_refused'
  | 'upstream_timeout'
  | 'upstream_unreachable'
  | 'upstream_not_json'
  /** The service's answer held a secret the proxy could not take out of its strings (one across JSON's own syntax): withheld. */
  | 'upstream_secret'
  | 'client_closed'
  /** The request body did not arrive within `timeoutMs`: the client was slow, not the service. */
  | 'client_timeout'
  /** `timeoutMs` ran out before the service was asked (a slow `authorize` or `resolveTenant`). */
  | 'proxy_timeout'
  | 'internal_error';

export interface ProxyLogEvent {
  level: 'info' | 'warn' | 'error';
  /** `forwarded`: the service answered; `rejected`: the proxy refused; `failed`: the service could not be used. */
  event: 'forwarded' | 'rejected' | 'failed';
  method: string;
  /**
   * The path under `basePath`: session tokens read `[redacted]`, and in a path that matched no
   * operation every segment but the operations' own words reads `*` (`[invalid path]` and
   * `[outside basePath]` for the rest). Never the query string.
   */
  path: string;
  /** The operation matched, if any. */
  operation?: OperationId;
  /** The status sent to the browser. */
  status: number;
  durationMs: number;
  reason?: ProxyLogReason;
  /**
   * Requests sent to the service for this one: 0 when refused or out of time before it was asked,
   * more than 1 for a checked disconnect.
   */
  upstreamRequests: number;
}

/** Path parameters that are credentials: the pending-session routes authenticate by them. */
const SECRET_PARAMS = new Set(['sessionToken']);

export function loggedPath(match: RouteMatch | null, segments: readonly string[] | 'invalid' | 'outside'): string {
  if (match) return expandRoute(match.route, match.params, (name, value) => (SECRET_PARAMS.has(name) ? '[redacted]' : value));
  if (segments === 'invalid') return '[invalid path]';
  if (segments === 'outside') return '[outside basePath]';
  return segments.map((segment) => `/${KNOWN_LITERALS.has(segment) ? segment : '*'}`).join('') || '/';
}

/** A logger that throws must not turn a served request into a failed one. */
export function emit(onLog: ((event: ProxyLogEvent) => void) | undefined, event: ProxyLogEvent): void {
  if (!onLog) return;
  try {
    onLog(event);
  } catch {
    // Deliberately ignored: logging is best effort.
  }
}
