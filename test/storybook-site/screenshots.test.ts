import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import type { Browser, BrowserContext, Page } from 'playwright';
import { createLanes, dropPreview, lanePreview, launch, show, storyOutcome } from './browser.js';

// The look of each component's main states, light and dark, against baselines committed under
// test/screenshots/<component>/<story>-<host>.png: the story as the built Storybook renders it,
// clipped to the story's host page, compared pixel by pixel. On a difference the test fails and
// writes what it saw and the difference under test/screenshots/.failed/ (ignored by git).
// `npm run screenshots:update` (SCREENSHOTS_UPDATE=1) writes the baselines anew: look at them
// before committing them.

const ROOT = resolve(import.meta.dirname, '../..');
const BASELINES = join(ROOT, 'test/screenshots');
const FAILED = join(BASELINES, '.failed');
const UPDATE = process.env.SCREENSHOTS_UPDATE === '1';

/**
 * Each component's main states, by story export name: states that stay put once played (no
 * flows), none that needs a popup of its own or shows a picture from outside the site. Stories
 * that count down read a clock frozen at FROZEN_AT.
 */
const STATES: Record<string, string[]> = {
  AccountList: ['FilteredByNetwork', 'EmptyTenant', 'Loading', 'LoadError'],
  ConnectAccountButton: ['EachNetwork', 'Pending', 'Error'],
  ConnectCallback: ['PagesLoaded', 'Expired', 'DeniedConsent'],
  HandleAppPasswordForm: ['WithCancel', 'FieldErrors', 'Conflict'],
  MediaGallery: ['ThreeColumns', 'SingleSelection', 'Empty'],
  MediaUploader: ['Idle', 'EachState', 'Rejections'],
  PagePicker: ['SeveralPages', 'Empty', 'FinalizeError'],
  PlatformOptionsPanel: ['Instagram', 'YouTube', 'InvalidValues'],
};
const HOSTS = ['light', 'dark'] as const;

/** Every story's clock: the countdowns, "expires in", and whatever the simulated service stamps. */
const FROZEN_AT = new Date('2026-01-15T10:00:00Z');
/** A fixed page, so a component that fills its width always gets the same. */
const VIEWPORT = { width: 760, height: 900 };

/**
 * What the baselines were drawn with: the library's font stack (`system-ui, …, sans-serif`) on
 * Debian's chromium resolves to DejaVu Sans, from fonts-dejavu-core, which Debian's fontconfig
 * depends on (so `apt-get install chromium`, as .ci/run does, brings it). A machine that draws
 * another face would fail every picture: this says why instead.
 */
const BASELINE_FONTS = new Set(['DejaVuSans', 'DejaVuSans-Bold']);

/**
 * The Chromium the baselines were drawn with, written with them. Another major version may lay
 * text out a pixel apart (Debian's 150 drew every list a pixel shorter than 156): a failure then
 * names both, so it reads as the machine's and not the change's.
 */
const DRAWN_WITH = join(BASELINES, 'drawn-with.json');

/**
 * How far a picture may move before it is a regression. A pixel differs when its colour moves
 * past pixelmatch's perceptual threshold (0.1, its default); anti-aliasing alone (a glyph's edge
 * rasterised a shade apart) does not count. Any other pixel does: the same Chromium and fonts draw
 * the same picture bit for bit, so the allowance is only a few stray pixels, and a radius or a
 * padding one step off fails (CONTRIBUTING.md, "Screenshot tests", says how this was checked).
 */
const THRESHOLD = 0.1;
const MAX_DIFF_PIXELS = 8;

const kebab = (name: string) => name.replace(/(?<=[a-z0-9])(?=[A-Z])/g, '-').toLowerCase();
const storyId = (component: string, story: string) => `components-${component.toLowerCase()}--${kebab(story)}`;

type Host = (typeof HOSTS)[number];

