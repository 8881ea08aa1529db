import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium.js';
import { installExample, start, type Started } from './support.js';

// examples/vite-express as its users run it: installed from the packed tarball, built with its
// own scripts, its Express server in front of the simulated service (the package's own
// socialkit-sim command), and clicked in Chromium.
const API_KEY = 'sk_example_key';
let app: string;
let sim: Started;
let server: Started;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let problems: string[];

const control = (path: string, init?: RequestInit) => fetch(`${sim.url}/__socialkit${path}`, { ...init, headers: { Authorization: `Bearer ${API_KEY}` } });

beforeAll(async () => {
  app = installExample('vite-express');
  // Storage reads each upload at 8 MB/s, as across a network: on loopback progress would never show.
  sim = await start('npx', ['socialkit-sim', '--port', '0', '--api-key', API_KEY, '--storage-rate', String(8 * 1024 * 1024)], app, /Simulated service at (http:\/\/\S+)/);
  server = await start('node', ['server.js'], app, /Dashboard at (http:\/\/\S+)/, { PORT: '0', SOCIAL_API_URL: sim.url, SOCIAL_API_KEY: API_KEY });
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await sim?.stop();
});

beforeEach(async () => {
  await control('/reset', { method: 'POST' });
  context = await browser.newContext();
  page = await context.newPage();
  problems = [];
  const watch = (target: Page) => {
    target.on('pageerror', (error) => problems.push(`${target.url()}: ${error.message}`));
    target.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(`${target.url()}: console.${message.type()}: ${message.text()}`);
    });
  };
  watch(page);
  context.on('page', watch);
});

afterEach(async () => {
  await context.close();
  expect(problems).toEqual([]);
});

const status = (network: string) => page.locator(`[data-scope="connect"][data-part="root"][data-network="${network}"] [data-part="status"]`);
const accounts = () => page.getByRole('list', { name: 'Connected accounts' });

it('connects LinkedIn in a popup: consent on the service’s origin, two pages picked, listed', async () => {
  await page.goto(server.url);
  const [popup] = await Promise.all([context.waitForEvent('page'), page.getByRole('button', { name: 'Connect LinkedIn' }).click()]);
  await popup.getByRole('heading', { name: 'LinkedIn wants access' }).waitFor();
  expect(new URL(popup.url()).origin).toBe(sim.url);
  await popup.getByRole('button', { name: 'Allow' }).click();

  const dialog = page.getByRole('dialog', { name: 'Choose what to connect from LinkedIn' });
  await dialog.getByRole('checkbox', { name: /Acme Studio/ }).check();
  await dialog.getByRole('checkbox', { name: /Northwind Coffee/ }).check();
  await dialog.getByRole('button', { name: 'Connect 2 accounts' }).click();
  await expect.poll(() => status('linkedin').textContent()).toBe('Connected @acme-studio and @northwind-coffee.');
  await accounts().getByText('Acme Studio').first().waitFor();
});

it('connects Bluesky with a handle and an app password', async () => {
  await page.goto(server.url);
  await page.getByRole('button', { name: 'Connect Bluesky' }).click();
  const dialog = page.getByRole('dialog', { name: 'Connect Bluesky' });
  await dialog.getByRole('textbox', { name: 'Bluesky handle' }).fill('ada.bsky.social');
  await dialog.getByLabel('App password', { exact: true }).fill('abcd-efgh-ijkl-mnop');
  await dialog.getByRole('button', { name: 'Connect Bluesky' }).click();
  await expect.poll(() => status('bluesky').textContent()).toMatch(/^Connected @?ada\.bsky\.social\.$/);
});

it('connects Facebook by redirect, and a reload on the callback page loses nothing', async () => {
  await page.goto(`${server.url}/?connect=redirect`);
  await page.getByRole('button', { name: 'Connect Facebook' }).click();
  await page.getByRole('heading', { name: 'Facebook wants access' }).waitFor();
  await page.getByRole('button', { name: 'Allow' }).click();
  await page.getByRole('heading', { name: 'Choose what to connect' }).waitFor();
  // The session token left the address bar once read.
  expect(new URL(page.url()).searchParams.has('session')).toBe(false);
  await page.reload();
  await page.getByRole('checkbox', { name: /Acme Studio/ }).check();
  await page.getByRole('button', { name: 'Connect 1 account' }).click();
  await page.getByRole('heading', { name: 'Account connected' }).waitFor();
  await page.getByRole('link', { name: 'Back to the app' }).click();
  await accounts().getByText('Acme Studio').first().waitFor();
});

