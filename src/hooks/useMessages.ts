import { useMemo } from 'react';
import type { SocialKitMessagesInput } from '../i18n/catalogue.js';
import { formatMessage, pluralMessage } from '../i18n/messages.js';
import { useSocialKit } from './context.js';

declare const process: { env: { NODE_ENV?: string } };

export interface UseMessagesOptions<T extends SocialKitMessagesInput> {
  /**
   * The English messages to start from, a module constant: a catalogue (`errorMessages` for
   * `describeError`, `postOptionMessages`, a component's), or several spread into one.
   */
  defaults: T;
  /**
   * Who reads them, named in the misuse error outside a provider and in the warning for a key a
   * locale pack lacks.
   * @default 'useMessages'
   */
  caller?: string;
}

export interface UseMessagesResult<T extends SocialKitMessagesInput> {
  /** `defaults` with the provider's `messages` over them. */
  m: T;
  /** Fills a message's `{placeholders}` from `params`; numbers are written in the provider's locale. */
  t: (template: string, params?: object) => string;
  /** A counted message: `{base}_{category}` for `count` under the locale's plural rules, else `{base}_other`, filled in. */
  plural: (base: string, count: number, params?: object) => string;
  /** The provider's locale, for an `Intl` call of your own; undefined for the browser's. */
  locale: string | undefined;
}

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
 * The one way to read messages, for every component and for an app's own markup: the English
 * `defaults`, the provider's `messages` over them, merged once per change of either (in
 * development a warning names any key the provider's locale pack leaves in English), with `t` and
 * `plural` in the provider's locale.
 */
export function useMessages<T extends SocialKitMessagesInput>({ defaults, caller = 'useMessages' }: UseMessagesOptions<T>): UseMessagesResult<T> {
  const { messages, locale } = useSocialKit(caller);
  return useMemo(() => {
    if (process.env.NODE_ENV !== 'production') warnUntranslated(caller, defaults, messages);
    const m: T = { ...defaults, ...(messages as Partial<T>) };
    return {
      m,
      locale,
      t: (template, params) => formatMessage(template, params, locale),
      plural: (base, count, params) => pluralMessage(m, base, count, locale, params),
    };
  }, [caller, defaults, messages, locale]);
}
