import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { AxeResults, ElementContext, RunOptions, Spec } from 'axe-core';
import type { Browser, BrowserContext, Page } from 'playwright';
import { GUIDES, guidePath, headingAnchor } from '../../stories/support/docs/guides.js';
import { AXE_SCRIPT } from '../support/axeInPage.js';
import { FLOW, PAGE_LOAD } from '../support/patience.js';
import { WCAG } from '../support/wcag.js';
import { collectErrors, createLanes, docsOutcome, dropPreview, lanePreview, launch, show, storyOutcome, type ChannelEvent } from './browser.js';

interface IndexEntry {
  id: string;
  type: 'story' | 'docs';
}

const index = JSON.parse(await readFile(resolve(import.meta.dirname, '../../storybook-static/index.json'), 'utf8')) as { entries: Record<string, IndexEntry> };
const stories = Object.values(index.entries).filter((entry) => entry.type === 'story');

// Failed requests that the simulated service answered with an error status: the faults a story
// injects on purpose (its play function asserts what the user sees of them). Anything else fails.
const INJECTED_FAULT = /^console\.error: Failed to load resource: the server responded with a status of \d{3} \(\)$/;
const FAILURES = ['playFunctionThrewException', 'unhandledErrorsWhilePlaying', 'storyErrored', 'storyThrewException', 'storyMissing'];

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

// Two lanes for the stories and one per host page for the docs, each its own context: the
// simulated service keeps its state in localStorage, and a lane shows its pages one after another
// in one preview, as a person clicking through the sidebar sees them (the preview switches stories
// in place; see openStory). Each story, and each page, is a test of its own, with its own time
// limit: a loaded machine makes the whole site take longer, never one page. A story's host page
// follows the system (its default): each story plays with the system light, axe included, then
// the system turns dark under the state it reached and axe reads it again (see darkFindings). A
// docs page's examples follow it the same way (see openDocs).
const storyLanes = createLanes(() => browser, 2, { colorScheme: 'light' });
const docsLanes = createLanes(() => browser, 2, { colorScheme: 'light' });
afterAll(() => Promise.all([storyLanes.close(), docsLanes.close()]));

interface StoryFinished {
  reporters?: { type: string; status: string; result?: { violations?: { id: string; nodes: { target: string[] }[] }[] } }[];
}

/**
 * Why a story did not finish well: what axe found (the a11y addon runs it after every story, and
 * `a11y.test: 'error'` in .storybook/preview.tsx makes a violation fail it), or the event itself.
 */
function unfinished(detail: string): string[] {
  const { reporters = [] } = JSON.parse(detail) as StoryFinished;
  const violations = reporters.flatMap((report) => report.result?.violations ?? []);
  if (!violations.length) return [`storyFinished: ${detail.slice(0, 500)}`];
  return violations.map((violation) => `axe ${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).slice(0, 4).join(', ')}`);
}

/**
 * The roots on a host page that follows the system (the stories' default), with no scheme of the
 * provider's own, that are not in `scheme`'s palette: the system's setting must reach them, or axe
 * reads the other palette.
 */
function astrayRoots(page: Page, scheme: 'light' | 'dark'): Promise<string[]> {
  return page.$$eval(
    '[data-sk-root]',
    (roots, expected) =>
      roots
        .filter((root) => root.closest('[data-theme]')?.getAttribute('data-theme') === 'system' && !root.matches('[data-sk-color-scheme="light"], [data-sk-color-scheme="dark"]'))
        .filter((root) => getComputedStyle(root).colorScheme !== expected)
        .map((root) => root.getAttribute('data-scope') ?? ''),
    scheme,
  );
}

/**
 * Turns the system dark, with axe on the page, once the animations the change started have run
 * (as the a11y addon waits for them before it reads a story): the host page and every root that
 * follows the system turn with it, under the state the page reached. Returns the roots that did not.
 */
