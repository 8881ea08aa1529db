import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright';
import type { RunOptions, Spec } from 'axe-core';
import { inject } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium.js';

export const origin = () => inject('storybookOrigin');

export const launch = (): Promise<Browser> => chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });

/** What a story reported through Storybook's preview channel, as its own panels would show it. */
export interface ChannelEvent {
  name: string;
  /** The first argument, JSON-encoded (errors as name and message). */
  detail: string;
}

declare global {
  interface Window {
    __storyEvents?: ChannelEvent[];
    /** Where the story `show` asked this document for begins in its record (see storyOutcome). */
    __storyEventsFrom?: number;
  }
}

/**
 * Records the events the preview emits on its channel (a story finished, its play function threw,
 * errors were left unhandled while it played), in every frame of the context, before Storybook
 * itself starts: the built site shows none of them when `throwPlayFunctionExceptions` is off.
 */
export async function recordStoryEvents(context: BrowserContext) {
  await context.addInitScript(() => {
    const events: ChannelEvent[] = [];
    window.__storyEvents = events;
    let channel: { emit: (name: string, ...args: unknown[]) => unknown } | undefined;
    Object.defineProperty(window, '__STORYBOOK_ADDONS_CHANNEL__', {
      configurable: true,
      get: () => channel,
      set(value: typeof channel) {
        channel = value;
        if (!value) return;
        const emit = value.emit.bind(value);
        value.emit = (name, ...args) => {
          const [first] = args;
          const detail = first instanceof Error ? { name: first.name, message: first.message } : first;
          let text: string;
          try {
            text = JSON.stringify(detail, (_key, item: unknown) => (item instanceof Error ? { name: item.name, message: item.message } : item));
          } catch {
            text = String(detail);
          }
          events.push({ name, detail: text ?? '' });
          return emit(name, ...args);
        };
      },
    });
  });
}

const STORYBOOK_STORE_TIMEOUT = /^Timed out waiting for leader state for UniversalStore follower with id: 'storybook\//;

/**
 * The console errors and warnings and the page errors of our stories (the preview frame and the
 * pages it opens), for a test to assert on. The manager's own UI is Storybook's, not ours.
 */
export function collectErrors(page: Page, errors: string[] = [], prefix = ''): string[] {
  page.on('pageerror', (error) => {
    // Storybook's own stores (its status, test and checklist panels) wait a few seconds for the
    // dev server's state and throw this when a busy machine's first compile takes longer; the
    // manager and the preview both hold them. The manager's other errors are Storybook's too.
    if (error.stack?.includes('/sb-manager/') || STORYBOOK_STORE_TIMEOUT.test(error.message)) return;
    errors.push(`${prefix}page error: ${error.message}`);
  });
  page.on('console', (message) => {
    if (message.location().url.includes('/sb-manager/')) return;
    if (message.type() === 'error' || message.type() === 'warning') errors.push(`${prefix}console.${message.type()}: ${message.text()}`);
  });
  return errors;
}

/**
 * Waits for the story in this frame to finish (rendered and played, or failed) and returns its
 * events: those recorded from `from` on, when the frame has shown other stories before it. A story
 * that reloads its frame (Interrupted Uploads) finishes in a new document, whose record starts
 * afresh with the story's second load: there, from its start (the wait outlives the reload).
 */
export async function storyOutcome(page: Page, storyId: string, timeout = 60_000, from = 0): Promise<ChannelEvent[]> {
  const ended = ['storyFinished', 'storyErrored', 'storyThrewException', 'storyMissing'];
  await page.waitForFunction(
    ([id, names, from]) =>
      window.__storyEvents
        ?.slice(window.__storyEventsFrom === from ? from : 0)
        .some((event) => names.includes(event.name) && (event.name !== 'storyFinished' || event.detail.includes(`"storyId":"${id}"`))),
    [storyId, ended, from] as const,
    { timeout, polling: 100 },
  );
  return page.evaluate((from) => (window.__storyEvents ?? []).slice(window.__storyEventsFrom === from ? from : 0), from);
}

/**
 * A few browser contexts ("lanes") that tests take turns on, each recording story events: a lane
 * opens one page after another, as a person clicking through the sidebar would, and `count` lanes
 * run side by side, each a context made with `options` (then `prepare`d). A test waits for a free
 * lane before it opens anything.
 */
