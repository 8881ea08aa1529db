import { formatMessage } from '../../hooks/messages.js';

/** `{base}_{category}` for the count in the locale (Intl.PluralRules), else `{base}_other`, filled in. */
export function plural(messages: object, base: string, count: number, locale: string | undefined): string {
  const words = messages as Record<string, string | undefined>;
  const template = words[`${base}_${new Intl.PluralRules(locale).select(count)}`] ?? words[`${base}_other`] ?? '';
  return formatMessage(template, { count }, locale);
}
