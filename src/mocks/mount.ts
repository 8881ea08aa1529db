/**
 * A mount point: a path prefix, which matches on any origin (in jsdom and Node the page's origin is
 * not what the code under test fetches from), or an absolute URL prefix, which matches only there.
 */
export interface Mount {
  /** The path under the mount point, or null when the URL is elsewhere. */
  rest(url: URL): string | null;
  /** The same test as a RegExp over `origin + pathname`, the form MSW matches URLs in. */
  pattern: RegExp;
  /** The absolute prefix, resolved against the request's URL when the mount is a path. */
  resolve(requestUrl: string): string;
}

const ABSOLUTE = /^[a-z][a-z0-9+.-]*:\/\//i;

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

export function createMount(prefix: string): Mount {
  const absolute = ABSOLUTE.test(prefix);
  const url = absolute ? new URL(prefix) : null;
  const origin = url?.origin ?? null;
  const path = (url ? url.pathname : prefix).replace(/\/+$/, '');
  const normalizedPath = path === '' || path.startsWith('/') ? path : `/${path}`;
  const pattern = new RegExp(`^${origin ? escape(origin) : '[a-z][a-z0-9+.-]*://[^/]+'}${escape(normalizedPath)}(?:/|$)`, 'i');
  return {
    pattern,
    rest(candidate) {
      if (origin !== null && candidate.origin !== origin) return null;
      const { pathname } = candidate;
      if (pathname === normalizedPath) return '';
      return pathname.startsWith(`${normalizedPath}/`) ? pathname.slice(normalizedPath.length) : null;
    },
    resolve(requestUrl) {
      return origin ? `${origin}${normalizedPath}` : new URL(normalizedPath || '/', requestUrl).href.replace(/\/$/, '');
    },
  };
}
