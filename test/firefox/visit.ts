import { TargetType, type Browser, type BrowserContext, type ElementHandle, type Locator, type Page } from 'puppeteer-core';
import { startSimulatedService } from '../../src/mocks/node.js';
import type { SimulatedServiceCore } from '../../src/mocks/types.js';
import { headObject } from '../../src/mocks/storage.js';
import { closeFirefox, launchFirefox } from '../support/firefox.js';
import { PAGE_LOAD } from '../support/patience.js';
import { STORAGE_SECRET } from '../support/sharedStorage.js';
import { startStorageServer, type StorageServer } from '../support/storageServer.js';
import { API_KEY, CONFIGURED_NETWORKS, STORAGE_RATE, exampleStack, type ExampleStack, type Service } from '../examples/flows.js';
import type { Started } from '../examples/support.js';

// An example app clicked in Firefox ESR: the same app and control routes as the Chromium flows of
// test/examples/ (exampleStack), driven through puppeteer-core over WebDriver BiDi. Its tickets
// point at the loopback object store the upload tests use (test/support/storageServer.ts): it
// checks signatures and expiry as S3 does, cuts PUTs on demand, and answers a PUT as many stores
// and their proxies do, with an empty body and neither Content-Type nor Content-Length, which is
// what Firefox took for an XML document (the simulated service's own storage sends
// `Content-Length: 0`, and Firefox leaves that alone).

export interface FirefoxVisit extends ExampleStack {
  /** The object store the tickets point at: its objects, requests and faults. */
  storage: StorageServer;
  /** The simulated service itself (in this process), to set up what a test starts from. */
  service: SimulatedServiceCore;
  browser: Browser;
  context: BrowserContext;
  page: Page;
  /** Lets this test's pages log what matches (the browser's own line for a fault the test provokes). */
  allowProblem: (pattern: RegExp) => void;
}

/** Hands `record` each page error, console error and warning of `page`, with the page's address. */
export function recordProblems(page: Page, record: (problem: string) => void) {
  page.on('pageerror', (error) => record(`${page.url()}: ${error instanceof Error ? error.message : String(error)}`));
  page.on('console', (message) => {
    const type = message.type();
    if (type === 'error' || type === 'warn') record(`${page.url()}: console.${type}: ${message.text()}`);
  });
}

/**
 * Starts the example app and Firefox once for the file, and opens a fresh browser context (its
 * own cookies and storage) per test that fails the test on any page error, console error or
 * warning of any of its pages: popups included.
 */
export function visitExampleInFirefox(name: string, startApp: (dir: string, sim: Service) => Promise<Started>): FirefoxVisit {
  let browser: Browser | undefined;
  let storage: StorageServer;
  let service: SimulatedServiceCore;
  let context: BrowserContext;
  let page: Page;
  let problems: string[] = [];
  let allowed: RegExp[] = [];
  const watched = new WeakSet<Page>();
  const watch = (target: Page) => {
    if (watched.has(target)) return;
    watched.add(target);
    recordProblems(target, (problem) => problems.push(problem));
  };
  const stack = exampleStack(name, startApp, {
    launch: async () => {
      browser = await launchFirefox();
    },
    startService: async () => {
      storage = await startStorageServer({ secret: STORAGE_SECRET, bytesPerSecond: STORAGE_RATE });
      const running = await startSimulatedService({
        apiKey: API_KEY,
        configuredNetworks: CONFIGURED_NETWORKS.split(','),
        storageUrl: storage.url,
        storageSecret: STORAGE_SECRET,
        verifyObject: headObject,
      });
      service = running.service;
      return {
        url: running.url,
        stop: async () => {
          await running.close();
          await storage.close();
        },
      };
    },
  });
  const visit: FirefoxVisit = {
    get app() {
      return stack.app;
    },
    get sim() {
      return stack.sim;
    },
    control: stack.control,
    get storage() {
      return storage;
    },
    get service() {
      return service;
    },
    get browser() {
      return browser!;
    },
    get context() {
      return context;
    },
    get page() {
      return page;
    },
    allowProblem: (pattern) => {
      allowed.push(pattern);
    },
  };

  // Registered after the stack's: afterAll hooks run in reverse, so Firefox closes before the app.
  afterAll(async () => {
    await closeFirefox(browser);
  });

  beforeEach(async () => {
    // The store outlives the service's reset: its faults and request log are this test's own.
    storage.faults.length = 0;
    storage.requests.length = 0;
    problems = [];
    allowed = [];
    context = await browser!.createBrowserContext();
    // Pages only: a worker's target (the library's image workers) has no page to give.
    context.on('targetcreated', (target) => {
      if (target.type() === TargetType.PAGE) void target.page().then((opened) => opened && watch(opened));
    });
    page = await context.newPage();
    watch(page);
  });

  afterEach(async () => {
    await context.close();
    expect(problems.filter((problem) => !allowed.some((pattern) => pattern.test(problem)))).toEqual([]);
  });

  return visit;
}

/**
 * The element of this role and accessible name (puppeteer's ARIA query, over BiDi in Firefox),
 * waited for as long as a page load may take.
 */
export const byRole = (page: Page, role: string, name: string): Locator<Element> =>
  page.locator(`::-p-aria([name="${name}"][role="${role}"])`).setTimeout(PAGE_LOAD.timeout);

/**
 * The window a click on `page` opens (the connect popup), once it is there. A window an earlier
 * test closed can still be listed for a moment (its target outlives `isClosed()`): only a target
 * that was not there before the click is taken.
 */
export async function popupOf(page: Page, click: () => Promise<void>): Promise<Page> {
  const before = new Set(page.browserContext().targets());
  const opened = page.browserContext().waitForTarget((target) => target.type() === TargetType.PAGE && !before.has(target), PAGE_LOAD);
  await click();
  const popup = await (await opened).page();
  if (!popup) throw new Error('The click opened no page');
  return popup;
}

/** Presses Tab, as a keyboard user does, until `element` has focus; `most` presses at most. */
export async function tabTo(page: Page, element: ElementHandle, most = 40) {
  for (let pressed = 0; pressed < most; pressed++) {
    await page.keyboard.press('Tab');
    if (await isFocused(element)) return;
  }
  throw new Error(`${most} presses of Tab never reached ${await element.evaluate((node) => node.outerHTML.slice(0, 120))}`);
}

/** Whether `element` has the keyboard's focus. */
export const isFocused = (element: ElementHandle) => element.evaluate((node) => node === document.activeElement);
