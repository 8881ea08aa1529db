/**
 * Right to left in real Chromium, in Arabic and Hebrew, as an app sets it up: the pack and the
 * locale on the provider, `dir="rtl"` and `lang` on the page around it (docs/languages.md, "Right
 * to left"). The arrows follow the reading direction; a Latin file name or handle keeps its
 * order inside right-to-left text, as laid out, not only as written, and so does a size; bars fill
 * from the right; every component fits 320 CSS px and passes axe on a light and a dark host page.
 */
import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import type { CSSProperties, ReactNode } from 'react';
import { commands, page, userEvent } from 'vitest/browser';
import {
  AccountList,
  ConnectAccountButton,
  ConnectAccountButtonGroup,
  ConnectCallback,
  formatMessage,
  HandleAppPasswordForm,
  MediaGallery,
  MediaUploader,
  PagePicker,
  PlatformOptionsPanel,
  SocialKitProvider,
  useUpload,
  type MediaGalleryItem,
  type PutFunction,
} from '../../src/index.js';
import ar from '../../src/locales/ar.js';
import he from '../../src/locales/he.js';
import de from '../../src/locales/de.js';
import { createSimulatedService } from '../../src/mocks/index.js';
import { expectNoViolations } from '../support/axe.js';
import '../../src/styles/tokens.css';
import '../../src/styles/account-list.css';
import '../../src/styles/connect-account-button.css';
import '../../src/styles/connect-callback.css';
import '../../src/styles/handle-app-password-form.css';
import '../../src/styles/media-gallery.css';
import '../../src/styles/media-uploader.css';
import '../../src/styles/page-picker.css';
import '../../src/styles/platform-options-panel.css';

const LANGUAGES = [
  { locale: 'ar', pack: ar },
  { locale: 'he', pack: he },
] as const;
/** German's long compounds, left to right: the widest labels of all the packs at 320 px. */
const GERMAN = { locale: 'de', pack: de } as const;
type Language = (typeof LANGUAGES)[number] | typeof GERMAN;

/** A dashboard painted its own way: light, saying nothing, or dark, saying so on <body>. */
const HOSTS = {
  light: { background: 'rgb(255, 255, 255)', color: 'rgb(26, 26, 26)', theme: undefined },
  dark: { background: 'rgb(15, 17, 21)', color: 'rgb(230, 230, 230)', theme: 'dark' },
} as const;
type Host = keyof typeof HOSTS;

/** Read left to right when isolated; reordered inside Arabic or Hebrew when not (digits first, a bracket, a dot). */
const NAME = '2024 (1).png';
const LONG_NAME = 'holiday-in-lisbon-with-the-whole-family-2024.png';
const ARABIC_NAME = 'صورة-العائلة-في-الحديقة-العامة-بعد-الظهر.png';
const SQUARE = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8" fill="teal"/></svg>')}`;
const MEDIA: MediaGalleryItem[] = [NAME, 'b.png', 'c.png', 'd.png', 'e.png', LONG_NAME, ARABIC_NAME].map((name, i) => ({
  id: `m${i}`,
  name,
  contentType: 'image/png',
  url: SQUARE,
  status: 'active',
}));
const PAGES = [
  { id: 'p1', name: 'Acme Studio (EU)', username: 'acme', type: 'organization' },
  { id: 'p2', name: 'مقهى الشمال', username: 'north.cafe', type: 'organization' },
];

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});

// Later test files share the page: back to the project's viewport and an unstyled host.
afterEach(async () => {
  await page.viewport(414, 896);
  await commands.emulateMedia({ colorScheme: 'light' });
  for (const el of [document.documentElement, document.body]) {
    el.removeAttribute('style');
    el.removeAttribute('data-theme');
  }
});

/** The simulated service in the page, answering through `fetch`: two accounts, a page-picking session. */
function simulated() {
  const service = createSimulatedService({ baseUrl: '/api/social' });
  service.db.addAccount({ network: 'youtube', nickname: 'Ada', username: 'ada', tenantId: 'acme' });
  service.db.addAccount({ network: 'bluesky', nickname: 'ليلى', username: 'layla.bsky.social', tenantId: 'acme', isActive: 0 });
  const session = service.db.createSession({ network: 'facebook', pages: PAGES });
  const fetch = (input: RequestInfo | URL, init?: RequestInit) => service.handle(new Request(new URL(input instanceof Request ? input.url : String(input), location.href), init));
  return { fetch, session };
}

