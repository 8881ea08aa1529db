/**
 * Every language pack in real Chromium, as an app uses it: every component rendered in its main
 * states with one pack, no missing-key warning (the console check fails the test on one), and no
 * English sentence left on the screen or in an accessible name, but for words a pack rightly keeps
 * (a brand, "GIF") and the file and network names the test itself shows.
 */
import { QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { ConnectCallback, SocialKitProvider, type SocialKitLocalePack } from '../../src/index.js';
import { en } from '../../src/locales/en.js';
import { loadMessages, SOCIALKIT_LOCALES } from '../../src/locales/index.js';
import { everything, simulatedFetch } from '../support/everyComponent.js';
import '../../src/styles/tokens.css';

// A real browser with a real event loop: updates from fetches need no act().
beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});

const english = en as unknown as Record<string, string>;

/**
 * The English text that must not show under another pack: each message's fixed text between its
 * placeholders, when it is at least two words and the pack says it differently.
 */
function englishLeftovers(pack: SocialKitLocalePack) {
  const translated = pack as unknown as Record<string, string>;
  return Object.entries(english).flatMap(([key, text]) =>
    key === 'socialKitLocale' || translated[key] === text
      ? []
      : text
          .split(/\{\w+\}/)
          .map((piece) => piece.replace(/^[\s.,:;·–—()]+|[\s.,:;·–—()…]+$/g, ''))
          // Two words at least, and not so short that a translation holds it by chance (Portuguese "a post…").
          .filter((piece) => piece.split(/\s+/).length >= 2 && piece.length >= 8),
  );
}

/** What the user and a screen reader get: the visible text and every accessible name on the page. */
function everythingSaid() {
  const names = [...document.querySelectorAll('[aria-label], [title], [placeholder]')].flatMap((element) =>
    ['aria-label', 'title', 'placeholder'].map((attribute) => element.getAttribute(attribute) ?? ''),
  );
  return [document.body.innerText, ...names].join('\n');
}

describe.each(SOCIALKIT_LOCALES.filter((locale) => locale !== 'en'))('%s', (locale) => {
  it('says everything in its own words', async () => {
    const pack = await loadMessages(locale);
    history.replaceState(null, '', '/connect/callback?error=access_denied');
    const { unmount } = render(
      <div lang={locale} dir={locale === 'ar' || locale === 'he' ? 'rtl' : 'ltr'}>
        <SocialKitProvider
          baseUrl="/api/social"
          fetch={simulatedFetch()}
          retry={0}
          tenantId="acme"
          queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
          locale={locale}
          messages={pack}
        >
          {everything}
          <ConnectCallback />
        </SocialKitProvider>
      </div>,
    );
    // The account list has loaded its two accounts; the callback has read its address.
    await screen.findByText('Ada');
    const said = everythingSaid();
    const shown = (piece: string) => new RegExp(`(^|[^\\p{L}])${piece.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^\\p{L}])`, 'u').test(said);
    expect(englishLeftovers(pack).filter(shown)).toEqual([]);
    unmount();
    history.replaceState(null, '', '/');
  });
});
