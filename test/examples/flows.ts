import { rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium.js';
import { filesOnDisk } from '../support/filesOnDisk.js';
import { progressSteps, recordProgress } from '../support/pageProbes.js';
import { installExample, start, type Started } from './support.js';

// What every example app must do as its users do it, clicked in Chromium against the simulated
// service (the package's own socialkit-sim command, behind the app's proxy).

export const API_KEY = 'sk_example_key_4f7a2c';
/** Every network but Pinterest, which the Next example's admin page configures. */
export const CONFIGURED_NETWORKS = 'linkedin,facebook,instagram,youtube,x,bluesky,threads,tiktok';
/** Bytes a second storage reads of each upload, as across a network: on loopback progress never shows. */
export const STORAGE_RATE = 8 * 1024 * 1024;

/** An example app and the simulated service behind it, for the tests of one file. */
/** The simulated service on loopback, wherever it runs. */
export interface Service {
  url: string;
  stop: () => Promise<void>;
}

export interface ExampleStack {
  /** The example app's own URL. */
  app: string;
  sim: Service;
  /** The simulated service's control routes (reset, faults, request log, records). */
  control: <T = unknown>(path: string, init?: RequestInit) => Promise<T>;
}

export interface ExampleStackOptions {
  /** Starts the browser, once the app is up. */
  launch?: () => Promise<void>;
  /** Another simulated service than the socialkit-sim command (one in front of another storage). */
  startService?: (dir: string) => Promise<Service>;
}

/**
 * Installs and builds examples/<name> from the packed tarball, starts the simulated service (by
 * default the command the app got with the package), then the app; resets the service before each
 * test and stops everything after the file. The browser is the caller's (Chromium here, Firefox in
 * test/firefox/).
 */
export function exampleStack(name: string, startApp: (dir: string, sim: Service) => Promise<Started>, options: ExampleStackOptions = {}): ExampleStack {
  let sim: Service;
  let app: Started;
  let dir: string | undefined;
  const stack: ExampleStack = {
    get app() {
      return app.url;
    },
    get sim() {
      return sim;
    },
    control: async <T,>(path: string, init?: RequestInit) => {
      const response = await fetch(`${sim.url}/__socialkit${path}`, { ...init, headers: { Authorization: `Bearer ${API_KEY}` } });
      return (response.status === 204 ? undefined : await response.json()) as T;
    },
  };

  beforeAll(async () => {
    dir = installExample(name);
    sim = options.startService
      ? await options.startService(dir)
      : await start('npx', ['socialkit-sim', '--port', '0', '--api-key', API_KEY, '--networks', CONFIGURED_NETWORKS, '--storage-rate', String(STORAGE_RATE)], dir, /Simulated service at (http:\/\/\S+)/);
    app = await startApp(dir, sim);
    await options.launch?.();
  }, 300_000);

  afterAll(async () => {
    await app?.stop();
    await sim?.stop();
    // The app's copy, its tarball and its node_modules: a few hundred MB a run on a shared machine.
    if (dir) rmSync(dirname(dir), { recursive: true, force: true });
  });

  beforeEach(async () => {
    await stack.control('/reset', { method: 'POST' });
  });

  return stack;
}

/** examples/vite-express's Express server, in front of the simulated service. */
export const startViteExpress = (dir: string, sim: Service) =>
  start('node', ['server.js'], dir, /Dashboard at (http:\/\/\S+)/, { PORT: '0', SOCIAL_API_URL: sim.url, SOCIAL_API_KEY: API_KEY });

export interface Visit extends ExampleStack {
  context: BrowserContext;
  page: Page;
  /** Another browser, as a second person's: closed after the test, watched like the first. */
  otherContext: () => Promise<BrowserContext>;
  /** Lets this test's page log what matches (the browser's own line for a refusal the test provokes). */
  allowProblem: (pattern: RegExp) => void;
}

/**
 * The example app in Chromium: a fresh browser context per test that fails the test on any page
 * error, console error or warning.
 */
export function visitExample(name: string, startApp: (dir: string, sim: Service) => Promise<Started>): Visit {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let problems: string[] = [];
  let allowed: RegExp[] = [];
  let others: BrowserContext[] = [];
  const watch = (target: Page) => {
    target.on('pageerror', (error) => problems.push(`${target.url()}: ${error.message}`));
    target.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(`${target.url()}: console.${message.type()}: ${message.text()}`);
    });
  };
  const stack = exampleStack(name, startApp, {
    launch: async () => {
      browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    },
  });
  const visit: Visit = {
    get app() {
      return stack.app;
    },
    get sim() {
      return stack.sim;
    },
    control: stack.control,
    allowProblem: (pattern) => {
      allowed.push(pattern);
    },
    get context() {
      return context;
    },
    get page() {
      return page;
    },
    otherContext: async () => {
      const other = await browser.newContext();
      others.push(other);
      other.on('page', watch);
      return other;
    },
  };

  // Registered after the stack's: Vitest runs afterAll hooks in reverse, so the browser closes
  // before the app and the service stop.
  afterAll(async () => {
    await browser?.close();
  });

  beforeEach(async () => {
    context = await browser.newContext();
    page = await context.newPage();
    problems = [];
    allowed = [];
    others = [];
    watch(page);
    context.on('page', watch);
  });

  afterEach(async () => {
    await context.close();
    for (const other of others) await other.close();
    expect(problems.filter((problem) => !allowed.some((pattern) => pattern.test(problem)))).toEqual([]);
  });

  return visit;
}

