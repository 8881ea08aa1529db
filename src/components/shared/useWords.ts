import { useMessages, useSocialKit } from '../../hooks/context.js';
import { describeError, errorMessages, formatMessage, type SocialKitMessages } from '../../i18n/messages.js';
import { commonConnectMessages } from './messages.js';

/**
 * A connect component's words: its own defaults over the shared ones and the error sentences, the
 * provider's overrides on top. `t` fills `{placeholders}` and `describe` words an error, both in
 * the provider's locale. `component` names the caller when there is no provider.
 */
export function useWords<T extends Partial<SocialKitMessages>>(component: string, defaults: T) {
  const { locale } = useSocialKit(component);
  const m = useMessages({ ...errorMessages, ...commonConnectMessages, ...defaults });
  return {
    m,
    locale,
    t: (template: string, params?: object) => formatMessage(template, params, locale),
    describe: (error: unknown) => describeError(error, m),
  };
}