async function turnDark(page: Page): Promise<string[]> {
  await page.emulateMedia({ colorScheme: 'dark' });
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE_SCRIPT });
  await page.evaluate(async () => {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const running = () => document.getAnimations().filter((animation) => animation.playState === 'running' && animation.effect?.getTiming().iterations !== Infinity);
    const settled = (async () => {
      while (running().length) await Promise.allSettled(running().map((animation) => animation.finished));
    })();
    await Promise.race([settled, new Promise((resolve) => setTimeout(resolve, 5000))]);
  });
  const astray = await astrayRoots(page, 'dark');
  return astray.length ? [`roots not in the dark palette with the system dark: ${astray.join(', ')}`] : [];
}

/**
 * The a11y addon's pass (`run` in @storybook/addon-a11y's preview) again, over the state the story
 * reached, once the system has turned dark: the same context, the same rule left out, the story's
 * own `a11y` parameters. The story is not played again: its state is the one the light pass judged.
 */
async function darkFindings(page: Page): Promise<string[]> {
  const astray = await turnDark(page);
  const found = await page.evaluate(async () => {
    const { axe } = window as unknown as { axe: { reset(): void; configure(spec: Spec): void; run(context: ElementContext, options: RunOptions): Promise<AxeResults> } };
    const a11y = window.__STORYBOOK_PREVIEW__?.currentRender?.story?.parameters?.a11y;
    // .storybook/preview.tsx sets `a11y.test` for every story: none means the story was not read.
    if (!a11y) return ['the story\'s a11y parameters were not found'];
    const { config = {}, options = {}, context } = a11y;
    const include = context && typeof context === 'object' && 'include' in context ? context.include : (context ?? document.body);
    const exclude = ['.sb-wrapper', '#storybook-docs', '#storybook-highlights-root', ...(context && typeof context === 'object' && 'exclude' in context ? [context.exclude].flat() : [])];
    axe.reset();
    axe.configure({ ...config, rules: [{ id: 'region', enabled: false }, ...(config.rules ?? [])] });
    const result = await axe.run({ include, exclude } as ElementContext, options);
    return result.violations.map((violation) => `axe ${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).slice(0, 4).join(', ')}`);
  });
  return [...astray, ...found];
}

/**
 * Shows one story in the lane's preview and reports what went wrong, with the system light and
 * then dark. The preview stays from one story to the next, as in Storybook itself: a click in the
 * sidebar makes the manager ask the preview for the story (`onSetCurrentStory`, what its channel's
 * `setCurrentStory` event calls), and the previous story is torn down in place, with no reload.
 * The first story of a lane, and the next after one that failed or left the preview (a redirect),
 * opens it by its link.
 */
async function openStory(context: BrowserContext, id: string): Promise<string[]> {
  const { page, errors, reusable } = await lanePreview(context);
  const firstError = errors.length;
  // A popup the story opens (the consent page, the callback) is ours too: its errors count, for
  // this story. One left open is closed by the story's cleanup when the next is shown, and what it
  // prints as it goes (its fetches cut short) is not the next story's.
  const popupErrors: string[] = [];
  const popup = (opened: Page) => void collectErrors(opened, popupErrors, 'popup ');
  context.on('page', popup);
  let clean = false;
  try {
    const from = await show(page, reusable, id, 'story');
    const events: ChannelEvent[] = await storyOutcome(page, id, FLOW.timeout, from);
    const failed = events.filter((event) => FAILURES.includes(event.name)).map((event) => `${event.name}: ${event.detail.slice(0, 500)}`);
    // The stylesheet as the build left it: every component root paints its surface (a bundler
    // that mangles the tokens leaves it transparent, with no border on any control).
    const bare = await page.$$eval('[data-sk-root]', (roots) =>
      roots.filter((root) => ['transparent', 'rgba(0, 0, 0, 0)'].includes(getComputedStyle(root).backgroundColor)).map((root) => root.getAttribute('data-scope')),
    );
    if (bare.length) failed.push(`roots without a surface: ${bare.join(', ')}`);
    const astray = await astrayRoots(page, 'light');
    if (astray.length) failed.push(`roots not in the light palette with the system light: ${astray.join(', ')}`);
    const finished = events.find((event) => event.name === 'storyFinished');
    if (finished && !finished.detail.includes('"status":"success"')) failed.push(...unfinished(finished.detail));
    if (finished && !finished.detail.includes('"type":"a11y"')) failed.push('axe did not run');
    if (!failed.length) failed.push(...(await darkFindings(page)).map((problem) => `dark: ${problem}`));
    failed.push(...[...errors.slice(firstError), ...popupErrors].filter((error) => !INJECTED_FAULT.test(error.replace(/^popup /, ''))));
    clean = failed.length === 0;
    return failed.map((problem) => `${id}: ${problem}`);
  } finally {
    context.off('page', popup);
    if (clean) await page.emulateMedia({ colorScheme: 'light' });
    else await dropPreview(context, page);
  }
}

