import type { ElementHandle, Page } from 'puppeteer-core';

// Files a user picks for the example app's uploader in Firefox, and what its uploader and gallery show.

export async function chooseFiles(page: Page, paths: string[]) {
  const input = (await page.waitForSelector('[data-scope="media-uploader"] input[type="file"]')) as ElementHandle<HTMLInputElement>;
  await input.uploadFile(...paths);
}

/** Each uploader row's `data-state`, in the order shown. */
export const rowStates = (page: Page) => page.$$eval('[data-scope="media-uploader"][data-part="item"]', (items) => items.map((item) => item.getAttribute('data-state')));

/** The file names the gallery shows, tile by tile. */
export const tileNames = (page: Page) =>
  page.$$eval('[role="grid"][aria-label="Uploaded media"] [role="gridcell"] [data-part="name"]', (names) => names.map((name) => name.textContent));