const connectStatus = (page: Page, network: string) => page.locator(`[data-scope="connect-account-button"][data-part="root"][data-network="${network}"] [data-part="status"]`);
const accountList = (page: Page) => page.getByRole('list', { name: 'Connected accounts' });

/** Connects a Bluesky account through the app's HandleAppPasswordForm. */
export async function connectBluesky(page: Page, handle: string) {
  await page.getByRole('button', { name: 'Connect Bluesky' }).click();
  const dialog = page.getByRole('dialog', { name: 'Connect Bluesky' });
  await dialog.getByRole('textbox', { name: 'Bluesky handle' }).fill(handle);
  await dialog.getByLabel('App password', { exact: true }).fill('abcd-efgh-ijkl-mnop');
  await dialog.getByRole('button', { name: 'Connect Bluesky' }).click();
  await expect.poll(() => connectStatus(page, 'bluesky').textContent()).toBe(`Connected @${handle}.`);
}

/** The flows every example runs: connect (popup, redirect, app password), upload, disconnect. */
export function itRunsEveryFlow(visit: Visit) {
  it('connects LinkedIn in a popup: consent on the service’s origin, two pages picked, listed', async () => {
    const { page, context } = visit;
    await page.goto(visit.app);
    const [popup] = await Promise.all([context.waitForEvent('page'), page.getByRole('button', { name: 'Connect LinkedIn' }).click()]);
    await popup.getByRole('heading', { name: 'LinkedIn wants access' }).waitFor();
    expect(new URL(popup.url()).origin).toBe(visit.sim.url);
    await popup.getByRole('button', { name: 'Allow' }).click();

    const dialog = page.getByRole('dialog', { name: 'Choose what to connect from LinkedIn' });
    await dialog.getByRole('checkbox', { name: /Acme Studio/ }).check();
    await dialog.getByRole('checkbox', { name: /Northwind Coffee/ }).check();
    await dialog.getByRole('button', { name: 'Connect 2 accounts' }).click();
    await expect.poll(() => connectStatus(page, 'linkedin').textContent()).toBe('Connected @acme-studio and @northwind-coffee.');
    await accountList(page).getByText('Northwind Coffee').waitFor();
    const accounts = await visit.control<{ network: string; tenantId: string }[]>('/accounts');
    // The proxy forced the session's tenant: the page never named one.
    expect(accounts.map(({ network, tenantId }) => [network, tenantId])).toEqual([
      ['linkedin', 'acme'],
      ['linkedin', 'acme'],
    ]);
  });

  it('connects Bluesky with a handle and an app password', async () => {
    await visit.page.goto(visit.app);
    await connectBluesky(visit.page, 'ada.bsky.social');
    await accountList(visit.page).getByText('@ada.bsky.social').waitFor();
  });

  it('connects Facebook by redirect, and a reload on the callback page loses nothing', async () => {
    const { page } = visit;
    await page.goto(`${visit.app}/?connect=redirect`);
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
    await accountList(page).getByText('Acme Studio').waitFor();
  });

  it('refuses a callback link another browser started: the person who opens it sees why, and nothing is read or connected', async () => {
    const { page } = visit;
    // Someone starts a redirect connect and, instead of finishing it, sends its callback link.
    await page.goto(`${visit.app}/?connect=redirect`);
    const callback = page.waitForRequest((request) => /\/connect\/callback\?session=/.test(request.url()));
    await page.getByRole('button', { name: 'Connect Facebook' }).click();
    await page.getByRole('button', { name: 'Allow' }).click();
    const link = (await callback).url();
    await page.getByRole('heading', { name: 'Choose what to connect' }).waitFor();
    const before = await visit.control<{ operation: string }[]>('/requests');

    // A signed-in user of the app opens it in their own browser.
    const victim = await (await visit.otherContext()).newPage();
    await victim.goto(link);
    await victim.getByRole('heading', { name: 'This connection was not started here' }).waitFor();
    expect(new URL(victim.url()).searchParams.has('session')).toBe(false);
    await expect.poll(() => victim.getByRole('checkbox').count()).toBe(0);
    const after = await visit.control<{ operation: string }[]>('/requests');
    expect(after.slice(before.length).filter((entry) => entry.operation === 'pendingSession' || entry.operation === 'finalize')).toEqual([]);
    await victim.getByRole('link', { name: 'Connect an account' }).click();
    await victim.getByRole('button', { name: 'Connect Facebook' }).waitFor();
  });

  const fileOf = filesOnDisk();

  it('uploads three files to the service’s storage with progress, and shows them in the gallery', async () => {
    const { page } = visit;
    await page.goto(visit.app);
    await recordProgress(page);
    // Larger than the sockets' buffers, so the bar moves with what storage has read.
    const files = [fileOf('beach.jpg', 10, 1), fileOf('clip.mp4', 11, 2), fileOf('poster.png', 12, 3)];
    await page.getByLabel('Choose files to upload').setInputFiles(files.map((file) => file.path));
    const rows = page.locator('[data-scope="media-uploader"][data-part="item"]');
    await expect.poll(() => rows.evaluateAll((items) => items.map((item) => item.getAttribute('data-state'))), { timeout: 30_000 }).toEqual(['done', 'done', 'done']);
    expect(await progressSteps(page)).toBeGreaterThanOrEqual(3);
    await expect.poll(() => page.getByRole('grid', { name: 'Uploaded media' }).getByRole('gridcell').count()).toBe(3);

    const requests = await visit.control<{ operation: string }[]>('/requests');
    expect(requests.filter((entry) => entry.operation === 'storagePut')).toHaveLength(3);
    expect(requests.filter((entry) => entry.operation === 'confirmUpload')).toHaveLength(3);
    const media = await visit.control<{ filename: string; size: number; confirmCount: number }[]>('/media');
    // Three uploads run at once, so the service records them in the order their confirms land.
    const byName = (a: { filename: string }, b: { filename: string }) => a.filename.localeCompare(b.filename);
    expect(media.map(({ filename, size, confirmCount }) => ({ filename, size, confirmCount })).sort(byName)).toEqual(
      files.map((file) => ({ filename: file.name, size: file.size, confirmCount: 1 })).sort(byName),
    );
  });

  it('disconnects an account, after asking', async () => {
    const { page } = visit;
    await page.goto(visit.app);
    await connectBluesky(page, 'grace.bsky.social');
    const row = accountList(page).getByRole('listitem').filter({ hasText: 'grace.bsky.social' });
    await row.getByRole('button', { name: 'Disconnect @grace.bsky.social' }).click();
    await row.getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(() => row.count()).toBe(0);
    await page.getByText('Disconnected @grace.bsky.social.').waitFor();
    const requests = await visit.control<{ operation: string }[]>('/requests');
    expect(requests.filter((entry) => entry.operation === 'disconnectAccount')).toHaveLength(1);
    expect(await visit.control('/accounts')).toEqual([]);
  });
}

/** The gzip size of every script the app's page loads until its first button is there. */
export async function scriptBytes(page: Page, url: string): Promise<number[]> {
  const { gzipSync } = await import('node:zlib');
  const sizes: Promise<number>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') sizes.push(response.body().then((body) => gzipSync(body).length));
  });
  await page.goto(url);
  await page.getByRole('button', { name: 'Connect LinkedIn' }).waitFor();
  await page.waitForLoadState('networkidle');
  return Promise.all(sizes);
}
