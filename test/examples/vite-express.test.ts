import { fileURLToPath } from 'node:url';
import { axeFindings } from '../support/axeInPage.js';
import { filesOnDisk } from '../support/filesOnDisk.js';
import { palette } from '../support/pageProbes.js';
import { TRANSFER } from '../support/patience.js';
import type { Page } from 'playwright';
import { itRunsEveryFlow, scriptBytes, startViteExpress, visitExample } from './flows.js';

// examples/vite-express as its users run it: installed from the packed tarball, built with its
// own scripts, its Express server in front of the simulated service, and clicked in Chromium.
const visit = visitExample('vite-express', startViteExpress);
/** The HEIC photo the stories use (stories/support/heic.ts says how it was made). */
const HEIC = fileURLToPath(new URL('../../stories/support/media/IMG_0042.heic', import.meta.url));

itRunsEveryFlow(visit);

it('ships the dashboard in no more JavaScript than the README says', async () => {
  const scripts = await scriptBytes(visit.page, visit.app);
  // A ratchet, as the size-limit entries are: README "Examples" gives 141.6 KB gzip for the whole
  // page (React, TanStack Query, the library with every component; the MIME table, the media
  // checker, the video parser and the image fitter load later). Three scripts: the app, the
  // bundler's module helpers, which it puts apart once the video parser's chunk shares them, and
  // the kept uploads' chunk, which the uploader's `persist` loads as the page opens.
  expect(scripts.length).toBeLessThanOrEqual(3);
  expect(scripts.reduce((sum, bytes) => sum + bytes, 0) / 1024).toBeLessThan(141.7);
});

it('converts a HEIC photo to JPEG for the chosen networks, libheif’s WebAssembly served by the app’s own build', async () => {
  const { page } = visit;
  // The worker and its WebAssembly are assets the app's Vite build emitted from the packed package.
  await page.goto(`${visit.app}/?networks=x`);
  await page.getByLabel('Choose files to upload').setInputFiles(HEIC);
  const row = page.locator('[data-scope="media-uploader"][data-part="item"]');
  await expect.poll(() => row.getAttribute('data-state'), TRANSFER).toBe('done');
  expect(await row.locator('[data-part="size"]').textContent()).toMatch(/converted to JPEG, from 1\.2 kB to \d+ bytes$/);
  const media = await visit.control<{ filename: string; contentType: string; confirmCount: number }[]>('/media');
  expect(media.map(({ filename, contentType, confirmCount }) => ({ filename, contentType, confirmCount }))).toEqual([{ filename: 'IMG_0042.jpg', contentType: 'image/jpeg', confirmCount: 1 }]);
});

it('follows the system dark: a dark page, dark components, and nothing axe finds (WCAG 2.2 AA)', async () => {
  const { page } = visit;
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto(visit.app);
  await page.getByRole('button', { name: 'Connect Bluesky' }).waitFor();
  expect(await palette(page)).toEqual({ page: 'rgb(1, 4, 9)', components: ['dark'] });
  expect(await axeFindings(page)).toEqual([]);
});