describe('every story of the built site opens, its play function passing with no error, and axe finds nothing with the system light, nor once it turns dark', () => {
  it('has them all in its index', () => {
    expect(stories.length).toBeGreaterThan(90);
  });
  for (const story of stories) {
    it.concurrent(story.id, async ({ expect }) => {
      expect(await storyLanes.use((context) => openStory(context, story.id))).toEqual([]);
    }, FLOW.timeout + 60_000);
  }
});

const docs = Object.values(index.entries).filter((entry) => entry.type === 'docs');
const DOCS_FAILURES = ['docsRendered', 'storyErrored', 'storyThrewException', 'storyMissing', 'playFunctionThrewException', 'unhandledErrorsWhilePlaying'];

/** axe's WCAG findings over what `scope` selects on the page, if anything. */
function docsFindings(page: Page, scope: string): Promise<string[]> {
  return page.evaluate(
    async ([scope, tags]) => {
      const { axe } = window as unknown as { axe: { run: (context: string, options: RunOptions) => Promise<AxeResults> } };
      // A page with no example (a guide's) shows nothing the host changes.
      if (!document.querySelector(scope)) return [];
      const found = await axe.run(scope, { runOnly: tags });
      return found.violations.map((violation) => `axe ${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).slice(0, 4).join(', ')}`);
    },
    [scope, WCAG] as const,
  );
}

/**
 * Opens one docs page as the sidebar does, in the lane's preview (kept from page to page), and
 * reports what went wrong on it, axe's findings (WCAG 2.2 AA) included: over the whole page with
 * the system light (our prose, the examples and the props tables), then over the examples once
 * the system turns dark. Each example's host page follows the system (the `host` toolbar's
 * default), as a story's does: the page is not rendered again, and the system changes nothing
 * else on it.
 */
async function openDocs(context: BrowserContext, id: string): Promise<string[]> {
  const { page, errors, reusable } = await lanePreview(context);
  const firstError = errors.length;
  let clean = false;
  try {
    const from = await show(page, reusable, id, 'docs');
    // The page, and the live examples on it: they run too.
    const events = await docsOutcome(page, id, from);
    const failed = events.filter((event) => DOCS_FAILURES.slice(1).includes(event.name)).map((event) => `${event.name}: ${event.detail.slice(0, 500)}`);
    // Storybook's own error screen, or a page that rendered no heading at all.
    if (await page.locator('.sb-show-errordisplay, #error-message:visible').count()) failed.push('the error screen is showing');
    if (!(await page.locator('#storybook-docs h1').count())) failed.push('no title');
    // Two headings of one name share an anchor: a link to the second lands on the first.
    const ids = await page.$$eval('#storybook-docs [id]', (elements) => elements.map((element) => element.id));
    const repeated = [...new Set(ids.filter((id, index) => ids.indexOf(id) !== index))];
    if (repeated.length) failed.push(`ids used twice: ${repeated.join(', ')}`);
    // axe reads the page once every example has rendered (above): a story block still loading
    // its example can overflow for a moment (a loaded CI run saw scrollable-region-focusable once,
    // when a fixed wait had passed before the block had rendered). On the lane's first page the
    // load also settles: Storybook's own chunks and the examples' first requests. (A later page
    // is no navigation, so the load's network-idle state says nothing about it.)
    if (!reusable) await page.waitForLoadState('networkidle');
    if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE_SCRIPT });
    failed.push(...(await docsFindings(page, '#storybook-docs')).map((problem) => `light: ${problem}`));
    const dark = [...(await turnDark(page)), ...(await docsFindings(page, '#storybook-docs .docs-story'))];
    failed.push(...dark.map((problem) => `dark: ${problem}`));
    failed.push(...errors.slice(firstError).filter((error) => !INJECTED_FAULT.test(error)));
    clean = failed.length === 0;
    return failed.map((problem) => `${id}: ${problem}`);
  } finally {
    if (clean) await page.emulateMedia({ colorScheme: 'light' });
    else await dropPreview(context, page);
  }
}