let browser: Browser;
/** Set when the baselines came from another Chromium major version than this one. */
let otherChromium: string | undefined;
beforeAll(async () => {
  browser = await launch();
  await rm(FAILED, { recursive: true, force: true });
  const major = (version: string) => version.split('.')[0];
  if (UPDATE) await writeFile(DRAWN_WITH, `${JSON.stringify({ chromium: browser.version() }, null, 2)}\n`);
  else if (existsSync(DRAWN_WITH)) {
    const drawn = (JSON.parse(await readFile(DRAWN_WITH, 'utf8')) as { chromium: string }).chromium;
    if (major(drawn) !== major(browser.version())) otherChromium = `the baselines were drawn with Chromium ${drawn} and this is ${browser.version()}: install the one they were drawn with (apt-get update && apt-get install chromium), or update them if this one is now the project's`;
  }
});
afterAll(() => browser?.close());

/**
 * Two lanes side by side, each a context opening one story after another in one page, with the
 * system light: its host page follows the system (the `host` toolbar's default), so the same
 * render is pictured light, then dark.
 */
const lanes = createLanes(
  () => browser,
  2,
  { viewport: VIEWPORT, deviceScaleFactor: 1, reducedMotion: 'reduce', locale: 'en-US', timezoneId: 'UTC', colorScheme: 'light' },
  async (context: BrowserContext) => {
    await context.addInitScript(() => {
      // Each story starts from the simulated service's seed, as if opened first (it keeps its
      // state in the origin's storage, and AccountList counts what other stories connected).
      // Not in a popup a story opens: that one shares its opener's flow.
      if (window === window.top && !window.opener) {
        localStorage.clear();
        sessionStorage.clear();
      }
      // No motion and no caret: a spinner or a fade stops at rest, whenever the picture is taken.
      document.addEventListener('DOMContentLoaded', () => {
        const style = document.createElement('style');
        style.textContent = '*, *::before, *::after { animation: none !important; transition: none !important; caret-color: transparent !important; }';
        document.head.append(style);
      });
    });
    await context.clock.setFixedTime(FROZEN_AT);
  },
);
afterAll(() => lanes.close());

/** The faces Chromium drew the story's text in (its font stack as this machine resolves it). */
async function platformFonts(page: Page): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root } = await cdp.send('DOM.getDocument', { depth: -1, pierce: false });
    // The elements that hold text themselves, under the story's root. Not the uploader's file
    // input, which is never seen (zero size, transparent) and which Chromium labels in its own
    // control font.
    const holders: number[] = [];
    type DomNode = typeof root;
    const walk = (node: DomNode, inside: boolean) => {
      const here = inside || node.attributes?.[node.attributes.indexOf('id') + 1] === 'storybook-root';
      if (here && node.nodeType === 1 && node.nodeName !== 'INPUT' && node.children?.some((child) => child.nodeType === 3 && child.nodeValue.trim())) holders.push(node.nodeId);
      for (const child of node.children ?? []) walk(child, here);
    };
    walk(root, false);
    const fonts = new Set<string>();
    for (const nodeId of holders) {
      const { fonts: used } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
      for (const font of used) fonts.add(font.postScriptName || font.familyName);
    }
    return [...fonts].sort();
  } finally {
    await cdp.detach();
  }
}

/**
 * Opens one story in a lane's page, waits for its play function, then for a picture that two takes
 * in a row agree on, with the system light and then dark, and returns them: a late re-render never
 * lands in a baseline.
 */
async function shoot(context: BrowserContext, id: string): Promise<{ png: Record<Host, Buffer>; fonts: string[] }> {
  const { page, reusable } = await lanePreview(context);
  let clean = false;
  try {
    // Each story starts from the simulated service's seed, as if opened first (see the lanes).
    if (reusable) await page.evaluate(() => (localStorage.clear(), sessionStorage.clear()));
    const from = await show(page, reusable, id, 'story');
    const events = await storyOutcome(page, id, undefined, from);
    const finished = events.find((event) => event.name === 'storyFinished');
    if (!finished?.detail.includes('"status":"success"')) throw new Error(`${id} did not finish: ${JSON.stringify(events.slice(-3))}`);
    // Fonts and avatars (data URLs). Not the network's rest: Loading and Pending hold a request
    // open for as long as they are shown.
    await page.evaluate(() => document.fonts.ready);
    await page.waitForFunction(() => [...document.images].every((image) => image.complete));
    const pictures = await picture(page, id);
    clean = true;
    return pictures;
  } finally {
    // Popups a story opened (Pending's) go with it. Page errors and console messages are the
    // stories test's to judge (stories.test.ts); here a story counts once its play function passed.
    await Promise.all(context.pages().filter((other) => other !== page).map((other) => other.close()));
    if (!clean) await dropPreview(context, page);
  }
}