/** The app's page: its colours on <body>, `dir` and `lang` on the element around the provider. */
function hostPage(host: Host, { locale, pack }: Language, ui: ReactNode, fetch = simulated().fetch, style: CSSProperties = {}) {
  const { background, color, theme } = HOSTS[host];
  Object.assign(document.body.style, { background, color, margin: '0' });
  if (theme) {
    document.body.dataset.theme = theme;
    document.documentElement.style.colorScheme = 'dark';
  }
  return render(
    <div data-testid="host" dir={locale === 'de' ? 'ltr' : 'rtl'} lang={locale} style={{ padding: 8, display: 'grid', gap: '1rem', ...style }}>
      <SocialKitProvider baseUrl="/api/social" fetch={fetch} retry={0} tenantId="acme" queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })} locale={locale} messages={pack}>
        {ui}
      </SocialKitProvider>
    </div>,
  );
}

/** Half of every file reaches storage, then nothing more until the upload is cancelled. */
const halfway: PutFunction = ({ body, signal, onProgress }) =>
  new Promise((_, reject) => {
    onProgress(body.size / 2);
    signal.addEventListener('abort', () => reject(new Error('canceled')));
  });

/** An uploader and a gallery sharing one upload, with a file half sent: rows, tiles and bars. */
function Uploads({ maxSize }: { maxSize?: number }) {
  const upload = useUpload({ put: halfway, maxSize });
  return (
    <>
      <MediaUploader upload={upload} maxSize={maxSize} />
      <MediaGallery upload={upload} items={MEDIA} selectionMode="multiple" defaultValue={['m1']} />
    </>
  );
}

const file = (name: string, size: number) => new File([new Uint8Array(size)], name, { type: 'image/png' });
const input = () => document.querySelector<HTMLInputElement>('[data-scope="media-uploader"][data-part="input"]')!;

/** Every component, in the states that show the most text: the list loaded, a form invalid, files listed and refused. */
async function everyComponent(host: Host, language: Language) {
  const { fetch, session } = simulated();
  const { pack } = language;
  hostPage(
    host,
    language,
    <>
      <ConnectAccountButtonGroup networks={['facebook', 'instagram', 'youtube']} />
      <ConnectAccountButton network="bluesky" appPasswordPresentation="inline" />
      <HandleAppPasswordForm />
      <AccountList showTenantFilter />
      <PagePicker sessionToken={session} onConnected={() => {}} onRestart={() => {}} />
      <ConnectCallback />
      <PlatformOptionsPanel networks={['youtube', 'tiktok', 'instagram', 'threads']} defaultValue={{ youtube: { title: 't'.repeat(101) } }} />
      <PlatformOptionsPanel networks={['youtube', 'tiktok']} layout="disclosure" />
      <Uploads maxSize={1000} />
    </>,
    fetch,
  );
  await screen.findByText('Ada');
  await screen.findByText('Acme Studio (EU)');
  await userEvent.upload(input(), [file(LONG_NAME, 100), file(NAME, 5000)]);
  await screen.findByText(pack.mediaUploaderRejectedTitle);
  await waitFor(() => expect(document.querySelectorAll('[data-scope="media-uploader"][data-part="item"][data-state="uploading"]')).toHaveLength(1));
  // The inline Bluesky form open, and the stand-alone form refused: their longest state.
  await userEvent.click(document.querySelector<HTMLElement>('[data-scope="connect-account-button"][data-network="bluesky"] [data-part="trigger"]')!);
  const forms = document.querySelectorAll<HTMLElement>('[data-scope="handle-app-password-form"][data-part="submit"]');
  await userEvent.click(forms[forms.length - 1]!);
  await waitFor(() => expect(document.querySelector('[aria-invalid="true"]')).not.toBeNull());
  (document.activeElement as HTMLElement | null)?.blur();
}

/** The boxes Chromium lays out for each character of `text`, wherever it is in `el`'s text (React may split it in nodes). */
function characterBoxes(el: Element, text: string) {
  const nodes: Text[] = [];
  const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) nodes.push(node as Text);
  const at = nodes.map((node) => node.data).join('').indexOf(text);
  if (at < 0) throw new Error(`"${text}" is not in ${el.outerHTML.slice(0, 300)}`);
  /** The text node and offset of the `index`th UTF-16 unit of the element's text. */
  const locate = (index: number): [Text, number] => {
    for (const node of nodes) {
      if (index < node.length) return [node, index];
      index -= node.length;
    }
    throw new Error('past the end');
  };
  return Array.from(text, (_, i) => {
    const range = document.createRange();
    const [node, offset] = locate(at + i);
    range.setStart(node, offset);
    range.setEnd(node, offset + 1);
    return range.getBoundingClientRect();
  });
}