export function createLanes(browser: () => Browser, count: number, options: BrowserContextOptions = {}, prepare?: (context: BrowserContext) => Promise<void>) {
  const free: BrowserContext[] = [];
  const all: BrowserContext[] = [];
  const waiting: ((context: BrowserContext) => void)[] = [];

  async function take(): Promise<BrowserContext> {
    const idle = free.pop();
    if (idle) return idle;
    if (all.length < count) {
      const context = await browser().newContext(options);
      all.push(context);
      await recordStoryEvents(context);
      await prepare?.(context);
      return context;
    }
    return new Promise((resolve) => waiting.push(resolve));
  }

  return {
    /** Runs `work` on a free lane, then hands the lane to the next test waiting. */
    async use<T>(work: (context: BrowserContext) => Promise<T>): Promise<T> {
      const context = await take();
      try {
        return await work(context);
      } finally {
        const next = waiting.shift();
        if (next) next(context);
        else free.push(context);
      }
    },
    close: () => Promise.all(all.map((context) => context.close())),
  };
}

/**
 * Waits for the docs page `docsId` in this frame to render, and its live examples with it: each
 * inline block reports when it has rendered (an iframe block reports in its own frame). Counts the
 * events recorded from `from` on, when the frame has shown other pages before it.
 */
export async function docsOutcome(page: Page, docsId: string, from = 0, timeout = 60_000): Promise<ChannelEvent[]> {
  await page.waitForFunction(
    ([id, start]) => window.__storyEvents?.slice(start).some((event) => event.name === 'docsRendered' && event.detail.includes(id)),
    [docsId, from] as const,
    { timeout, polling: 100 },
  );
  await page.waitForFunction(
    (start) => {
      const blocks = document.querySelectorAll('#storybook-docs .docs-story').length - document.querySelectorAll('#storybook-docs .docs-story iframe').length;
      const events = (window.__storyEvents ?? []).slice(start);
      return events.filter((event) => event.name === 'storyRendered').length >= blocks || events.some((event) => event.name === 'storyErrored' || event.name === 'storyThrewException');
    },
    from,
    { timeout, polling: 100 },
  );
  return page.evaluate((start) => (window.__storyEvents ?? []).slice(start), from);
}

/** A lane's preview: the page a person keeps open while clicking from story to story, and its errors. */
export interface Preview {
  page: Page;
  errors: string[];
}
const previews = new WeakMap<BrowserContext, Preview>();

declare global {
  interface Window {
    __STORYBOOK_PREVIEW__?: {
      onSetCurrentStory(selection: { storyId: string; viewMode: 'story' | 'docs' }): Promise<void>;
      /** What the preview shows: a story's render holds the story, its parameters resolved. */
      currentRender?: { story?: { parameters: { a11y?: { config?: Spec; options?: RunOptions; context?: unknown } } } };
    };
  }
}

/** The lane's preview if it still shows Storybook's (a story may have navigated it away), else a new page. */
export async function lanePreview(context: BrowserContext): Promise<Preview & { reusable: boolean }> {
  const kept = previews.get(context);
  if (kept && (await kept.page.evaluate(() => Boolean(window.__STORYBOOK_PREVIEW__) && location.pathname.endsWith('/iframe.html')).catch(() => false))) {
    return { ...kept, reusable: true };
  }
  await kept?.page.close();
  const page = await context.newPage();
  const preview = { page, errors: collectErrors(page) };
  previews.set(context, preview);
  return { ...preview, reusable: false };
}

/**
 * Shows a story or a docs page in the lane's preview, as a click in the sidebar does: the manager
 * asks the preview for it (`onSetCurrentStory`, what its channel's `setCurrentStory` event calls),
 * and the previous one is torn down in place, with no reload. A new preview opens it by its link.
 * Returns where its events begin in the page's record.
 */
export async function show(page: Page, reusable: boolean, id: string, viewMode: 'story' | 'docs'): Promise<number> {
  if (!reusable) {
    await page.goto(`${origin()}/iframe.html?id=${id}&viewMode=${viewMode}`);
    return 0;
  }
  const from = await page.evaluate(() => (window.__storyEventsFrom = window.__storyEvents?.length ?? 0));
  await page.evaluate((selection) => void window.__STORYBOOK_PREVIEW__!.onSetCurrentStory(selection), { storyId: id, viewMode });
  return from;
}

/** After a page that failed, which may have left anything behind, the lane starts from a new preview. */
export async function dropPreview(context: BrowserContext, page: Page) {
  previews.delete(context);
  await page.close();
}
