import { fileURLToPath } from 'node:url';
import { axeFindings } from '../support/axeInPage.js';
import { palette } from '../support/pageProbes.js';
import { TRANSFER } from '../support/patience.js';
import { itRunsEveryFlow, scriptBytes, startViteExpress, visitExample } from './flows.js';

// examples/vite-express as its users run it: installed from the packed tarball, built with its
// own scripts, its Express server in front of the simulated service, and clicked in Chromium.
const visit = visitExample('vite-express', startViteExpress);
/** The HEIC photo the stories use (stories/support/heic.ts says how it was made). */
const HEIC = fileURLToPath(new URL('../../stories/support/media/IMG_0042.heic', import.meta.url));

itRunsEveryFlow(visit);

it('ships the dashboard in no more JavaScript than the README says', async () => {
  const scripts = await scriptBytes(visit.page, visit.app);
  // A ratchet, as the size-limit entries are: README "Examples" gives 136.6 KB gzip for the whole
  // page (React, TanStack Query, the library with every component; the MIME table, the media
  // checker, the video parser and the image fitter load later). Two scripts: the app, and the
  // bundler's module helpers, which it puts apart once the video parser's chunk shares them.
  expect(scripts.length).toBeLessThanOrEqual(2);
  expect(scripts.reduce((sum, bytes) => sum + bytes, 0) / 1024).toBeLessThan(136.7);
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