/** "in order" when each character sits right after the one before it on one line, else where the order breaks. */
function layoutOrder(el: Element, text: string) {
  const boxes = characterBoxes(el, text);
  const broken = boxes.findIndex((box, i) => i > 0 && (Math.abs(box.left - boxes[i - 1]!.right) > 1 || Math.abs(box.top - boxes[i - 1]!.top) > 1));
  return broken < 0 ? 'in order' : `broken before "${text.slice(broken)}": ${boxes.map((box) => Math.round(box.left)).join(' ')}`;
}

/** The characters of `text` in `el` as they are laid out, left to right (the invisible marks left out). */
function visualOrder(el: Element, text: string) {
  const boxes = characterBoxes(el, text);
  return [...text]
    .map((character, i) => ({ character, box: boxes[i]! }))
    .filter(({ box }) => box.width > 0)
    .sort((a, b) => a.box.left - b.box.left)
    .map(({ character }) => character)
    .join('');
}

describe.each(LANGUAGES)('$locale', (language) => {
  const { locale, pack } = language;

  describe('the keyboard follows the reading direction', () => {
    const focusedIndex = () => Number((document.activeElement as HTMLElement).dataset.index);

    it('in the gallery: ArrowLeft moves to the next tile, ArrowRight to the previous; Home, End and the rows as before', async () => {
      hostPage('light', language, <MediaGallery items={MEDIA.slice(0, 5)} />, undefined, { width: '40rem' });
      const cells = screen.getAllByRole('gridcell');
      // The first tile is on the right, the next to its left.
      expect(cells[1]!.getBoundingClientRect().right).toBeLessThan(cells[0]!.getBoundingClientRect().left);
      await userEvent.click(cells[0]!);
      await userEvent.keyboard('{ArrowLeft}');
      expect(focusedIndex()).toBe(1);
      await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
      expect(focusedIndex()).toBe(3);
      await userEvent.keyboard('{ArrowRight}');
      expect(focusedIndex()).toBe(2);
      await userEvent.keyboard('{ArrowDown}');
      expect(focusedIndex()).toBe(4);
      await userEvent.keyboard('{Home}');
      expect(focusedIndex()).toBe(3);
      await userEvent.keyboard('{End}');
      expect(focusedIndex()).toBe(4);
      await userEvent.keyboard('{ArrowUp}{ArrowRight}{ArrowRight}');
      expect(focusedIndex()).toBe(0);
    });

    it('in the gallery, when the direction comes from the app’s CSS rather than a dir attribute', async () => {
      render(
        <div style={{ direction: 'rtl', width: '40rem' }}>
          <SocialKitProvider baseUrl="/api/social" locale={locale} messages={pack}>
            <MediaGallery items={MEDIA.slice(0, 3)} />
          </SocialKitProvider>
        </div>,
      );
      await userEvent.click(screen.getAllByRole('gridcell')[1]!);
      await userEvent.keyboard('{ArrowLeft}');
      expect(focusedIndex()).toBe(2);
    });

    it('in the options tabs: ArrowLeft selects the next tab, ArrowRight the previous, round the ends', async () => {
      hostPage('light', language, <PlatformOptionsPanel networks={['youtube', 'tiktok', 'instagram']} />, undefined, { width: '40rem' });
      const tabs = screen.getAllByRole('tab');
      expect(tabs[1]!.getBoundingClientRect().right).toBeLessThanOrEqual(tabs[0]!.getBoundingClientRect().left + 1);
      await userEvent.click(tabs[0]!);
      await userEvent.keyboard('{ArrowLeft}');
      expect(tabs[1]).toHaveFocus();
      expect(tabs[1]).toHaveAttribute('aria-selected', 'true');
      await userEvent.keyboard('{ArrowRight}{ArrowRight}');
      expect(tabs[2]).toHaveFocus();
      expect(tabs[2]).toHaveAttribute('aria-selected', 'true');
      await userEvent.keyboard('{ArrowLeft}');
      expect(tabs[0]).toHaveFocus();
      await userEvent.keyboard('{End}');
      expect(tabs[2]).toHaveFocus();
      await userEvent.keyboard('{Home}');
      expect(tabs[0]).toHaveFocus();
    });
  });

  describe('a Latin name inside right-to-left text', () => {
    it('keeps its order in the uploader’s refusal, its announcement and its row', async () => {
      hostPage('light', language, <MediaUploader put={halfway} maxSize={1000} />, undefined, { width: '44rem' });
      await userEvent.upload(input(), [file(NAME, 5000)]);
      await waitFor(() => expect(document.querySelector('[data-scope="media-uploader"][data-part="rejection"]')).not.toBeNull());
      const refusal = document.querySelector('[data-scope="media-uploader"][data-part="rejection"]')!;
      // Isolated in the words (U+2068 … U+2069, as <bdi>), and laid out as one left-to-right run.
      expect(refusal.textContent).toContain(`\u2068${NAME}\u2069`);
      expect(layoutOrder(refusal, NAME)).toBe('in order');

      await userEvent.upload(input(), [file(NAME, 500)]);
      const live = document.querySelector('[data-scope="media-uploader"][data-part="live"]')!;
      await waitFor(() => expect(live.textContent).toContain(formatMessage(pack.mediaUploaderAnnounceAdded, { name: NAME }, locale)));
      expect(layoutOrder(live, NAME)).toBe('in order');
      const row = document.querySelector('[data-scope="media-uploader"][data-part="item"] [data-part="name"]')!;
      expect(row.textContent).toBe(NAME);
      expect(layoutOrder(row, NAME)).toBe('in order');
    });

    it('keeps its order on a gallery tile, lined up with the tile’s own words', () => {
      hostPage('light', language, <MediaGallery items={MEDIA.slice(0, 3)} />, undefined, { width: '40rem' });
      const name = within(screen.getAllByRole('gridcell')[0]!).getByText(NAME);
      expect(layoutOrder(name, NAME)).toBe('in order');
      // Short, it sits at the tile's start, on the right, as the status under it does.
      const boxes = characterBoxes(name, NAME);
      expect(name.getBoundingClientRect().right - boxes[boxes.length - 1]!.right).toBeLessThan(1);
    });

    it('cuts a long name at its own end: a Latin one on the right, an Arabic one on the left', () => {
      hostPage('light', language, <MediaGallery items={MEDIA} columns={4} />, undefined, { width: '30rem' });
      const latin = screen.getByText(LONG_NAME);
      const box = latin.getBoundingClientRect();
      const letters = characterBoxes(latin, LONG_NAME);
      expect(getComputedStyle(latin).textOverflow).toBe('ellipsis');
      expect(letters[0]!.left).toBeGreaterThanOrEqual(box.left - 0.5);
      expect(letters[letters.length - 1]!.right).toBeGreaterThan(box.right);

      const arabic = screen.getByText(ARABIC_NAME);
      const arabicBox = arabic.getBoundingClientRect();
      const arabicLetters = characterBoxes(arabic, ARABIC_NAME);
      expect(arabicLetters[0]!.right).toBeLessThanOrEqual(arabicBox.right + 0.5);
      expect(arabicLetters[arabicLetters.length - 1]!.left).toBeLessThan(arabicBox.left);
    });

    it('keeps the @ in front of a handle in the account list and the page picker', async () => {
      const { fetch, session } = simulated();
      hostPage(
        'light',
        language,
        <>
          <AccountList />
          <PagePicker sessionToken={session} onConnected={() => {}} onRestart={() => {}} />
        </>,
        fetch,
        { width: '40rem' },
      );
      const handle = await screen.findByText('@ada');
      expect(layoutOrder(handle, '@ada')).toBe('in order');
      expect(layoutOrder(await screen.findByText('@north.cafe'), '@north.cafe')).toBe('in order');
      expect(layoutOrder(screen.getByText('Acme Studio (EU)'), 'Acme Studio (EU)')).toBe('in order');
    });
  });

  it('leaves a size as Intl wrote it for the language, inside a sentence as on its own', async () => {
    const size = new Intl.NumberFormat(locale, { style: 'unit', unit: 'megabyte', unitDisplay: 'short', maximumFractionDigits: 1 }).format(1);
    hostPage('light', language, <MediaUploader maxSize={1024 * 1024} />, undefined, { width: '44rem' });
    render(<p dir="rtl" lang={locale} data-testid="alone">{size}</p>);
    const hint = document.querySelector('[data-scope="media-uploader"][data-part="hint"]')!;
    expect(hint.textContent).toContain(size);
    // Hebrew writes "MB", U+200F, "1": laid out right to left it shows "1MB"; read first-strong, "MB1".
    expect(visualOrder(hint, size)).toBe(visualOrder(await screen.findByTestId('alone'), size));
  });

  it('fills the progress bars from the right, the start of the line', async () => {
    await page.viewport(1024, 700);
    hostPage('light', language, <Uploads />, undefined, { width: '40rem' });
    await userEvent.upload(input(), [file(NAME, 1000)]);
    await waitFor(() => expect(document.querySelectorAll('progress')).toHaveLength(3));
    const accent = [11, 87, 208];
    for (const bar of document.querySelectorAll('progress')) {
      await waitFor(() => expect(bar.position).toBeCloseTo(0.5, 1));
      const png = await page.screenshot({ element: bar, save: false });
      const image = new Image();
      image.src = `data:image/png;base64,${png}`;
      await image.decode();
      const canvas = Object.assign(document.createElement('canvas'), { width: image.naturalWidth, height: image.naturalHeight });
      const context = canvas.getContext('2d')!;
      context.drawImage(image, 0, 0);
      const distance = (x: number) => {
        const pixel = context.getImageData(Math.floor(image.naturalWidth * x), Math.floor(image.naturalHeight / 2), 1, 1).data;
        return accent.reduce((sum, channel, i) => sum + Math.abs(channel - pixel[i]!), 0);
      };
      // The right quarter is the accent's fill; the left quarter is the empty track.
      expect(distance(0.85), bar.dataset.part).toBeLessThan(60);
      expect(distance(0.15), bar.dataset.part).toBeGreaterThan(150);
    }
  });

  it('draws no icon mirrored: none of them points a way (the upload arrow, the check, the cross, the film mark, the logos)', async () => {
    await everyComponent('light', language);
    const icons = [...document.querySelectorAll<SVGElement>('[data-sk-root] svg')];
    expect(icons.length).toBeGreaterThan(15);
    const upload = document.querySelector('[data-scope="media-uploader"][data-part="icon"]')!;
    expect(getComputedStyle(upload).transform).toBe('none');
    expect(icons.filter((icon) => getComputedStyle(icon).transform !== 'none').map((icon) => icon.closest('[data-part]')?.getAttribute('data-part'))).toEqual([]);
  });

  describe.each(['light', 'dark'] as const)('on a %s host page', (host) => {
    it('fits every component in 320 CSS px without scrolling sideways', () => fitsIn320(host, language));

    it('passes axe (WCAG 2.2 AA) with every component', async () => {
      await everyComponent(host, language);
      await expectNoViolations(document.body);
    });
  });
});