describe('every docs page of the built site opens with its examples, no error and nothing axe finds with the system light, nor once it turns dark', () => {
  it('has one for every component and hook', () => {
    expect(docs.length).toBeGreaterThan(20);
  });
  for (const entry of docs) {
    it.concurrent(entry.id, async ({ expect }) => {
      expect(await docsLanes.use((context) => openDocs(context, entry.id))).toEqual([]);
    }, 240_000);
  }
});

/** Opens one guide's page and reports what its Markdown lost on the way. */
async function checkGuide(context: BrowserContext, guide: (typeof GUIDES)[number]): Promise<string[]> {
  const problems: string[] = [];
  const id = guidePath(guide.title).slice('/docs/'.length);
  const markdown = await readFile(resolve(import.meta.dirname, '../..', guide.file), 'utf8');
  const prose = markdown.replace(/```[\s\S]*?```/g, '');
  const anchors = [...prose.matchAll(/^#{2,6} (.+)$/gm)].map((match) => headingAnchor(match[1]!));
  const blocks = (markdown.match(/^```/gm) ?? []).length / 2;
  // In the lane's preview, as the docs pages: a guide is a docs page of the same site.
  const { page, reusable } = await lanePreview(context);
  const from = await show(page, reusable, id, 'docs');
  await page.waitForFunction(
    ([docsId, start]) => window.__storyEvents?.slice(start).some((event) => event.name === 'docsRendered' && event.detail.includes(docsId)),
    [id, from] as const,
    PAGE_LOAD,
  );
  // Code blocks highlight after the page: wait for them, or for the check below to say how many came.
  await page.waitForFunction((count) => document.querySelectorAll('#storybook-docs .docblock-source').length >= count, blocks, PAGE_LOAD).catch(() => undefined);
  const rendered = await page.evaluate(() => {
    const root = document.querySelector('#storybook-docs')!;
    // The prose without its code: a backtick or a table's pipe left there is Markdown not rendered.
    const prose = root.cloneNode(true) as Element;
    prose.querySelectorAll('pre, code').forEach((code) => code.remove());
    return {
      ids: [...root.querySelectorAll('h2[id], h3[id], h4[id]')].map((heading) => heading.id),
      sources: root.querySelectorAll('.docblock-source').length,
      links: [...root.querySelectorAll('a[href]')].map((link) => link.getAttribute('href')!),
      raw: /\]\(|^#+ |[`|]/m.test(prose.textContent ?? ''),
    };
  });
  const missing = anchors.filter((anchor) => !rendered.ids.includes(anchor));
  if (missing.length) problems.push(`${guide.file}: no heading at #${missing.join(', #')}`);
  if (rendered.sources < blocks) problems.push(`${guide.file}: ${rendered.sources} of ${blocks} code blocks`);
  if (rendered.raw) problems.push(`${guide.file}: Markdown left as text`);
  const stray = rendered.links.filter((href) => /\.md(#|$)/.test(href));
  if (stray.length) problems.push(`${guide.file}: links to Markdown files: ${stray.join(', ')}`);
  return problems;
}

describe('each guide renders from its Markdown: every heading at the anchor GitHub gives it, every code block, links mapped', () => {
  for (const guide of GUIDES) {
    it(guide.file, async () => {
      expect(await docsLanes.use((context) => checkGuide(context, guide))).toEqual([]);
    }, 180_000);
  }
});
