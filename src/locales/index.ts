import type { SocialKitLocalePack } from '../i18n/catalogue.js';

/** The languages SocialKit ships, each a module of its own: `@socialkit/react/locales/<tag>`. */
export const SOCIALKIT_LOCALES = ['ar', 'de', 'en', 'es', 'fr', 'he', 'hi', 'it', 'ja', 'ko', 'nl', 'pl', 'pt-BR', 'pt-PT', 'ru', 'sv', 'tr', 'uk', 'zh-CN', 'zh-TW'] as const;

export type SocialKitLocale = (typeof SOCIALKIT_LOCALES)[number];

type Load = () => Promise<{ default: SocialKitLocalePack }>;

// One import() per pack, written out, so a bundler makes each a chunk of its own and an app
// downloads only the language it loads.
const PACKS: Record<SocialKitLocale, Load> = {
  ar: () => import('./ar.js'),
  de: () => import('./de.js'),
  en: () => import('./en.js'),
  es: () => import('./es.js'),
  fr: () => import('./fr.js'),
  he: () => import('./he.js'),
  hi: () => import('./hi.js'),
  it: () => import('./it.js'),
  ja: () => import('./ja.js'),
  ko: () => import('./ko.js'),
  nl: () => import('./nl.js'),
  pl: () => import('./pl.js'),
  'pt-BR': () => import('./pt-BR.js'),
  'pt-PT': () => import('./pt-PT.js'),
  ru: () => import('./ru.js'),
  sv: () => import('./sv.js'),
  tr: () => import('./tr.js'),
  uk: () => import('./uk.js'),
  'zh-CN': () => import('./zh-CN.js'),
  'zh-TW': () => import('./zh-TW.js'),
};

/** Chinese by script or region, the way browsers report it (`zh-Hant-HK`, `zh-SG`). */
const TRADITIONAL = /^zh-(hant|tw|hk|mo)\b/i;
/** Portuguese outside Brazil writes as Portugal does. */
const EUROPEAN_PORTUGUESE = /^pt-(?!br\b)/i;

/**
 * The shipped language closest to a BCP 47 tag (`de-AT` → `de`, `pt` → `pt-BR`, `pt-AO` →
 * `pt-PT`, `zh-Hant-HK` → `zh-TW`, `iw` → `he`), or undefined when none is.
 */
export function matchLocale(tag: string): SocialKitLocale | undefined {
  let canonical: string;
  try {
    canonical = Intl.getCanonicalLocales(tag.replace(/[.@].*$/, '').replace(/_/g, '-'))[0] ?? '';
  } catch {
    return undefined;
  }
  const exact = SOCIALKIT_LOCALES.find((locale) => locale.toLowerCase() === canonical.toLowerCase());
  if (exact) return exact;
  const language = canonical.split('-')[0]!.toLowerCase();
  if (language === 'zh') return TRADITIONAL.test(canonical) ? 'zh-TW' : 'zh-CN';
  if (language === 'pt') return EUROPEAN_PORTUGUESE.test(canonical) ? 'pt-PT' : 'pt-BR';
  return SOCIALKIT_LOCALES.find((locale) => locale === language);
}

/**
 * Loads the pack for a locale on demand, for `SocialKitProvider`'s `messages`; English when no
 * shipped language matches. With React 19, read it with `use` under a Suspense boundary:
 *
 * ```tsx
 * const messages = use(loadMessages(locale)); // a promise kept per locale, not made per render
 * ```
 */
export function loadMessages(tag: string): Promise<SocialKitLocalePack> {
  return PACKS[matchLocale(tag) ?? 'en']().then((module) => module.default);
}
