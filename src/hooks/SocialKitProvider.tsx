import { QueryClient, QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { useContext, useMemo, useState, type ReactNode } from 'react';
import { createSocialClient, type SocialClientOptions } from '../client/createSocialClient.js';
import { SocialKitContext, type SocialKitContextValue } from './context.js';
import type { SocialKitMessages } from './messages.js';

export interface SocialKitProviderProps extends SocialClientOptions {
  /** The tenant that hooks use when they are not given one. */
  tenantId?: string;
  /** A QueryClient to use. Without it, the app's own QueryClientProvider is used, else one of ours. */
  queryClient?: QueryClient;
  /** Overrides for any user-visible string. */
  messages?: Partial<SocialKitMessages>;
  /** BCP 47 locale for numbers, sizes and dates; the browser's by default. */
  locale?: string;
  /** Retries for a retryable query failure (network, timeout, 5xx, 429). 0 turns them off. */
  retry?: number;
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
    () => ({ client, tenantId, messages: messages ?? {}, locale, retry }),
    [client, tenantId, messages, locale, retry],
  );
  const resolved = queryClient ?? outer ?? own;
  const content = <SocialKitContext.Provider value={value}>{children}</SocialKitContext.Provider>;
  return resolved === outer || !resolved ? content : <QueryClientProvider client={resolved}>{content}</QueryClientProvider>;
}
