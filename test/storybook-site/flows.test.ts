import type { Browser, BrowserContext, Page } from 'playwright';
import { PAGE_LOAD, TRANSFER } from '../support/patience.js';
import { collectErrors, launch, origin, recordStoryEvents } from './browser.js';
import { attribute, connectFacebook, openFromSidebar } from './newcomer.js';

// The built Storybook as a newcomer clicks it (newcomer.ts): every step is a click or a keystroke
// on what the page shows. dev.test.ts runs the main flow on `npm run storybook`'s dev server.

let browser: Browser;
let context: BrowserContext;
let page: Page;
let errors: string[];

// One browser session for the file, as a newcomer tries one flow after another in one window: the
// site's files come from its cache after the first (the simulated service's state carries over,
// and no flow here depends on what another left). A fresh tab for each flow.
beforeAll(async () => {
  browser = await launch();
  context = await browser.newContext();
  await recordStoryEvents(context);
});
afterAll(() => browser?.close());

beforeEach(async () => {
  page = await context.newPage();
  errors = collectErrors(page);
});
afterEach(async () => {
  await Promise.all(context.pages().map((open) => open.close()));
  expect(errors).toEqual([]);
});

const openInManager = (storyId: string, args?: string) => openFromSidebar(page, origin(), storyId, args);

it('connects Facebook in a popup: consent, two of three pages picked, connected', () => connectFacebook(page, origin()));

it('connects LinkedIn by redirect: the preview frame shows the consent, then the callback, where a page is picked', async () => {
  const story = await openInManager('components-connectaccountbutton--idle', 'network:linkedin;mode:redirect');
  await story.getByRole('button', { name: 'Connect LinkedIn' }).click();

  await story.getByRole('heading', { name: 'LinkedIn wants access' }).waitFor();
  await story.getByRole('button', { name: 'Allow' }).click();

  await story.getByRole('heading', { name: 'Choose what to connect' }).waitFor();
  const frame = page.frame({ url: /iframe\.html/ });
  expect(frame?.url()).not.toMatch(/[?&]session=/);
  await story.getByRole('checkbox', { name: /Acme Studio/ }).check();
  await story.getByRole('button', { name: 'Connect 1 account' }).click();
  await story.getByRole('heading', { name: 'Account connected' }).waitFor();
  await story.getByRole('link', { name: 'Back to the app' }).click();
  await story.getByRole('button', { name: 'Connect LinkedIn' }).waitFor();
});

it('connects Bluesky with a handle and an app password, by keyboard', async () => {
  const story = await openInManager('components-connectaccountbutton--idle', 'network:bluesky');
  const trigger = story.getByRole('button', { name: 'Connect Bluesky' });
  await trigger.focus();
  await page.keyboard.press('Enter');
  const dialog = story.getByRole('dialog', { name: 'Connect Bluesky' });
  await dialog.getByRole('textbox', { name: 'Bluesky handle' }).fill(`newcomer${Date.now()}.bsky.social`);
  await dialog.getByLabel('App password', { exact: true }).fill('abcd-efgh-ijkl-mnop');
  await page.keyboard.press('Enter');
  const root = story.locator('[data-scope="connect-account-button"][data-part="root"]');
  await expect.poll(attribute(root, 'data-state'), PAGE_LOAD).toBe('connected');
  await expect.poll(() => story.getByRole('status').textContent(), PAGE_LOAD).toMatch(/^Connected @?newcomer\d+\.bsky\.social\.$/);
});

it('uploads three files, each through its upload step, to done', async () => {
  const story = await openInManager('components-mediauploader--idle');
  // Every state each row shows, as it shows it, recorded in the preview frame.
  const preview = page.frames().find((frame) => frame.url().includes('iframe.html'))!;
  await preview.evaluate(() => {
    const seen: Record<string, string[]> = {};
    Object.assign(window, { __rowStates: seen });
    const record = () => {
      for (const row of document.querySelectorAll('[data-scope="media-uploader"][data-part="item"]')) {
        const name = row.querySelector('[data-part="name"]')?.textContent ?? '';
        const states = (seen[name] ??= []);
        const state = row.getAttribute('data-state') ?? '';
        if (states.at(-1) !== state) states.push(state);
      }
    };
    new MutationObserver(record).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-state'] });
  });
  const files = ['beach.jpg', 'clip.mp4', 'poster.png'].map((name, i) => ({
    name,
    mimeType: name.endsWith('.mp4') ? 'video/mp4' : name.endsWith('.png') ? 'image/png' : 'image/jpeg',
    buffer: Buffer.alloc(400_000 * (i + 1), i + 1),
  }));
  await story.locator('input[type="file"]').setInputFiles(files);

  const rows = story.locator('[data-scope="media-uploader"][data-part="item"]');
  await expect.poll(() => rows.evaluateAll((items) => items.map((item) => item.getAttribute('data-state'))), TRANSFER).toEqual(['done', 'done', 'done']);
  const totals = story.locator('[data-part="totals-progress"]');
  await expect.poll(() => totals.evaluate((bar) => (bar as HTMLProgressElement).value), TRANSFER).toBe(1);
  const seen = (await preview.evaluate(() => (window as unknown as { __rowStates: Record<string, string[]> }).__rowStates)) ?? {};
  expect(Object.keys(seen).sort()).toEqual(['beach.jpg', 'clip.mp4', 'poster.png']);
  for (const states of Object.values(seen)) {
    expect(states).toContain('uploading');
    expect(states.at(-1)).toBe('done');
  }
});

it('paints the whole canvas as the host page picked in the toolbar, not a band around the story', async () => {
  const story = await openInManager('components-connectaccountbutton--idle');
  await story.getByRole('button', { name: 'Connect Facebook' }).waitFor();
  await page.getByRole('button', { name: /Host page: follows the system/ }).click();
  await page.getByText(/^Host page: dark dashboard/).click();
  await page.getByRole('button', { name: /Host page: dark dashboard/ }).waitFor();
  const preview = page.frames().find((frame) => frame.url().includes('iframe.html'))!;
  // The frame's body, all around and far below the story, in the host's colour, as the story's own box.
  // The toolbar shows the choice before the preview, which hears of it over Storybook's channel, has
  // painted it: a clean-clone CI run once read the canvas still white.
  const colours = () => preview.evaluate(() => [getComputedStyle(document.body).backgroundColor, getComputedStyle(document.querySelector('#storybook-root > *')!).backgroundColor]);
  await expect.poll(colours, PAGE_LOAD).toEqual(['rgb(15, 17, 21)', 'rgb(15, 17, 21)']);
});
