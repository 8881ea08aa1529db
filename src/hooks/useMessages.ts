import { useMemo } from 'react';
import type { SocialKitMessagesInput } from '../i18n/catalogue.js';
import { useSocialKit } from './context.js';

declare const process: { env: { NODE_ENV?: string } };

const warned = new Set<string>();

/** Keys of `defaults` a locale pack leaves out: they show in English, and the app should know. */
function warnUntranslated(caller: string, defaults: object, messages: SocialKitMessagesInput) {
  const pack = messages.socialKitLocale;
  if (!pack || pack === 'en') return;
  const missing = Object.keys(defaults).filter((key) => !(key in messages) && !warned.has(`${pack} ${key}`));
  if (!missing.length) return;
  missing.forEach((key) => warned.add(`${pack} ${key}`));
  console.warn(`${caller}: the "${pack}" messages have no ${missing.join(', ')}; showing English.`);
}

/**
 * The one merge of words: English `defaults` (a module constant), the provider's `messages` on
 * top, once per change of either. `caller` names the component or hook in the warnings.
 */
export function useMessagesFor<T extends object>(caller: string, defaults: T): T {
  const { messages } = useSocialKit(caller);
  return useMemo(() => {
    if (process.env.NODE_ENV !== 'production') warnUntranslated(caller, defaults, messages);
    return { ...defaults, ...(messages as Partial<T>) };
  }, [caller, defaults, messages]);
}

/**
 * Words for an app's own markup, merged as the components merge theirs: the English `defaults`
 * (`errorMessages`, `postOptionMessages`, …), the provider's `messages` on top, once per change of
 * either, with the same development warning for a key a locale pack lacks.
 */
export function useMessages<T extends SocialKitMessagesInput>(defaults: T): T {
  return useMessagesFor('useMessages', defaults);
}
