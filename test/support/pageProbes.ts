// What the suites that drive a browser from Node (the examples in Chromium through Playwright,
// Firefox through puppeteer) read in the page: written as expressions, which both evaluate.

import type { DrivenPage } from './axeInPage.js';

type EvaluatingPage = Pick<DrivenPage, 'evaluate'>;

/** The page's background, and the colour schemes the components' roots are drawn in. */
export const palette = (page: EvaluatingPage) =>
  page.evaluate(`({
    page: getComputedStyle(document.body).backgroundColor,
    components: [...new Set([...document.querySelectorAll('[data-sk-root]')].map((root) => getComputedStyle(root).colorScheme))],
  })`) as Promise<{ page: string; components: string[] }>;

/** Starts recording every value an uploader row's progress bar shows while its bytes are on the way. */
export const recordProgress = (page: EvaluatingPage) =>
  page.evaluate(`{
    const shown = (window.shownProgress = []);
    new MutationObserver(() => {
      for (const bar of document.querySelectorAll('[data-part="item"][data-state="uploading"] progress')) shown.push(bar.value);
    }).observe(document.body, { subtree: true, attributes: true, childList: true });
  }`);

/** How many different values between empty and full the progress bars showed since `recordProgress`. */
export const progressSteps = async (page: EvaluatingPage) =>
  new Set(((await page.evaluate('window.shownProgress ?? []')) as number[]).filter((value) => value > 0 && value < 1)).size;
