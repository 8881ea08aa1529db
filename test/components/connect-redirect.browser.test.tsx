import { waitFor } from '@testing-library/react';
import { type fixtureService, fixtureUrl } from './fixtures/shared.js';
import { FLOW, PAGE_LOAD } from '../support/patience.js';

/**
 * Redirect flows leave the page, so they run in a same-origin frame that plays the whole app tab:
 * the app page, the simulated consent and the callback page, each a real navigation.
 */
let db: string;
let frame: HTMLIFrameElement;

beforeEach(() => {
  db = `redirect-${Math.random().toString(36).slice(2)}`;
  sessionStorage.clear();
});
afterEach(() => frame?.remove());

function open(url: string) {
  frame = document.createElement('iframe');
  frame.title = 'App tab';
  frame.style.cssText = 'width: 40rem; height: 30rem';
  frame.src = url;
  document.body.append(frame);
}

/** The frame shares this tab's sessionStorage (same top-level tab, same origin). */
const flowRecord = () => JSON.parse(sessionStorage.getItem('socialkit:connect:flow') ?? 'null');

const win = () => frame.contentWindow as Window & { reports?: unknown[]; service?: ReturnType<typeof fixtureService> };

/** Reloads the frame and waits for the new document: the old one stays on screen until then. */
async function reload() {
  const before = frame.contentDocument;
  win().location.reload();
  await waitFor(() => expect(frame.contentDocument !== before && frame.contentDocument?.readyState === 'complete').toBe(true), PAGE_LOAD);
}

/** The first element in the frame's current page that matches, once that page has rendered it. */
function find<T extends Element = HTMLElement>(selector: string, text?: string | RegExp): Promise<T> {
  return waitFor(
    () => {
      const found = [...(frame.contentDocument?.querySelectorAll<T & HTMLElement>(selector) ?? [])].find((el) =>
        text === undefined ? true : typeof text === 'string' ? el.textContent === text : text.test(el.textContent ?? ''),
      );
      if (!found) throw new Error(`${selector} ${String(text ?? '')} not in ${frame.contentWindow?.location.href}: ${frame.contentDocument?.body.textContent}`);
      return found;
    },
    PAGE_LOAD,
  );
}

describe('the redirect flow, in a frame playing the app tab', FLOW, () => {
  it('comes back to a clean address, resumes after reloads, and finalizes once', async () => {
    open(`${fixtureUrl('app', db)}&network=linkedin&mode=redirect`);
    (await find('button', 'Connect LinkedIn')).click();
    (await find('button', 'Allow')).click();

    await find('[data-scope="connect-callback"][data-state="pages"]');
    expect(win().location.pathname).toBe('/test/components/fixtures/callback.html');
    expect(win().location.search).toBe(`?db=${db}`);
    // The token waits in this tab's sessionStorage, for a reload; never in localStorage.
    expect(flowRecord()).toMatchObject({ network: 'linkedin', mode: 'redirect', result: { type: 'session', sessionToken: expect.any(String) } });
    expect(Object.keys(localStorage).filter((key) => key.startsWith('socialkit:connect'))).toEqual([]);

    await reload();
    await find('[data-scope="connect-callback"][data-state="pages"]');
    expect(win().location.search).toBe(`?db=${db}`);

    (await find('label', 'Select all')).querySelector('input')!.click();
    (await find('[data-part="submit"]', 'Connect 3 accounts')).click();
    await find('[data-scope="connect-callback"][data-state="connected"]');
    expect(win().service!.requests.filter((r) => r.operation === 'finalize')).toHaveLength(1);
    expect(win().reports).toEqual([{ connected: [expect.objectContaining({ network: 'linkedin' }), expect.anything(), expect.anything()] }]);
    expect(flowRecord().result).toBeUndefined();
    const back = await find<HTMLAnchorElement>('a', 'Back to the app');
    expect(back.href).toBe(`${fixtureUrl('app', db)}&network=linkedin&mode=redirect`);

    // Once more: the outcome stays, and nothing is finalized or reported twice.
    await reload();
    await find('[data-scope="connect-callback"][data-state="connected"]');
    expect(win().service!.requests.filter((r) => r.operation === 'finalize')).toHaveLength(0);
    expect(win().reports).toEqual([]);

    (await find('a', 'Back to the app')).click();
    await find('button', 'Connect LinkedIn');
    expect(flowRecord()).toBeNull();
  });

  it('continues in this tab after a blocked popup, and remembers the network the one-step callback does not echo', async () => {
    open(`${fixtureUrl('app', db)}&network=x&mode=popup&block`);
    (await find('button', 'Connect X')).click();
    expect((await find('[role="alert"]', /blocked/)).textContent).toBe('Your browser blocked the X window.');
    (await find('button', 'Continue in this tab')).click();
    (await find('button', 'Allow')).click();

    await find('[data-scope="connect-callback"][data-state="connected"]');
    expect(win().location.search).toBe(`?db=${db}`);
    expect(win().reports).toEqual([{ connected: [expect.objectContaining({ network: 'x', username: expect.any(String) })] }]);
    expect((await find('[role="status"]')).textContent).toMatch(/^Connected @\S+\.$/);
  });

  it('shows a declined consent with a way to start again', async () => {
    open(`${fixtureUrl('app', db)}&network=facebook&mode=redirect`);
    (await find('button', 'Connect Facebook')).click();
    (await find('button', 'Deny')).click();
    await find('[data-scope="connect-callback"][data-state="denied"]');
    expect(win().location.search).toBe(`?db=${db}`);
    expect(win().reports).toEqual([{ error: 'SocialKitError: access-denied: access_denied' }]);
    (await find('a', 'Start again')).click();
    await find('button', 'Connect Facebook');
  });
});
