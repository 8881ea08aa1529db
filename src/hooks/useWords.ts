import { useMemo } from 'react';
import { useSocialKit } from './context.js';
import type { SocialKitMessagesInput } from '../i18n/catalogue.js';
import { formatMessage, pluralMessage } from '../i18n/messages.js';

declare const process: { env: { NODE_ENV?: string } };

const warned = new Set<string>();

/** Keys of `defaults` a locale pack leaves out: they show in English, and the app should know. */
function warnUntranslated(component: string, defaults: object, messages: SocialKitMessagesInput) {
  const pack = messages.socialKitLocale;
  if (!pack || pack === 'en') return;
  const missing = Object.keys(defaults).filter((key) => !(key in messages) && !warned.has(`${pack} ${key}`));
  if (!missing.length) return;
  missing.forEach((key) => warned.add(`${pack} ${key}`));
  console.warn(`${component}: the "${pack}" messages have no ${missing.join(', ')}; showing English.`);
}

/**
 * The one way a component reads its words: its English `defaults` (a module constant: the files
 * of `src/i18n/en/` it uses, `errorMessages` among them when it words errors with
 * `describeError`), the provider's `messages` on top, merged once per change of either. `t` fills
 * `{placeholders}` and `plural` picks a counted form under the locale's plural rules, both in the
 * provider's locale. `component` names the caller when there is no provider.
 */
export function useWords<T extends object>(component: string, defaults: T) {
  const { locale, messages } = useSocialKit(component);
  const m = useMemo(() => {
    if (process.env.NODE_ENV !== 'production') warnUntranslated(component, defaults, messages);
    return { ...defaults, ...(messages as Partial<T>) };
  }, [component, defaults, messages]);
  return useMemo(
    () => ({
      m,
      locale,
      t: (template: string, params?: object) => formatMessage(template, params, locale),
      plural: (base: string, count: number, params?: object) => pluralMessage(m, base, count, locale, params),
    }),
    [m, locale],
  );
}
