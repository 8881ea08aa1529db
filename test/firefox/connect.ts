import type { Page } from 'puppeteer-core';
import { FLOW, PAGE_LOAD } from '../support/patience.js';
import { byRole, isFocused, popupOf, tabTo, type FirefoxVisit } from './visit.js';

// The example app's connect flows in Firefox ESR, as test/examples/flows.ts clicks them in
// Chromium: the popup with the page picker, the redirect with a reload on the picker, a one-step
// network, Bluesky by keyboard; and how the popup's answer reaches the app in Firefox.

type Entry = { operation: string };
type Account = { network: string; username: string; tenantId: string | null };

/** What a connect button says of its flow (its live status line). */
const connectStatus = (page: Page, network: string) =>
  page.$eval(`[data-scope="connect-account-button"][data-part="root"][data-network="${network}"] [data-part="status"]`, (status) => status.textContent);

/** The text of the app's "Connected accounts" list. */
const accountList = (page: Page) => page.$eval('[aria-label="Connected accounts"]', (list) => list.textContent);

/** The callback parameters the address bar still shows, of those the library reads. */
const callbackParams = (url: string) => ['session', 'success', 'account_id', 'username', 'error'].filter((name) => new URL(url).searchParams.has(name));

/**
 * Records, in the app's page, each way the popup's answer arrives: as a window message (from the
 * popup through `window.opener`, naming the flow when the popup got the tab's sessionStorage) and
 * on the library's BroadcastChannel. The protocol is src/connect/oauth/protocol.ts.
 */
async function hearAnswers(page: Page): Promise<() => Promise<string[]>> {
  // Each way once, sorted: a callback page under StrictMode's development double effect delivers
  // the same answer (one id) twice, which the app takes once.
  await page.evaluate(() => {
    const heard: string[] = [];
    (window as { heard?: string[] }).heard = heard;
    const describe = (data: { source?: string; type?: string; flow?: string }) => `${data.type}${data.flow ? ' for the flow' : ''}`;
    addEventListener('message', (event: MessageEvent) => {
      if (event.data?.source === 'socialkit') heard.push(`window message from ${event.source === window ? 'this page' : 'another window'}: ${describe(event.data)}`);
    });
    new BroadcastChannel('socialkit-connect').onmessage = (event: MessageEvent) => heard.push(`channel: ${describe(event.data)}`);
  });
  return async () => [...new Set(await page.evaluate(() => (window as { heard?: string[] }).heard ?? []))].sort();
}

/** Answers the simulated consent screen in the popup: Allow. */
async function allow(popup: Page, network: string) {
  await byRole(popup, 'heading', `${network} wants access`).wait();
  await byRole(popup, 'button', 'Allow').click();
}

