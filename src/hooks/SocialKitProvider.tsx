import { QueryClient, QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { useContext, useMemo, useState, type ReactNode } from 'react';
import { createSocialClient, type SocialClientOptions } from '../client/createSocialClient.js';
import { SocialKitContext, type ColorScheme, type SocialKitContextValue } from './context.js';
import type { SocialKitMessagesInput } from '../i18n/catalogue.js';

// The app's bundler replaces this; declared here, in this module only, since the library's
// build has no Node types (and a global declaration would clash with the app's @types/node).
declare const process: { env: { NODE_ENV?: string } };

const warned = new Set<string>();

/**
 * The locale every `Intl` call of the library is given, made safe once here: `Intl` throws a
 * RangeError for a tag that is not BCP 47, and it would do so during render, taking the app's
 * tree down. `en_US` (a POSIX or Java spelling) becomes `en-US`; what cannot be read at all
 * falls back to the browser's locale, with a warning in development.
 */
function canonicalLocale(locale: string | undefined): string | undefined {
  if (locale === undefined || locale === '') return undefined;
  try {
    // A POSIX `en_US.UTF-8@euro` (from LANG, say) keeps its language and region.
    return Intl.getCanonicalLocales(locale.replace(/[.@].*$/, '').replace(/_/g, '-'))[0];
  } catch {
    if (process.env.NODE_ENV !== 'production' && !warned.has(locale)) {
      warned.add(locale);
      console.warn(`SocialKitProvider: \`locale\` "${locale}" is not a BCP 47 language tag (like "en-US"); the browser's locale is used instead.`);
    }
    return undefined;
  }
}

export interface SocialKitProviderProps extends SocialClientOptions {
  /** The tenant that hooks use when they are not given one. */
  tenantId?: string;
  /**
   * A QueryClient to use. Without it, the app's own QueryClientProvider is used, else one of ours.
   * @default the app's, else one of ours
   */
  queryClient?: QueryClient;
  /** Overrides for any user-visible string. */
  messages?: SocialKitMessagesInput;
  /**
   * BCP 47 locale for numbers, sizes and dates; the browser's by default. `en_US` is read as
   * `en-US`; a tag that cannot be read falls back to the browser's, with a warning in development.
   * @default the browser's
   */
  locale?: string;
  /**
   * Retries for a retryable query failure (network, timeout, 5xx, 429). 0 turns them off.
   * @default 3
   */
  retry?: number;
  /**
   * The scheme of the library's own roots, without touching the host's page. By default the
   * components are light unless an ancestor says `data-theme="dark"` (or `"system"`).
   * @default the host's `data-theme`
   */
  colorScheme?: ColorScheme;
  /**
   * Milliseconds before a request to the proxy fails with a timeout; 0 turns the timeout off.
   * @default 30000
   */
  timeoutMs?: number;
  /**
   * Who is signed in (the app's own user id), for the uploads `persist` keeps on the device: they
   * are kept per `baseUrl` and `persistScope`, so one user's files never show for another on a
   * shared computer. Needed by `persist`; call `clearPersistedUploads()` at sign-out.
   */
  persistScope?: string;
  /** The app, or the part of it that uses SocialKit. */
  children?: ReactNode;
}

export function SocialKitProvider({
  baseUrl,
  fetch,
  headers,
  credentials,
  timeoutMs = 30_000,
  paths,
  tenantId,
  queryClient,
  messages,
  locale,
  retry = 3,
  colorScheme,
  persistScope,
  children,
}: SocialKitProviderProps) {
  const outer = useContext(QueryClientContext);
  // Made once, and only when neither a prop nor an enclosing provider gives one.
  const [own] = useState(() => (queryClient || outer ? undefined : new QueryClient()));
  const client = useMemo(
    () => createSocialClient({ baseUrl, fetch, headers, credentials, timeoutMs, paths }),
    [baseUrl, fetch, headers, credentials, timeoutMs, paths],
  );
  const value = useMemo<SocialKitContextValue>(
    () => ({
      client,
      tenantId,
      messages: messages ?? {},
      locale: canonicalLocale(locale),
      retry,
      colorScheme,
      persistScope: persistScope === undefined ? undefined : JSON.stringify([baseUrl, persistScope]),
    }),
    [client, tenantId, messages, locale, retry, colorScheme, baseUrl, persistScope],
  );
  const resolved = queryClient ?? outer ?? own;
  const content = <SocialKitContext.Provider value={value}>{children}</SocialKitContext.Provider>;
  return resolved === outer || !resolved ? content : <QueryClientProvider client={resolved}>{content}</QueryClientProvider>;
}
