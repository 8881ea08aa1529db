// `npm run screenshots`: each component's main story from the built Storybook (storybook-static),
// rendered in Chromium on a light and on a dark dashboard, to docs/images/<component>-<host>.png.
// The README and the docs show these pictures; test/docs/docImages.node.test.ts fails when one they
// reference is missing. Run it after a change to the look, and commit the pictures.
import { join, resolve } from 'node:path';
import { chromium } from 'playwright';
import { serveStaticSite } from './staticSite.mjs';

const ROOT = resolve(import.meta.dirname, '..');
const SITE = join(ROOT, 'storybook-static');
const OUT = join(ROOT, 'docs/images');

/** Each component's picture: the story that shows it at its most typical, and the file it goes to. */
export const SHOTS = [
  ['connect-account-button', 'components-connectaccountbutton--group-grid'],
  ['page-picker', 'components-pagepicker--several-pages'],
  ['handle-app-password-form', 'components-handleapppasswordform--field-errors'],
  ['account-list', 'components-accountlist--filtered-by-network'],
  ['media-uploader', 'components-mediauploader--each-state'],
  ['media-gallery', 'components-mediagallery--three-columns'],
  ['platform-options-panel', 'components-platformoptionspanel--instagram'],
  ['connect-callback', 'components-connectcallback--pages-loaded'],
];

// The same static server the storybook-site tests use.
const { origin, close } = await serveStaticSite(SITE);

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
try {
  for (const host of ['light', 'dark']) {
    // One context per host page: the simulated service keeps its state in the origin's storage.
    const context = await browser.newContext({ viewport: { width: 760, height: 900 }, deviceScaleFactor: 2, reducedMotion: 'reduce' });
    // Storybook says on its channel when a story has rendered and played.
    await context.addInitScript(() => {
      // Each story from the simulated service's seed, as if opened first: the pictures do not
      // depend on which stories came before (AccountList counts the accounts they connected).
      if (window === window.top && !window.opener) {
        localStorage.clear();
        sessionStorage.clear();
      }
      let channel;
      Object.defineProperty(window, '__STORYBOOK_ADDONS_CHANNEL__', {
        configurable: true,
        get: () => channel,
        set(value) {
          channel = value;
          value?.on('storyFinished', () => (window.__storyDone = true));
          value?.on('storyErrored', () => (window.__storyDone = 'errored'));
        },
      });
    });
    for (const [name, id] of SHOTS) {
      const page = await context.newPage();
      // The same clock every run, as the screenshot tests have it: countdowns read the same.
      await page.clock.setFixedTime(new Date('2026-01-15T10:00:00Z'));
      await page.goto(`${origin}/iframe.html?id=${id}&viewMode=story&globals=host:${host}`);
      await page.waitForFunction(() => window.__storyDone, undefined, { timeout: 60_000 });
      if ((await page.evaluate(() => window.__storyDone)) !== true) throw new Error(`${id} did not render`);
      // Fonts, avatars and a frame for anything the play function's last step changed.
      await page.evaluate(() => document.fonts.ready);
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(300);
      const file = join(OUT, `${name}-${host}.png`);
      await page.locator('#storybook-root > *').first().screenshot({ path: file, animations: 'disabled' });
      console.log(`docs/images/${name}-${host}.png`);
      await page.close();
    }
    await context.close();
  }
} finally {
  await browser.close();
  await close();
}
