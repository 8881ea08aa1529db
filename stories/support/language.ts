import type { Loader, StoryContext } from '@storybook/react-vite';
import type { SocialKitLocalePack } from '../../src/i18n/catalogue.js';
import { loadMessages, SOCIALKIT_LOCALES, type SocialKitLocale } from '../../src/locales/index.js';

/** The packs written right to left: their stories' host gets `dir="rtl"`. */
const RIGHT_TO_LEFT: readonly SocialKitLocale[] = ['ar', 'he'];

const names = new Intl.DisplayNames(['en'], { type: 'language' });

/** The toolbar's choices: every shipped pack, by tag and English name. */
export const LANGUAGE_ITEMS = SOCIALKIT_LOCALES.map((tag) => ({ value: tag, title: `${names.of(tag)} (${tag})`, right: RIGHT_TO_LEFT.includes(tag) ? 'RTL' : undefined }));

/**
 * Loads the toolbar's pack before the story renders (each pack is a chunk of its own, as in an
 * app), and again whenever the toolbar changes it. English gives nothing: the stories then run as
 * they always have, on the components' built-in messages and the browser's locale.
 */
export const loadLanguage: Loader = async ({ globals }) => {
  const locale = (globals.locale as SocialKitLocale | undefined) ?? 'en';
  return locale === 'en' ? {} : { locale, messages: await loadMessages(locale) };
};

/** What a story's provider and host take from the toolbar's language, once `loadLanguage` has run. */
export function storyLanguage({ loaded }: Pick<StoryContext, 'loaded'>) {
  const { locale, messages } = loaded as { locale?: SocialKitLocale; messages?: SocialKitLocalePack };
  return { locale, messages, lang: locale, dir: locale && RIGHT_TO_LEFT.includes(locale) ? ('rtl' as const) : undefined };
}
