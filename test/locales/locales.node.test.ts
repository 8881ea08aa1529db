import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { SocialKitLocalePack } from '../../src/i18n/catalogue.js';
import { en } from '../../src/locales/en.js';
import { loadMessages, matchLocale, SOCIALKIT_LOCALES } from '../../src/locales/index.js';

// Every locale pack against the English one: the same keys, the same placeholders, every plural
// category its language has, and words of its own.
const DIR = resolve(import.meta.dirname, '../../src/locales');
const TAGS = readdirSync(DIR)
  .filter((file) => /^[a-z]{2}(-[A-Z]{2})?\.ts$/.test(file))
  .map((file) => file.slice(0, -3));
const english = en as unknown as Record<string, string>;
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
const bases = Object.keys(english).flatMap((key) => (key.endsWith('_other') ? [key.slice(0, -'_other'.length)] : []));
const PLURAL = /^(.*)_(zero|one|two|few|many|other)$/;

it('ships the twenty languages', () => {
  expect(TAGS.sort()).toEqual(['ar', 'de', 'en', 'es', 'fr', 'he', 'hi', 'it', 'ja', 'ko', 'nl', 'pl', 'pt-BR', 'pt-PT', 'ru', 'sv', 'tr', 'uk', 'zh-CN', 'zh-TW'].sort());
});

describe.each(TAGS.filter((tag) => tag !== 'en'))('%s', (tag) => {
  let pack: Record<string, string>;
  beforeAll(async () => {
    const module = (await import(`../../src/locales/${tag}.ts`)) as { default: SocialKitLocalePack };
    pack = module.default as unknown as Record<string, string>;
  });

  it('names its language', () => {
    expect(pack.socialKitLocale).toBe(tag);
  });

  it('has every key of the English pack, and only plural forms beside them', () => {
    expect(Object.keys(english).filter((key) => !(key in pack))).toEqual([]);
    const extra = Object.keys(pack).filter((key) => !(key in english) && !(PLURAL.test(key) && bases.includes(PLURAL.exec(key)![1]!)));
    expect(extra).toEqual([]);
  });

  it('keeps every placeholder of the English messages, and adds none', () => {
    const wrong = Object.entries(pack).flatMap(([key, text]) => {
      if (key === 'socialKitLocale') return [];
      const base = PLURAL.exec(key)?.[1];
      const source = english[key] ?? english[`${base}_other`]!;
      // A singular form may say "one" in words instead of {count}, as English does.
      const want = placeholders(source).filter((name) => !(PLURAL.test(key) && name === 'count'));
      const have = placeholders(text).filter((name) => !(PLURAL.test(key) && name === 'count'));
      return want.join() === have.join() ? [] : [`${key}: ${text}`];
    });
    expect(wrong).toEqual([]);
  });

  it('has every plural category of the language for each counted message', () => {
    const categories = new Intl.PluralRules(tag).resolvedOptions().pluralCategories;
    const missing = bases.flatMap((base) => categories.filter((category) => !pack[`${base}_${category}`]).map((category) => `${base}_${category}`));
    expect(missing).toEqual([]);
  });

  // A button whose visible word is "Retry" is spoken as "Retry photo.png": the name contains the
  // label (WCAG 2.5.3, label in name), so a speech user who says what they see reaches it.
  it('speaks each button by a name that contains its visible label', () => {
    // A visible word (no placeholder) beside its spoken name, which adds what the button acts on.
    // A name that takes its visible text as `{label}` (a button whose text varies) has it by
    // construction, the placeholders test holding every pack to `{label}`.
    const spoken = Object.keys(english).filter((key) => {
      const visible = english[key.slice(0, -'Label'.length)];
      const named = placeholders(english[key] ?? '');
      return key.endsWith('Label') && visible !== undefined && !placeholders(visible).length && named.length > 0 && !named.includes('label');
    });
    expect(spoken.length).toBeGreaterThan(3);
    const wrong = spoken.filter((key) => !pack[key]!.toLocaleLowerCase(tag).includes(pack[key.slice(0, -'Label'.length)]!.toLocaleLowerCase(tag)));
    expect(wrong.map((key) => `${key}: "${pack[key]}" lacks "${pack[key.slice(0, -'Label'.length)]}"`)).toEqual([]);
  });

  it('is translated: no empty messages, and few left as the English ones', () => {
    expect(Object.entries(pack).filter(([, text]) => !text.trim())).toEqual([]);
    const same = Object.keys(english).filter((key) => key !== 'socialKitLocale' && pack[key] === english[key]);
    expect(same.length / Object.keys(english).length).toBeLessThan(0.1);
  });
});

describe('choosing a language', () => {
  it.each([
    ['de', 'de'],
    ['de-AT', 'de'],
    ['de_CH.UTF-8', 'de'],
    ['pt', 'pt-BR'],
    ['pt-BR', 'pt-BR'],
    ['pt-AO', 'pt-PT'],
    ['zh', 'zh-CN'],
    ['zh-SG', 'zh-CN'],
    ['zh-Hant-HK', 'zh-TW'],
    ['zh-TW', 'zh-TW'],
    ['iw', 'he'],
    ['EN-gb', 'en'],
  ])('reads %s as %s', (tag, locale) => {
    expect(matchLocale(tag)).toBe(locale);
  });

  it('finds nothing for a language it does not ship, or a tag that is not one', () => {
    expect(matchLocale('fi')).toBeUndefined();
    expect(matchLocale('not a tag')).toBeUndefined();
  });

  it('loads the closest pack on demand, and English for anything else', async () => {
    expect((await loadMessages('de-AT')).socialKitLocale).toBe('de');
    expect((await loadMessages('pt-AO')).connectAccountButtonLabel).toBe((await import('../../src/locales/pt-PT.js')).default.connectAccountButtonLabel);
    expect(await loadMessages('fi')).toEqual(en);
  });

  it('lists every pack it can load', () => {
    expect([...SOCIALKIT_LOCALES].sort()).toEqual(TAGS.sort());
  });
});