describe('de, left to right with the longest labels', () => {
  it.each(['light', 'dark'] as const)('fits every component in 320 CSS px on a %s host page', (host) => fitsIn320(host, GERMAN));
});

/** Every component in its wordiest state at 320 CSS px: nothing past either edge, nothing scrolling sideways. */
async function fitsIn320(host: Host, language: Language) {
  await page.viewport(320, 640);
  await everyComponent(host, language);
  const width = document.documentElement.clientWidth;
  expect(width).toBe(320);
  const all = [...document.querySelectorAll<HTMLElement>('[data-sk-root], [data-sk-root] *')];
  const clips = (el: Element) => getComputedStyle(el).overflowX !== 'visible';
  const clipped = (el: Element) => {
    for (let parent = el.parentElement; parent && parent !== document.body; parent = parent.parentElement) if (clips(parent)) return true;
    return false;
  };
  // Nothing past either edge of the page, but what a box of ours clips (checked next)...
  const past = all
    .filter((el) => !clipped(el))
    .filter((el) => {
      const box = el.getBoundingClientRect();
      return box.width > 1 && (box.left < -0.5 || box.right > width + 0.5);
    })
    .map((el) => `${el.closest('[data-scope]')?.getAttribute('data-scope')}:${el.dataset.part ?? el.tagName}: ${Math.round(el.getBoundingClientRect().left)}…${Math.round(el.getBoundingClientRect().right)}`);
  expect(past).toEqual([]);
  // ...and no box of ours scrolls sideways but the tab list, made to; a cut name shows an ellipsis.
  const sideways = all
    .filter((el) => clips(el) && el.scrollWidth > el.clientWidth + 1)
    .filter((el) => el.dataset.part !== 'tablist' && getComputedStyle(el).textOverflow !== 'ellipsis' && !el.classList.contains('sk-visually-hidden'))
    .map((el) => `${el.closest('[data-scope]')?.getAttribute('data-scope')}:${el.dataset.part ?? el.tagName}: ${el.scrollWidth} > ${el.clientWidth}`);
  expect(sideways).toEqual([]);
  const roots = [...document.querySelectorAll<HTMLElement>('[data-sk-root]')];
  expect(roots.length).toBeGreaterThan(8);
  expect(roots.filter((root) => root.scrollWidth > root.clientWidth + 1).map((root) => root.dataset.scope)).toEqual([]);
  expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(width);
}
