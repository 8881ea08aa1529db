/**
 * One size scale in real Chromium: every button, field, select, tab and chip of every component,
 * in the states that show them, is one of the two control heights (--sk-control-height-sm, 32 px,
 * for row actions; --sk-control-height, 36 px, for forms and primary actions), and a button's
 * height is what its variant says, whichever component draws it. Measured from layout, in English
 * at a width where no label wraps (a label that wraps at 320 px may grow: min-block-size).
 */
import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { page, userEvent } from 'vitest/browser';
import {
  AccountList,
  ConnectAccountButton,
  ConnectAccountButtonGroup,
  ConnectCallback,
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
import { createSimulatedService } from '../../src/mocks/index.js';
import '../../src/styles/tokens.css';
import '../../src/styles/account-list.css';
import '../../src/styles/connect-account-button.css';
import '../../src/styles/connect-callback.css';
import '../../src/styles/handle-app-password-form.css';
import '../../src/styles/media-gallery.css';
import '../../src/styles/media-uploader.css';
import '../../src/styles/page-picker.css';
import '../../src/styles/platform-options-panel.css';

const SMALL = 32;
const DEFAULT = 36;

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});
beforeEach(() => page.viewport(1024, 800));
afterEach(async () => {
  await page.viewport(414, 896);
  history.replaceState(null, '', '/');
  sessionStorage.clear();
});

function service() {
  const sim = createSimulatedService({ baseUrl: '/api/social' });
  sim.db.addAccount({ network: 'youtube', nickname: 'Ada', username: 'ada', tenantId: 'acme' });
  sim.db.addAccount({ network: 'bluesky', nickname: 'Grace', username: 'grace', tenantId: 'acme', isActive: 0 });
  sim.db.addAccount({ network: 'x', nickname: 'Linus', username: 'linus', tenantId: 'acme' });
  const fetch = (input: RequestInfo | URL, init?: RequestInit) => sim.handle(new Request(new URL(input instanceof Request ? input.url : String(input), location.href), init));
  return { sim, fetch };
}

function frame(ui: ReactNode, fetch = service().fetch) {
  return render(
    <div style={{ width: '56rem', padding: '1rem', display: 'grid', gap: '1rem' }}>
      <SocialKitProvider baseUrl="/api/social" fetch={fetch} retry={0} tenantId="acme" queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        {ui}
      </SocialKitProvider>
    </div>,
  );
}

const CONTROLS = [
  'button',
  'a[data-variant]',
  'select',
  '[role="tab"]',
  'input:not([type="checkbox"], [type="radio"], [type="file"], [type="hidden"])',
  "[data-scope='platform-options-panel'][data-part='tag']",
].join(', ');

