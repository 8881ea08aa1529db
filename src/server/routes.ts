import { OPERATIONS, type OperationId, type OperationPaths } from '../client/operations.js';

/**
 * The allowlist, compiled from the client's own OPERATIONS table so the proxy forwards exactly
 * what the library sends and the two cannot drift. A route matches by method and by segments:
 * literals must be equal, and a `{param}` takes exactly one safe segment.
 */

type Segment = { literal: string } | { param: string };

export interface Route {
  operation: OperationId;
  method: string;
  template: string;
  segments: readonly Segment[];
  /** Query parameters forwarded; the query string is rebuilt from these alone. */
  query: readonly string[];
}

export interface RouteMatch {
  route: Route;
  params: Record<string, string>;
}

/** What the client's `listAccounts` sends; no other operation takes a query. */
const QUERY: Partial<Record<OperationId, readonly string[]>> = {
  listAccounts: ['tenantId', 'network', 'username', 'limit', 'offset'],
};

/**
 * RFC 3986 path characters without `%` and `/`, after decoding: ids, networks and session tokens
 * (base64url or hex, perhaps with `=` padding) all fit. Re-encoded with encodeURIComponent upstream.
 */
const SAFE_PARAM = /^[A-Za-z0-9._~!$&'()*+,;=:@-]{1,512}$/;
const LITERAL = /^[A-Za-z0-9._~-]+$/;
const PARAM = /^\{(\w+)\}$/;

export const isOperationId = (value: unknown): value is OperationId =>
  typeof value === 'string' && Object.prototype.hasOwnProperty.call(OPERATIONS, value);

/** The segments of a template; OPERATIONS' own templates are trusted, overrides are checked. */
function segmentsOf(template: string): Segment[] {
  return template
    .slice(1)
    .split('/')
    .map((part) => {
      const param = PARAM.exec(part)?.[1];
      return param === undefined ? { literal: part } : { param };
    });
}

const paramNames = (segments: readonly Segment[]) =>
  segments
    .flatMap((s) => ('param' in s ? [s.param] : []))
    .sort()
    .join();

function compileTemplate(operation: OperationId, template: string): Segment[] {
  if (template === OPERATIONS[operation].path) return segmentsOf(template);
  const segments = typeof template === 'string' && template.startsWith('/') ? segmentsOf(template) : [];
  const wellFormed = segments.length > 0 && segments.every((s) => 'param' in s || (LITERAL.test(s.literal) && s.literal !== '.' && s.literal !== '..'));
  if (!wellFormed) throw new TypeError(`createSocialProxy: paths.${operation} must be a path like '/v1/things/{id}'.`);
  // The client fills the same parameter names; a template that drops or renames one cannot work.
  if (paramNames(segments) !== paramNames(segmentsOf(OPERATIONS[operation].path))) {
    throw new TypeError(`createSocialProxy: paths.${operation} must keep the parameters of '${OPERATIONS[operation].path}'.`);
  }
  return segments;
}

const literalCount = (route: Route) => route.segments.filter((s) => 'literal' in s).length;

export function compileRoutes(operations: readonly OperationId[], paths: OperationPaths = {}): Route[] {
  return (
    operations
      .map((operation): Route => {
        const template = paths[operation] ?? OPERATIONS[operation].path;
        return {
          operation,
          method: OPERATIONS[operation].method,
          template,
          segments: compileTemplate(operation, template),
          query: QUERY[operation] ?? [],
        };
      })
      // The most literal template first, so `/pending/{token}` wins over a `{param}` in its place.
      .sort((a, b) => literalCount(b) - literalCount(a))
  );
}

export function matchRoute(routes: readonly Route[], method: string, segments: readonly string[]): RouteMatch | null {
  for (const route of routes) {
    if (route.method !== method || route.segments.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const matches = route.segments.every((part, index) => {
      const segment = segments[index] ?? '';
      if ('literal' in part) return part.literal === segment;
      // `.` and `..` would be dot segments again once re-encoded (encodeURIComponent keeps dots).
      if (!SAFE_PARAM.test(segment) || segment === '.' || segment === '..') return false;
      params[part.param] = segment;
      return true;
    });
    if (matches) return { route, params };
  }
  return null;
}

/** The route's path with its params; `display` renders a param for logs instead of encoding it. */
export function expandRoute(route: Route, params: Record<string, string>, display?: (name: string, value: string) => string): string {
  return route.segments
    .map((part) => {
      if ('literal' in part) return `/${part.literal}`;
      const value = params[part.param] ?? '';
      return `/${display ? display(part.param, value) : encodeURIComponent(value)}`;
    })
    .join('');
}

/** Every literal segment of every operation: the words a log line may repeat from an unmatched path. */
export const KNOWN_LITERALS: ReadonlySet<string> = new Set(
  (Object.keys(OPERATIONS) as OperationId[]).flatMap((operation) =>
    segmentsOf(OPERATIONS[operation].path).flatMap((s) => ('literal' in s ? [s.literal] : [])),
  ),
);
