import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright';
import { PAGE_LOAD } from '../support/patience.js';
import { docsOutcome, dropPreview, lanePreview, launch, recordStoryEvents, show } from './browser.js';

// A docs page opens at its title, as a newcomer opens it from the sidebar, and stays there while
// its examples settle. The "…AsOpened" stories press buttons or send a form as they open
// (stories/support/asItOpens.tsx), and the components then move focus on their own once the state
// they lead to settles: the button after Cancel, a row whose disconnect failed, the first field
// left empty. Nobody has touched the page yet, so none of that may scroll it (not even for a
// moment) or leave focus inside an example.

/** Each docs page with "As Opened" stories: for each, what it shows once its state has settled. */
const OPENED: Record<string, Record<string, (story: Locator) => Locator>> = {
  'components-connectaccountbutton--docs': {
    'components-connectaccountbutton--requesting-as-opened': (story) => story.getByText('Opening Facebook…'),
    'components-connectaccountbutton--canceled-as-opened': (story) => story.getByText('Connecting Facebook was canceled.'),
    'components-connectaccountbutton--error-as-opened': (story) => story.getByText('Something went wrong on our side. Try again in a moment.'),
    'components-connectaccountbutton--app-password-as-opened': (story) => story.getByLabel('App password', { exact: true }),
  },
  'components-accountlist--docs': {
    'components-accountlist--confirming-as-opened': (story) => story.getByRole('group', { name: 'Disconnect @ada1?' }),
    'components-accountlist--failed-as-opened': (story) => story.getByText('@grace2 could not be disconnected and is back in the list.'),
  },
  'components-handleapppasswordform--docs': {
    'components-handleapppasswordform--invalid-as-opened': (story) => story.getByText('Enter your Bluesky handle.'),
    'components-handleapppasswordform--refused-as-opened': (story) => story.getByText('Bluesky did not accept this handle and app password.'),
    'components-handleapppasswordform--connected-as-opened': (story) => story.getByText(/^Connected @opened/),
    'components-handleapppasswordform--submitting-as-opened': (story) => story.getByText('Connecting @held.bsky.social…'),
  },
  'components-pagepicker--docs': {
    'components-pagepicker--submitting-as-opened': (story) => story.getByRole('button', { name: 'Connecting…' }),
    'components-pagepicker--connected-as-opened': (story) => story.getByText('Connected 1 account.'),
  },
};

/** How long the page must have been still (no scroll, no focus moving) to count as settled. */
const QUIET = 1_500;

interface IndexEntry {
  id: string;
  type: 'story' | 'docs';
}
const index = JSON.parse(await readFile(resolve(import.meta.dirname, '../../storybook-static/index.json'), 'utf8')) as { entries: Record<string, IndexEntry> };

declare global {
  interface Window {
    __stillness?: { highest: number; last: number };
  }
}

// One context for the file, as one reader opens one page after another from the sidebar: the
// preview is kept and switches pages in place (lanePreview).
let browser: Browser;
let context: BrowserContext;
beforeAll(async () => {
  browser = await launch();
  context = await browser.newContext();
  await recordStoryEvents(context);
  // From the page's first moment: how far down it was ever seen scrolled (at each frame and each
  // scroll event, as a reader would see it), and when it last scrolled or moved focus.
  await context.addInitScript(() => {
    const stillness = { highest: 0, last: performance.now() };
    window.__stillness = stillness;
    const seen = () => (stillness.highest = Math.max(stillness.highest, window.scrollY));
    const frame = () => {
      seen();
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
    window.addEventListener('scroll', seen, { capture: true, passive: true });
    const moved = () => (stillness.last = performance.now());
    for (const name of ['scroll', 'focusin', 'focusout']) window.addEventListener(name, moved, { capture: true, passive: true });
  });
});
afterAll(() => browser?.close());

it('knows every "As Opened" story of the site, and its page', () => {
  const listed = Object.values(OPENED).flatMap((stories) => Object.keys(stories));
  const site = Object.values(index.entries).filter((entry) => entry.type === 'story' && entry.id.endsWith('-as-opened'));
  expect(listed.sort()).toEqual(site.map((entry) => entry.id).sort());
  for (const [docsId, stories] of Object.entries(OPENED)) {
    expect(index.entries[docsId]?.type).toBe('docs');
    for (const storyId of Object.keys(stories)) expect(storyId.split('--')[0]).toBe(docsId.split('--')[0]);
  }
});

/**
 * Opens the docs page as a newcomer does, and waits for its examples to render and each "As
 * Opened" story to show its state, then for the page to be still. A kept preview starts the page
 * as a new one would: at the top, nothing focused, the simulated service at its seed.
 */
async function openSettled(docsId: string): Promise<Page> {
  const { page, reusable } = await lanePreview(context);
  if (reusable) {
    await page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
      (document.activeElement as HTMLElement | null)?.blur();
      window.scrollTo(0, 0);
      Object.assign(window.__stillness!, { highest: 0, last: performance.now() });
    });
  }
  const from = await show(page, reusable, docsId, 'docs');
  await docsOutcome(page, docsId, from);
  for (const [storyId, shown] of Object.entries(OPENED[docsId]!)) await shown(example(page, storyId)).waitFor(PAGE_LOAD);
  // A component moves focus a moment after its state shows (AccountList's failed row once the
  // disconnect's promise settles): wait until nothing has moved for a while.
  await page.waitForFunction((quiet) => performance.now() - window.__stillness!.last > quiet, QUIET, PAGE_LOAD);
  return page;
}

/** A story's example on the docs page. */
const example = (page: Page, storyId: string) => page.locator(`#storybook-docs [id^="story--${storyId}"]`).first();

for (const docsId of Object.keys(OPENED)) {
  it(`${docsId} stays at its title, with focus outside its examples, as its "As Opened" stories settle`, async () => {
    const page = await openSettled(docsId);
    try {
      const seen = await page.evaluate(() => {
        const active = document.activeElement;
        const story = active?.closest('#storybook-docs .docs-story');
        return {
          scrollY: window.scrollY,
          highest: window.__stillness!.highest,
          focusInExample: story ? `${active!.tagName.toLowerCase()} in ${story.querySelector('[id^="story--"]')?.id ?? 'a story'}` : null,
        };
      });
      expect(seen).toEqual({ scrollY: 0, highest: 0, focusInExample: null });
    } catch (error) {
      await dropPreview(context, page);
      throw error;
    }
  }, 180_000);
}

it('a story moves focus, and the page to it, as anywhere, once the reader has clicked on the page', async () => {
  const page = await openSettled('components-accountlist--docs');
  try {
    const story = example(page, 'components-accountlist--failed-as-opened');
    const disconnect = story.getByRole('button', { name: 'Disconnect @grace2' });
    await disconnect.click();
    // Confirm, and the page back at its title before the disconnect fails again (its service
    // fails every one): the row's return brings focus, and the page, back to the row.
    await story.getByRole('button', { name: 'Confirm' }).evaluate((confirm: HTMLElement) => {
      confirm.click();
      window.scrollTo(0, 0);
    });
    await expect.poll(() => disconnect.evaluate((button) => button === document.activeElement), PAGE_LOAD).toBe(true);
    const shown = await disconnect.evaluate((button) => {
      const { top, bottom } = button.getBoundingClientRect();
      return { scrolled: window.scrollY > 0, inView: top >= 0 && bottom <= window.innerHeight };
    });
    expect(shown).toEqual({ scrolled: true, inView: true });
  } finally {
    // The reader has clicked and scrolled: the next page starts from a new preview.
    await dropPreview(context, page);
  }
}, 180_000);