/** The story's picture once two takes in a row agree, with the system light and then dark, and the faces its text was drawn in. */
async function picture(page: Page, id: string): Promise<{ png: Record<Host, Buffer>; fonts: string[] }> {
  const root = page.locator('#storybook-root > *').first();
  const take = async () => {
    const clip = await root.boundingBox();
    if (!clip) throw new Error(`${id} rendered nothing`);
    // Chromium animates an indeterminate progress bar itself (no CSS animation to stop): masked,
    // its box still counts.
    return page.screenshot({ clip, fullPage: true, scale: 'css', mask: [page.locator('progress:indeterminate')], maskColor: '#808080' });
  };
  const still = async (host: Host) => {
    let last = await take();
    for (let attempt = 0; ; attempt += 1) {
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      const next = await take();
      if (next.equals(last)) return last;
      if (attempt === 20) throw new Error(`${id} on a ${host} host never held still`);
      last = next;
    }
  };
  try {
    const light = await still('light');
    // The faces are read while the picture holds still: closing a popup below moves the story
    // that opened it (Pending's, to checking), and an element it replaces has no fonts to ask for.
    const fonts = await platformFonts(page);
    await page.emulateMedia({ colorScheme: 'dark' });
    const dark = await still('dark');
    return { png: { light, dark }, fonts };
  } finally {
    await page.emulateMedia({ colorScheme: 'light' });
  }
}

/** How many pixels differ, and the picture of where (pixelmatch's red on a faded copy). */
function compare(expected: PNG, actual: PNG): { pixels: number; diff: PNG } | { size: string } {
  if (expected.width !== actual.width || expected.height !== actual.height) {
    return { size: `${expected.width}×${expected.height} in the baseline, ${actual.width}×${actual.height} now` };
  }
  const diff = new PNG({ width: actual.width, height: actual.height });
  const pixels = pixelmatch(expected.data, actual.data, diff.data, actual.width, actual.height, { threshold: THRESHOLD });
  return { pixels, diff };
}

describe.each(Object.entries(STATES))('%s', (component, stories) => {
  it.concurrent.for(stories)('%s looks as its baselines, light and dark', async (story, { expect }) => {
    const id = storyId(component, story);
    const { png: pictures, fonts } = await lanes.use((context) => shoot(context, id));
    const strange = fonts.filter((font) => !BASELINE_FONTS.has(font));
    if (strange.length) expect.fail(`${id}: text drawn in ${strange.join(', ')}; the baselines are drawn in ${[...BASELINE_FONTS].join(', ')} (Debian's fonts-dejavu-core)`);
    const problems = await Promise.all(
      HOSTS.map(async (host): Promise<string[]> => {
        const name = `${kebab(component)}/${kebab(story)}-${host}.png`;
        const baseline = join(BASELINES, name);
        const png = pictures[host];
        if (UPDATE) {
          await mkdir(dirname(baseline), { recursive: true });
          await writeFile(baseline, png);
          return [];
        }
        if (!existsSync(baseline)) return [`${name}: no baseline (npm run screenshots:update writes it)`];
        const result = compare(PNG.sync.read(await readFile(baseline)), PNG.sync.read(png));
        if (!('size' in result) && result.pixels <= MAX_DIFF_PIXELS) return [];
        const stem = join(FAILED, name.replace(/\.png$/, ''));
        await mkdir(dirname(stem), { recursive: true });
        await writeFile(`${stem}.actual.png`, png);
        if ('diff' in result) await writeFile(`${stem}.diff.png`, PNG.sync.write(result.diff));
        return [`${name}: ${'size' in result ? result.size : `${result.pixels} pixels differ (at most ${MAX_DIFF_PIXELS} may)`}; see ${relative(ROOT, stem)}.*.png`];
      }),
    );
    const advice = otherChromium ?? 'run npm run screenshots:update if the change is meant, and look at the pictures';
    expect(problems.flat(), advice).toEqual([]);
  });
});
