import { createContext, useContext } from 'react';
import type { SocialClient } from '../client/createSocialClient.js';
import type { SocialKitMessagesInput } from '../i18n/catalogue.js';

export interface SocialKitContextValue {
  /**
   * The client on the provider's proxy: one method per operation (`listAccounts`, `getAuthUrl`, `requestUploadTicket`…), each failure a `SocialKitError`.
   */
  client: SocialClient;
  /** The provider's tenant. */
  tenantId: string | undefined;
  /** The provider's overrides of the messages. */
  messages: SocialKitMessagesInput;
  /** The provider's locale as a canonical BCP 47 tag, safe for every `Intl` call; undefined for the browser's. */
  locale: string | undefined;
  /** How many times a retryable query failure is tried again. */
  retry: number;
  /** The provider's `colorScheme` for the library's own roots; undefined leaves it to the host's `data-theme`. */
  colorScheme: ColorScheme | undefined;
  /** Whose uploads `persist` keeps on the device: the provider's `baseUrl` and `persistScope`; undefined without a `persistScope`. */
  persistScope: string | undefined;
}

/** Light, dark, or the system's setting (`prefers-color-scheme`). */
export type ColorScheme = 'light' | 'dark' | 'system';

export const SocialKitContext = createContext<SocialKitContextValue | null>(null);

/** The provider's value; `caller` names the hook or component in the misuse message. */
export function useSocialKit(caller = 'useSocialKit'): SocialKitContextValue {
  const value = useContext(SocialKitContext);
  if (!value) throw new Error(`${caller} must be used inside <SocialKitProvider>.`);
  return value;
}
