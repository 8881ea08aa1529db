import type { SocialKitMessagesInput } from '../i18n/catalogue.js';
import { useWords } from './useWords.js';

/**
 * Words for an app's own markup, read as the components read theirs (`useWords`): the English
 * `defaults` (`errorMessages`, `postOptionMessages`, …), the provider's `messages` on top, merged
 * once per change of either, with the same development warning for a key a locale pack lacks.
 */
export function useMessages<T extends SocialKitMessagesInput>(defaults: T): T {
  return useWords('useMessages', defaults).m;
}