it('uploads three files to the service’s storage with progress, and shows them in the gallery', async () => {
  await page.goto(server.url);
  // Every value a row's progress bar showed while its bytes were on the way.
  await page.evaluate(() => {
    const shown: number[] = [];
    (window as { shown?: number[] }).shown = shown;
    new MutationObserver(() => {
      for (const bar of document.querySelectorAll<HTMLProgressElement>('[data-part="item"][data-state="uploading"] progress')) shown.push(bar.value);
    }).observe(document.body, { subtree: true, attributes: true, childList: true });
  });
  const files = ['beach.jpg', 'clip.mp4', 'poster.png'].map((name, i) => ({
    name,
    mimeType: name.endsWith('.mp4') ? 'video/mp4' : name.endsWith('.png') ? 'image/png' : 'image/jpeg',
    buffer: Buffer.alloc(1024 * 1024 * (10 + i), i + 1),
  }));
  await page.getByLabel('Choose files to upload').setInputFiles(files);
  const rows = page.locator('[data-scope="media-uploader"][data-part="item"]');
  await expect.poll(() => rows.evaluateAll((items) => items.map((item) => item.getAttribute('data-state'))), { timeout: 30_000 }).toEqual(['done', 'done', 'done']);
  const shown = await page.evaluate(() => (window as { shown?: number[] }).shown ?? []);
  expect(new Set(shown.filter((value) => value > 0 && value < 1)).size).toBeGreaterThanOrEqual(3);
  await expect.poll(() => page.getByRole('grid', { name: 'Uploaded media' }).getByRole('gridcell').count()).toBe(3);

  const requests = (await (await control('/requests')).json()) as { operation: string }[];
  expect(requests.filter((entry) => entry.operation === 'storagePut')).toHaveLength(3);
  expect(requests.filter((entry) => entry.operation === 'confirmUpload')).toHaveLength(3);
  const media = (await (await control('/media')).json()) as { filename: string; size: number; confirmCount: number }[];
  expect(media.map(({ filename, size, confirmCount }) => ({ filename, size, confirmCount }))).toEqual(
    files.map((file) => ({ filename: file.name, size: file.buffer.length, confirmCount: 1 })),
  );
});

it('disconnects an account', async () => {
  await page.goto(server.url);
  await page.getByRole('button', { name: 'Connect Bluesky' }).click();
  const dialog = page.getByRole('dialog', { name: 'Connect Bluesky' });
  await dialog.getByRole('textbox', { name: 'Bluesky handle' }).fill('grace.bsky.social');
  await dialog.getByLabel('App password', { exact: true }).fill('abcd-efgh-ijkl-mnop');
  await dialog.getByRole('button', { name: 'Connect Bluesky' }).click();
  const row = page.getByRole('listitem').filter({ hasText: 'grace.bsky.social' });
  await row.getByRole('button', { name: /Disconnect/ }).click();
  await row.getByRole('button', { name: 'Confirm' }).click();
  await expect.poll(() => row.count()).toBe(0);
  await page.getByText('Disconnected @grace.bsky.social.').waitFor();
  const requests = (await (await control('/requests')).json()) as { operation: string }[];
  expect(requests.filter((entry) => entry.operation === 'disconnectAccount')).toHaveLength(1);
});

it('ships the dashboard in no more JavaScript than the README says', async () => {
  const scripts: number[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script') scripts.push(gzipSync(await response.body()).length);
  });
  await page.goto(server.url);
  await page.getByRole('button', { name: 'Connect LinkedIn' }).waitFor();
  const total = scripts.reduce((sum, size) => sum + size, 0);
  // A ratchet, as the size-limit entries are: README "Examples" gives 189 KB gzip for the whole
  // page (React, TanStack Query, the library with every component; the MIME table loads later).
  expect(scripts).toHaveLength(1);
  expect(total / 1024).toBeLessThan(190);
});