export function itConnects(visit: FirefoxVisit) {
  describe('connecting', () => {
    it('connects LinkedIn in a popup: consent on the service’s origin, two pages picked, finalized once', async () => {
      const { page } = visit;
      await page.goto(visit.app);
      const heard = await hearAnswers(page);
      const popup = await popupOf(page, () => byRole(page, 'button', 'Connect LinkedIn').click());
      await allow(popup, 'LinkedIn');
      expect(new URL(popup.url()).origin).toBe(visit.sim.url);

      await byRole(page, 'dialog', 'Choose what to connect from LinkedIn').wait();
      // Firefox kept the popup's opener across the service's origin, and gave the popup a copy of
      // the tab's sessionStorage: the answer names the flow, and came both ways (acks aside, whose
      // way depends on which copy the app heard first).
      expect((await heard()).filter((entry) => !entry.endsWith('ack'))).toEqual(['channel: session for the flow', 'window message from another window: session for the flow']);
      await expect.poll(() => popup.isClosed(), PAGE_LOAD).toBe(true);

      await byRole(page, 'checkbox', 'Acme Studio').click();
      await byRole(page, 'checkbox', 'Northwind Coffee').click();
      await byRole(page, 'button', 'Connect 2 accounts').click();
      await expect.poll(() => connectStatus(page, 'linkedin'), PAGE_LOAD).toBe('Connected @acme-studio and @northwind-coffee.');
      await expect.poll(() => accountList(page), PAGE_LOAD).toContain('Northwind Coffee');
      const requests = await visit.control<Entry[]>('/requests');
      expect(requests.filter((entry) => entry.operation === 'finalize')).toHaveLength(1);
    }, FLOW.timeout);

    it('takes the popup’s answer from the BroadcastChannel when the popup lost its opener', async () => {
      const { page } = visit;
      await page.goto(visit.app);
      const heard = await hearAnswers(page);
      const popup = await popupOf(page, () => byRole(page, 'button', 'Connect Facebook').click());
      await byRole(popup, 'heading', 'Facebook wants access').wait();
      // What Cross-Origin-Opener-Policy on a real consent page does to the popup.
      await popup.evaluate(() => {
        window.opener = null;
      });
      await allow(popup, 'Facebook');
      await byRole(page, 'dialog', 'Choose what to connect from Facebook').wait();
      expect(await heard()).toEqual(['channel: ack', 'channel: session for the flow']);
      await expect.poll(() => popup.isClosed(), PAGE_LOAD).toBe(true);
    }, FLOW.timeout);

    it('connects Facebook by redirect: a reload on the picker loses nothing, it finalizes once, and the address is clean', async () => {
      const { page } = visit;
      await page.goto(`${visit.app}/?connect=redirect`);
      await byRole(page, 'button', 'Connect Facebook').click();
      await byRole(page, 'heading', 'Facebook wants access').wait();
      await byRole(page, 'button', 'Allow').click();
      await byRole(page, 'heading', 'Choose what to connect').wait();
      expect(callbackParams(page.url())).toEqual([]);

      await page.reload();
      await byRole(page, 'checkbox', 'Acme Studio').click();
      await byRole(page, 'button', 'Connect 1 account').click();
      await byRole(page, 'heading', 'Account connected').wait();
      expect(callbackParams(page.url())).toEqual([]);
      const requests = await visit.control<Entry[]>('/requests');
      expect(requests.filter((entry) => entry.operation === 'finalize')).toHaveLength(1);

      await byRole(page, 'link', 'Back to the app').click();
      await expect.poll(() => accountList(page), PAGE_LOAD).toContain('Acme Studio');
      expect(new URL(page.url()).search).toBe('?connect=redirect');
    }, FLOW.timeout);

    it('connects X, a one-step network, in a popup: no picker, the account listed', async () => {
      const { page } = visit;
      await page.goto(visit.app);
      const popup = await popupOf(page, () => byRole(page, 'button', 'Connect X').click());
      await allow(popup, 'X');
      await expect.poll(() => connectStatus(page, 'x'), PAGE_LOAD).toMatch(/^Connected @\w+\.$/);
      const [account] = await visit.control<Account[]>('/accounts');
      expect(account).toMatchObject({ network: 'x', tenantId: 'acme' });
      await expect.poll(() => accountList(page), PAGE_LOAD).toContain(`@${account!.username}`);
      expect(await page.$$('[role="dialog"]')).toEqual([]);
      await expect.poll(() => popup.isClosed(), PAGE_LOAD).toBe(true);
    }, FLOW.timeout);

    it('connects Bluesky by keyboard alone: Tab to the button, Enter, type, Enter', async () => {
      const { page } = visit;
      await page.goto(visit.app);
      // The dialog's own submit button has the same name: hold on to the one on the page.
      const button = await byRole(page, 'button', 'Connect Bluesky').waitHandle();
      await tabTo(page, button);
      await page.keyboard.press('Enter');
      const handle = await byRole(page, 'textbox', 'Bluesky handle').waitHandle();
      await byRole(page, 'dialog', 'Connect Bluesky').wait();
      // The dialog puts the caret in its first field.
      expect(await isFocused(handle)).toBe(true);
      await page.keyboard.type('ada.bsky.social');
      await page.keyboard.press('Tab');
      await page.keyboard.type('abcd-efgh-ijkl-mnop');
      await page.keyboard.press('Enter');

      await expect.poll(() => connectStatus(page, 'bluesky'), PAGE_LOAD).toBe('Connected @ada.bsky.social.');
      await expect.poll(() => accountList(page), PAGE_LOAD).toContain('@ada.bsky.social');
      // The dialog closed and gave focus back to the button that opened it.
      expect(await isFocused(button)).toBe(true);
      const requests = await visit.control<Entry[]>('/requests');
      expect(requests.filter((entry) => entry.operation === 'connectAppPassword')).toHaveLength(1);
    }, FLOW.timeout);
  });
}