/** Each visible control in a SocialKit root, as `scope:part "label" = height`, with its height. */
function controls() {
  return [...document.querySelectorAll<HTMLElement>(`[data-sk-root] :is(${CONTROLS})`)]
    .filter((el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden')
    .filter((el) => !el.closest('[data-part="name"]') && el.dataset.part !== 'name')
    .map((el) => {
      const height = Math.round(el.getBoundingClientRect().height * 100) / 100;
      const label = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 24);
      return { el, height, name: `${el.dataset.scope}:${el.dataset.part} "${label}"` };
    });
}

/** The controls whose height is off the scale. */
function offScale() {
  const found = controls();
  expect(found.length).toBeGreaterThan(0);
  return found.filter(({ height }) => height !== SMALL && height !== DEFAULT).map(({ name, height }) => `${name} = ${height}`);
}

/** A variant's buttons, by height: one height per variant size, across components. */
function heightsBy(attribute: 'data-size') {
  const by = new Map<string, Set<number>>();
  for (const { el, height } of controls()) {
    if (el.tagName !== 'BUTTON' && el.tagName !== 'A') continue;
    const key = el.getAttribute(attribute) ?? 'default';
    by.set(key, (by.get(key) ?? new Set()).add(height));
  }
  return Object.fromEntries([...by].map(([key, heights]) => [key, [...heights].sort()]));
}

const halfway: PutFunction = ({ body, signal, onProgress }) =>
  new Promise((_, reject) => {
    onProgress(body.size / 2);
    signal.addEventListener('abort', () => reject(new Error('canceled')));
  });
const SQUARE = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8" fill="teal"/></svg>')}`;
const MEDIA: MediaGalleryItem[] = ['a.png', 'b.png'].map((name, i) => ({ id: `m${i}`, name, contentType: 'image/png', url: SQUARE, status: 'active' }));

function Uploads() {
  const upload = useUpload({ put: halfway, maxSize: 1000, autoStart: false });
  return (
    <>
      <MediaUploader upload={upload} maxSize={1000} />
      <MediaGallery upload={upload} items={MEDIA} selectionMode="multiple" />
    </>
  );
}

const file = (name: string, size: number) => new File([new Uint8Array(size)], name, { type: 'image/png' });

describe('every control is on the size scale', () => {
  it('in the connect buttons, the inline Bluesky form and the stand-alone form, invalid', async () => {
    frame(
      <>
        <ConnectAccountButtonGroup networks={['facebook', 'instagram']} />
        <ConnectAccountButton network="bluesky" appPasswordPresentation="inline" />
        <HandleAppPasswordForm onCancel={() => {}} />
      </>,
    );
    await userEvent.click(document.querySelector<HTMLElement>('[data-scope="connect-account-button"][data-network="bluesky"] [data-part="trigger"]')!);
    const submits = document.querySelectorAll<HTMLElement>('[data-scope="handle-app-password-form"][data-part="submit"]');
    await userEvent.click(submits[submits.length - 1]!);
    await waitFor(() => expect(document.querySelector('[aria-invalid="true"]')).not.toBeNull());
    expect(offScale()).toEqual([]);
    expect(heightsBy('data-size')).toEqual({ default: [DEFAULT] });
  });

  it('in a blocked popup’s actions and the Bluesky dialog, its close button small', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    frame(
      <>
        <ConnectAccountButton network="facebook" mode="popup" />
        <ConnectAccountButton network="bluesky" />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Connect Facebook' }));
    await screen.findByRole('button', { name: 'Continue in this tab' });
    await userEvent.click(screen.getByRole('button', { name: 'Connect Bluesky' }));
    await screen.findByRole('dialog');
    expect(offScale()).toEqual([]);
    expect(heightsBy('data-size')).toEqual({ default: [DEFAULT], sm: [SMALL] });
    expect(document.querySelector<HTMLElement>('[data-part="dialog-close"]')!.getBoundingClientRect().width).toBe(SMALL);
    expect(screen.getByRole('button', { name: 'Continue in this tab' })).toHaveAttribute('data-variant', 'primary');
  });

  it('in the account list: filters, rows, a confirmation, paging', async () => {
    frame(<AccountList showTenantFilter pageSize={2} />);
    await screen.findByText('Ada');
    await userEvent.click(screen.getAllByRole('button', { name: /^Disconnect/ })[0]!);
    await screen.findByRole('button', { name: 'Confirm' });
    expect(offScale()).toEqual([]);
    expect(heightsBy('data-size')).toEqual({ default: [DEFAULT], sm: [SMALL] });
  });

  it('in the account list with nothing connected, and its refusal', async () => {
    const { fetch } = createEmpty();
    frame(<AccountList emptyAction={<ConnectAccountButton network="youtube" />} />, fetch);
    await screen.findByText(/No accounts/);
    expect(offScale()).toEqual([]);
  });

  it('in the page picker and the callback page', async () => {
    const { sim, fetch } = service();
    const session = sim.db.createSession({ network: 'facebook', pageCount: 12 });
    frame(<PagePicker sessionToken={session} onConnected={() => {}} onRestart={() => {}} />, fetch);
    await screen.findByRole('searchbox');
    expect(offScale()).toEqual([]);
  });

  it('on the callback page’s check before connecting (Continue and Cancel side by side)', async () => {
    const { sim, fetch } = service();
    const token = sim.db.createSession({ network: 'facebook', pages: [{ id: 'p1', name: 'Acme Studio', username: 'acme' }] });
    history.replaceState(null, '', `/?session=${token}`);
    frame(<ConnectCallback acceptUnstartedCallbacks />, fetch);
    await screen.findByRole('button', { name: 'Continue' });
    expect(offScale()).toEqual([]);
    expect(heightsBy('data-size')).toEqual({ default: [DEFAULT] });
  });

  it('in the options panel: tabs, fields, tags and the disclosure', async () => {
    frame(
      <>
        <PlatformOptionsPanel networks={['youtube', 'tiktok']} defaultValue={{ youtube: { title: 'A title', tags: ['travel', 'lisbon'] } }} />
        <PlatformOptionsPanel networks={['youtube', 'tiktok']} layout="disclosure" />
      </>,
    );
    await screen.findByText('travel');
    expect(offScale()).toEqual([]);
  });

  it('in the uploader and the gallery: a queued, a refused and an uploading file', async () => {
    frame(<Uploads />);
    const input = document.querySelector<HTMLInputElement>('[data-scope="media-uploader"][data-part="input"]')!;
    await userEvent.upload(input, [file('a.png', 100), file('b.png', 5000)]);
    await waitFor(() => expect(document.querySelector('[data-scope="media-uploader"][data-part="item"]')).not.toBeNull());
    expect(offScale()).toEqual([]);
    expect(heightsBy('data-size')).toEqual({ default: [DEFAULT], sm: [SMALL] });
  });

  it('in the empty gallery’s action, the same button as anywhere else', () => {
    frame(<MediaGallery items={[]} emptyAction={<ConnectAccountButton network="youtube" />} />);
    expect(offScale()).toEqual([]);
  });
});

function createEmpty() {
  const sim = createSimulatedService({ baseUrl: '/api/social' });
  const fetch = (input: RequestInfo | URL, init?: RequestInit) => sim.handle(new Request(new URL(input instanceof Request ? input.url : String(input), location.href), init));
  return { fetch };
}