describe('uploads kept on the device (the Dashboard’s `persist`)', () => {
  const onDisk = filesOnDisk();
  interface Media {
    id: string;
    filename: string;
    confirmCount: number;
  }
  /** How many unfinished uploads the page's origin keeps on the device. */
  const keptRecords = async () => {
    const open = indexedDB.open('socialkit-uploads');
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error ?? new Error('IndexedDB refused'));
    });
    const keys = await new Promise<IDBValidKey[]>((resolve) => {
      const request = db.transaction('files').objectStore('files').getAllKeys();
      request.onsuccess = () => resolve(request.result);
    });
    db.close();
    return keys.filter((key) => Array.isArray(key) && key[2] === 'meta').length;
  };
  const rows = (page: Page) => page.locator('[data-scope="media-uploader"][data-part="item"]');
  const states = (page: Page) => rows(page).evaluateAll((items) => items.map((item) => item.getAttribute('data-state')));
  /** The service's media, and the PUTs storage took, per media id. */
  const records = async () => {
    const media = await visit.control<Media[]>('/media');
    const puts = (await visit.control<{ operation: string; url: string }[]>('/requests')).filter((request) => request.operation === 'storagePut');
    return media.map(({ id, filename, confirmCount }) => ({ filename, confirmCount, puts: puts.filter((put) => put.url.includes(`/${id}/`)).length }));
  };

  it('lists the files a reload interrupted, resumes each with the keyboard from where it stopped, and confirms each once', async () => {
    const { page } = visit;
    // a.png reaches storage and its confirm is refused (400, never retried): stored, unconfirmed.
    // b and c are 40 MB each, five seconds of storage's reading: the reload cuts them.
    await visit.control('/faults/confirmUpload', { method: 'PUT', body: JSON.stringify({ status: 400, times: 1 }) });
    visit.allowProblem(/status of 400 \(Bad Request\)/);
    const files = [onDisk('a.png', new Uint8Array(2048)), onDisk('b.mp4', 40), onDisk('c.mp4', 40)];
    await page.goto(visit.app);
    await page.getByLabel('Choose files to upload').setInputFiles(files.map((file) => file.path));
    await expect.poll(() => states(page), TRANSFER).toEqual(['error', 'uploading', 'uploading']);
    await expect.poll(() => page.evaluate(keptRecords), TRANSFER).toBe(3);

    await page.reload();
    const group = page.getByRole('group', { name: '3 uploads were interrupted.' });
    await group.waitFor(TRANSFER);
    expect(await states(page)).toEqual(['interrupted', 'interrupted', 'interrupted']);
    expect(await rows(page).locator('[data-part="name"]').allTextContents()).toEqual(['a.png', 'b.mp4', 'c.mp4']);
    expect(await page.locator('[data-scope="media-uploader"][data-part="live"]').textContent()).toContain('3 uploads were interrupted.');

    await group.getByRole('button', { name: 'Resume all' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => states(page), TRANSFER).toEqual(['done', 'done', 'done']);
    const confirmed = (await records()).filter((record) => record.confirmCount > 0);
    // a.png was not sent again: one PUT, one confirm. b and c kept their tickets: a second PUT each.
    expect(confirmed.sort((x, y) => x.filename.localeCompare(y.filename))).toEqual([
      { filename: 'a.png', confirmCount: 1, puts: 1 },
      { filename: 'b.mp4', confirmCount: 1, puts: 2 },
      { filename: 'c.mp4', confirmCount: 1, puts: 2 },
    ]);
    expect(await records()).toHaveLength(3);
  });

  it('resumes each file once between two pages of the app reopened after a crash', async () => {
    const first = visit.page;
    // 24 MB each: three seconds of storage's reading, and 72 MB kept, under the quota of a fresh
    // (incognito-like) browser context, which refuses 120 MB.
    const files = [onDisk('d.mp4', 24), onDisk('e.mp4', 24), onDisk('f.mp4', 24)];
    await first.goto(visit.app);
    await first.getByLabel('Choose files to upload').setInputFiles(files.map((file) => file.path));
    await expect.poll(() => states(first), TRANSFER).toEqual(['uploading', 'uploading', 'uploading']);
    // The device holds them (the library's own database, as src/upload/keeper.ts writes it) before
    // the crash: one that comes sooner loses what was not written yet, as any crash would.
    await expect.poll(() => first.evaluate(keptRecords), TRANSFER).toBe(3);
    // The tab is gone at once, as in a crash: no unload of React's, no goodbye.
    await first.close({ runBeforeUnload: false });

    const pages = await Promise.all([visit.context.newPage(), visit.context.newPage()]);
    await Promise.all(pages.map((page) => page.goto(visit.app)));
    await expect.poll(async () => (await Promise.all(pages.map(states))).flat(), TRANSFER).toEqual(['interrupted', 'interrupted', 'interrupted']);
    for (const page of pages) {
      const resume = page.getByRole('button', { name: 'Resume all' });
      if (await resume.count()) await resume.click();
    }
    await expect.poll(async () => (await Promise.all(pages.map(states))).flat(), TRANSFER).toEqual(['done', 'done', 'done']);
    expect((await records()).filter((record) => record.confirmCount > 0).map((record) => [record.filename, record.confirmCount]).sort()).toEqual([
      ['d.mp4', 1],
      ['e.mp4', 1],
      ['f.mp4', 1],
    ]);
  });
});
