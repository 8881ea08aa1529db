import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ElementHandle, Page } from 'puppeteer-core';

// Files a user picks for the example app's uploader in Firefox, and what its uploader and gallery show.

export interface FileOnDisk {
  path: string;
  name: string;
  size: number;
}

/**
 * Files on disk for the file input (WebDriver BiDi hands the browser paths, not bytes), in a
 * folder of the calling describe block's own, removed after it. Returns the function that writes
 * one of `megabytes`, filled with `fill`.
 */
export function filesOnDisk(): (name: string, megabytes: number, fill: number) => FileOnDisk {
  let folder: string;
  beforeAll(() => {
    folder = mkdtempSync(join(tmpdir(), 'socialkit-firefox-files-'));
  });
  afterAll(() => rmSync(folder, { recursive: true, force: true }));
  return (name, megabytes, fill) => {
    const path = join(folder, name);
    const bytes = Buffer.alloc(megabytes * 1024 * 1024, fill);
    writeFileSync(path, bytes);
    return { path, name, size: bytes.length };
  };
}

export async function chooseFiles(page: Page, paths: string[]) {
  const input = (await page.waitForSelector('[data-scope="media-uploader"] input[type="file"]')) as ElementHandle<HTMLInputElement>;
  await input.uploadFile(...paths);
}

/** Each uploader row's `data-state`, in the order shown. */
export const rowStates = (page: Page) => page.$$eval('[data-scope="media-uploader"][data-part="item"]', (items) => items.map((item) => item.getAttribute('data-state')));

/** The file names the gallery shows, tile by tile. */
export const tileNames = (page: Page) =>
  page.$$eval('[role="grid"][aria-label="Uploaded media"] [role="gridcell"] [data-part="name"]', (names) => names.map((name) => name.textContent));
