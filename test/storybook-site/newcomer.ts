import type { FrameLocator, Page } from 'playwright';
import { PAGE_LOAD } from '../support/patience.js';

// What a newcomer does in Storybook, wherever it is served (the built site, or `npm run
// storybook`'s dev server): open a story from the sidebar's URL, in the manager, and click the
// component inside Storybook's own preview frame. Nothing here reaches into the simulated service.

/** How long a story may take to appear the first time its Storybook is opened. */
const FIRST_PAINT = { timeout: 180_000 };

/** The story as its sidebar link opens it, with args set the way the Controls panel writes them into the URL. */
export async function openFromSidebar(page: Page, base: string, storyId: string, args?: string): Promise<FrameLocator> {
  await page.goto(`${base}/?path=/story/${storyId}${args ? `&args=${args}` : ''}`);
  const preview = page.frameLocator('#storybook-preview-iframe');
  // On `npm run storybook` the dev server compiles the preview and the story's modules on this
  // first request: over a minute on a loaded machine (CI, two test files at a time). The built
  // site shows it at once; either way the wait ends when the story is there.
  await preview.locator('#storybook-root').waitFor(FIRST_PAINT);
  return preview;
}

export const attribute = (locator: ReturnType<FrameLocator['locator']>, name: string) => () => locator.getAttribute(name);

/** The main flow: "Connect Facebook", Allow in the popup, two of three pages picked, connected. */
export async function connectFacebook(page: Page, base: string) {
  const story = await openFromSidebar(page, base, 'components-connectaccountbutton--idle');
  const [popup] = await Promise.all([page.context().waitForEvent('page'), story.getByRole('button', { name: 'Connect Facebook' }).click()]);
  await expect.poll(() => story.getByRole('status').textContent(), PAGE_LOAD).toBe('Finish connecting in the Facebook window.');

  await popup.getByRole('heading', { name: 'Facebook wants access' }).waitFor(PAGE_LOAD);
  await expect.poll(() => popup.getByRole('spinbutton', { name: 'Pages to share' }).inputValue(), PAGE_LOAD).toBe('3');
  await popup.getByRole('button', { name: 'Allow' }).click();

  const dialog = story.getByRole('dialog', { name: 'Choose what to connect from Facebook' });
  await dialog.getByRole('checkbox', { name: /Acme Studio/ }).check();
  await dialog.getByRole('checkbox', { name: /Northwind Coffee/ }).check();
  await dialog.getByRole('button', { name: 'Connect 2 accounts' }).click();

  const root = story.locator('[data-scope="connect-account-button"][data-part="root"]');
  await expect.poll(attribute(root, 'data-state'), PAGE_LOAD).toBe('connected');
  await expect.poll(() => story.getByRole('status').textContent(), PAGE_LOAD).toBe('Connected @acme-studio and @northwind-coffee.');
  await expect.poll(() => popup.isClosed(), PAGE_LOAD).toBe(true);
}
