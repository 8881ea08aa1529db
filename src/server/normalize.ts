/**
 * Path checks made before any route is matched. The rule is to refuse, not to repair: a path that
 * needs cleaning up was not written by our client (it encodes every parameter with
 * encodeURIComponent), so guessing what it meant could only help someone probing the proxy.
 */

/** Longer than any path the client builds; refuses megabyte paths before they are split and decoded. */
const MAX_PATH_LENGTH = 2048;
/** `%2F` and `%5C` would become separators upstream; `%00`–`%1F` and `%7F` are control characters. */
const ENCODED_FORBIDDEN = /%(2f|5c|[01][0-9a-f]|7f)/i;
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/**
 * Raw request targets (as Node read them off the wire) by Request. The WHATWG URL parser resolves
 * `..` and turns `\` into `/` while building `request.url`, which would hide exactly what must be
 * refused; the Node adapter records the raw target here so the proxy can check it before that.
 */
export const rawTargets = new WeakMap<Request, string>();

/** The part of `pathname` under `basePath` (`''` or starting with `/`), or null when it is elsewhere. */
export function underBase(pathname: string, basePath: string): string | null {
  if (pathname === basePath) return '';
  return pathname.startsWith(`${basePath}/`) ? pathname.slice(basePath.length) : null;
}

/**
 * The decoded segments of a path under the mount point, or null when the path is refused:
 * dot segments (raw or encoded), encoded slashes or backslashes, raw backslashes, empty segments
 * (`//`, a trailing slash), an absolute URL in place of a path, control characters, bad
 * percent-encoding, or an absurd length.
 */
export function splitPath(path: string): string[] | null {
  if (path === '') return [];
  if (!path.startsWith('/') || path.length > MAX_PATH_LENGTH) return null;
  if (path.includes('\\')) return null;
  // Only a `%` starts an escape: a path without one (the client's own, in practice) skips the
  // search for forbidden escapes and each segment's check for one.
  const escaped = path.includes('%');
  if (escaped && ENCODED_FORBIDDEN.test(path)) return null;
  const segments: string[] = [];
  for (const raw of path.slice(1).split('/')) {
    let segment = raw;
    if (escaped && raw.includes('%')) {
      try {
        segment = decodeURIComponent(raw);
      } catch {
        return null;
      }
    }
    // The URL parser would resolve `.` and `..` (also `%2e%2e`) against the upstream base path.
    if (segment === '' || segment === '.' || segment === '..') return null;
    segments.push(segment);
  }
  // `/https:/evil.example/…`: a URL pasted where a path belongs. No route starts with a scheme.
  if (segments[0] !== undefined && SCHEME.test(segments[0])) return null;
  return segments;
}

/** The path of a request target: what comes before its query or fragment. */
export function pathPart(target: string): string {
  for (let i = 0; i < target.length; i += 1) {
    const c = target.charCodeAt(i);
    if (c === 0x3f || c === 0x23) return target.slice(0, i);
  }
  return target;
}

/**
 * The decoded segments of a raw request target (from the request line), or null unless it is a
 * plain path that parsing does not change. An absolute-form target (`GET http://other.example/…
 * HTTP/1.1`) is refused outright.
 */
export function targetSegments(target: string): string[] | null {
  if (!target.startsWith('/') || target.startsWith('//')) return null;
  return splitPath(pathPart(target));
}

export function isCleanTarget(target: string): boolean {
  return targetSegments(target) !== null;
}

/**
 * The segments under a base path of `depth` segments, from those of the whole path, as
 * `splitPath` gives them for the part under the base: the base's own segments are plain (no `%`,
 * no dot segments), so only the scheme rule, which looks at the first segment, needs applying again.
 */
export function segmentsUnder(segments: readonly string[], depth: number): string[] | null {
  const rest = segments.slice(depth);
  return rest[0] !== undefined && SCHEME.test(rest[0]) ? null : rest;
}
