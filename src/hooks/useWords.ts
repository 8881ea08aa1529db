import { useMemo } from 'react';
import { useSocialKit } from './context.js';
import { formatMessage, pluralMessage } from '../i18n/messages.js';
import { useMessagesFor } from './useMessages.js';

/**
 * The one way a component reads its words: its English `defaults` (a module constant: the files
 * of `src/i18n/en/` it uses, `errorMessages` among them when it words errors with
 * `describeError`), the provider's `messages` on top (`useMessagesFor`, which `useMessages` gives
 * apps). `t` fills `{placeholders}` and `plural` picks a counted form under the locale's plural
 * rules, both in the provider's locale. `component` names the caller when there is no provider.
 */
export function useWords<T extends object>(component: string, defaults: T) {
  const { locale } = useSocialKit(component);
  const m = useMessagesFor(component, defaults);
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
