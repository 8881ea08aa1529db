import { fileURLToPath } from 'node:url';
import { startViteExpress } from '../examples/flows.js';
import { progressSteps, recordProgress } from '../support/pageProbes.js';
import { TRANSFER } from '../support/patience.js';
import { itPassesAxe } from './axe.js';
import { itConnects } from './connect.js';
import { filesOnDisk } from '../support/filesOnDisk.js';
import { jpegMetadata, withOrientation } from '../../stories/support/mediaBytes.js';
import { chooseFiles, rowStates, tileNames } from './files.js';
import { itBrowsesTheGalleryByKeyboard } from './gallery.js';
import { byRole, isFocused, visitExampleInFirefox } from './visit.js';

// examples/vite-express in Firefox ESR: installed from the packed tarball and built as its users
// do (test/examples/), its Express server in front of the simulated service. One app and one
// Firefox for every flow: starting them is most of this file's time.
const visit = visitExampleInFirefox('vite-express', startViteExpress);

itConnects(visit);
itBrowsesTheGalleryByKeyboard(visit);
itPassesAxe(visit);

type Entry = { operation: string };
/** The HEIC photo the stories use (stories/support/heic.ts says how it was made). */
const HEIC = fileURLToPath(new URL('../../stories/support/media/IMG_0042.heic', import.meta.url));
const count = (entries: Entry[], operation: string) => entries.filter((entry) => entry.operation === operation).length;
/** PUTs of these files that reached storage (preflights aside). */
const puts = (...names: string[]) => visit.storage.requests.filter((request) => request.method === 'PUT' && names.some((name) => request.path.endsWith(`/${name}`))).length;

describe('uploads', () => {
  const fileOf = filesOnDisk();

  it('uploads three files to storage with progress, stored and confirmed once each, with nothing on the console', async () => {
    const { page } = visit;
    await page.goto(visit.app);
    await recordProgress(page);
    const chosen = [fileOf('beach.jpg', 10, 1), fileOf('clip.mp4', 11, 2), fileOf('poster.png', 12, 3)];
    await chooseFiles(
      page,
      chosen.map((file) => file.path),
    );
    await expect.poll(() => rowStates(page), TRANSFER).toEqual(['done', 'done', 'done']);
    expect(await progressSteps(page)).toBeGreaterThanOrEqual(3);
    await expect.poll(() => tileNames(page)).toHaveLength(3);

    const requests = await visit.control<Entry[]>('/requests');
    expect([puts(...chosen.map((file) => file.name)), count(requests, 'confirmUpload')]).toEqual([3, 3]);
    const media = await visit.control<{ filename: string; size: number; confirmCount: number }[]>('/media');
    const byName = (a: { filename: string }, b: { filename: string }) => a.filename.localeCompare(b.filename);
    expect(media.map(({ filename, size, confirmCount }) => ({ filename, size, confirmCount })).sort(byName)).toEqual(
      chosen.map((file) => ({ filename: file.name, size: file.size, confirmCount: 1 })).sort(byName),
    );
    // The console stays clean (afterEach): storage's empty answer to each PUT is not parsed as XML.
  });

  it('orders the post’s media by keyboard, focus staying on the arrow pressed, and keeps the alt text typed', async () => {
    const { page } = visit;
    await page.goto(visit.app);
    await chooseFiles(page, [fileOf('first.png', 1, 7).path, fileOf('second.png', 1, 8).path]);
    await expect.poll(() => rowStates(page), TRANSFER).toEqual(['done', 'done']);
    const names = () => page.$$eval('[data-scope="media-uploader"][data-part="item"] [data-part="name"]', (items) => items.map((item) => item.textContent));
    const focused = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
    const live = () => page.$eval('[data-scope="media-uploader"][data-part="live"]', (region) => region.textContent ?? '');

    await page.focus('textarea[aria-label="Alt text for second.png"]');
    await page.keyboard.type('A second picture');
    await page.focus('button[aria-label="Move second.png earlier"]');
    await page.keyboard.press('Enter');
    await expect.poll(names).toEqual(['second.png', 'first.png']);
    expect(await focused()).toBe('Move second.png earlier');
    // Later: the row under the keyboard is the one the list moves, and focus stays on its arrow.
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('Move second.png later');
    await page.keyboard.press('Enter');
    await expect.poll(names).toEqual(['first.png', 'second.png']);
    expect(await focused()).toBe('Move second.png later');
    await expect.poll(live).toContain('second.png, position 2 of 2.');
    expect(await live()).toContain('second.png, position 1 of 2.');
    expect(await page.$eval('textarea[aria-label="Alt text for second.png"]', (field) => field.value)).toBe('A second picture');
  });

  it('converts a HEIC photo to JPEG for the chosen networks, libheif’s WebAssembly served by the app’s own build', async () => {
    const { page } = visit;
    // Firefox shows no HEIC itself: the photo is decoded by libheif in the library's worker, its
    // WebAssembly an asset the app's Vite build emitted from the packed package.
    visit.storage.keep(new URL(visit.storage.url).pathname);
    await page.goto(`${visit.app}/?networks=x`);
    await chooseFiles(page, [HEIC]);
    await expect.poll(() => rowStates(page), TRANSFER).toEqual(['done']);
    expect(await page.$eval('[data-scope="media-uploader"][data-part="item"] [data-part="size"]', (size) => size.textContent)).toMatch(/converted to JPEG, from 1\.2 kB to \d+ bytes$/);
    const stored = visit.storage.state().objects.filter((object) => /\/IMG_0042\.(jpg|heic)$/.test(object.path));
    expect(stored.map((object) => [object.path.split('/').pop(), object.contentType])).toEqual([['IMG_0042.jpg', 'image/jpeg']]);
    // Upright (its `irot` applied: 36 × 32 stored, 32 × 36 shown), and nothing of its EXIF or GPS.
    const bytes = new Uint8Array(await (await fetch(new URL(stored[0]!.path, visit.storage.url))).arrayBuffer());
    expect(jpegMetadata(bytes)).toEqual({ segments: [{ app: 0, id: 'JFIF' }], gps: false, size: [32, 36] });
  });

  it('reads a photo as its EXIF orientation shows it: turned upright it is too tall for Instagram’s feed, level it goes', async () => {
    const { page } = visit;
    await page.goto(`${visit.app}/?networks=instagram`);
    // 1600 × 900, from Firefox's own JPEG encoder; one copy says "turn a quarter clockwise" (6).
    const level = await page.evaluate(async () => {
      const canvas = new OffscreenCanvas(1600, 900);
      const context = canvas.getContext('2d')!;
      context.fillStyle = 'hsl(200 55% 45%)';
      context.fillRect(0, 0, 1600, 900);
      return [...new Uint8Array(await (await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.8 })).arrayBuffer())];
    });
    const files = [fileOf('level.jpg', Uint8Array.from(level)), fileOf('turned.jpg', withOrientation(Uint8Array.from(level), 6))];
    await chooseFiles(
      page,
      files.map((file) => file.path),
    );
    await expect.poll(() => rowStates(page), TRANSFER).toEqual(['done', 'refused']);
    // The verdict's line comes with its own chunk, after the row turns `refused`.
    const turned = () =>
      page.$$eval('[data-scope="media-uploader"][data-part="item"]', (items) => items.find((item) => item.querySelector('[data-part="name"]')?.textContent === 'turned.jpg')?.textContent);
    await expect.poll(turned, TRANSFER).toContain('9:16 is taller than Instagram feed allows (4:5)');
  });

  it('crops a 3:1 panorama refused for Instagram’s feed by keyboard alone: Enter opens the cropper at 1.91:1, Enter applies it, and it uploads', async () => {
    const { page } = visit;
    await page.goto(`${visit.app}/?networks=instagram`);
    const wide = await page.evaluate(async () => {
      const canvas = new OffscreenCanvas(1500, 500);
      const context = canvas.getContext('2d')!;
      context.fillStyle = 'hsl(30 60% 50%)';
      context.fillRect(0, 0, 1500, 500);
      return [...new Uint8Array(await (await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.8 })).arrayBuffer())];
    });
    await chooseFiles(page, [fileOf('panorama.jpg', Uint8Array.from(wide)).path]);
    await expect.poll(() => rowStates(page), TRANSFER).toEqual(['refused']);
    const toggle = await byRole(page, 'button', 'Crop for Instagram: panorama.jpg').waitHandle();
    await toggle.focus();
    await page.keyboard.press('Enter');
    const area = await byRole(page, 'slider', 'Crop of panorama.jpg').waitHandle();
    await expect.poll(() => isFocused(area), TRANSFER).toBe(true);
    expect(await byRole(page, 'radio', 'Instagram 1.91:1').map((radio) => (radio as HTMLInputElement).checked).wait()).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => isFocused(toggle)).toBe(true);
    await expect.poll(() => rowStates(page), TRANSFER).toEqual(['done']);
    const row = () => page.$eval('[data-scope="media-uploader"][data-part="item"]', (item) => item.textContent);
    await expect.poll(row, TRANSFER).toMatch(/Cropped to [\d,]+ × [\d,]+ \(1\.9\d*:1\)/);
    const requests = await visit.control<Entry[]>('/requests');
    expect([count(requests, 'uploadTicket'), puts('panorama.jpg'), count(requests, 'confirmUpload')]).toEqual([1, 1, 1]);
  });

  it('sends a PUT that storage cut off again, and stores the file once', async () => {
    const { page } = visit;
    await page.goto(visit.app);
    const file = fileOf('dropped.jpg', 4, 4);
    visit.storage.faults.push({ name: file.name, dropAfterBytes: 1024 * 1024 });
    // Firefox's own line for the cut connection (Chromium logs none for it): the browser's, not
    // the library's, and no script can keep it off the console.
    visit.allowProblem(/Cross-Origin Request Blocked: .*\/dropped\.jpg\?.*\(Reason: CORS request did not succeed\)\. Status code: \(null\)\.$/);
    await chooseFiles(page, [file.path]);
    await expect.poll(() => rowStates(page), TRANSFER).toEqual(['done']);
    const requests = await visit.control<Entry[]>('/requests');
    expect([puts(file.name), count(requests, 'uploadTicket'), count(requests, 'confirmUpload')]).toEqual([2, 1, 1]);
    expect(visit.storage.state().objects.filter((object) => object.path.endsWith(`/${file.name}`)).map((object) => object.size)).toEqual([file.size]);
  });

  it('gets a fresh URL when storage says the one it has expired, and reads that from the XML answer', async () => {
    const { page } = visit;
    await page.goto(visit.app);
    const file = fileOf('late.png', 1, 5);
    visit.storage.faults.push({ name: file.name, status: 403, code: 'AccessDenied', message: 'Request has expired' });
    await chooseFiles(page, [file.path]);
    await expect.poll(() => rowStates(page), TRANSFER).toEqual(['done']);
    const requests = await visit.control<Entry[]>('/requests');
    // A second ticket only because the error's XML was read: any other 403 is not retried.
    expect([count(requests, 'uploadTicket'), puts(file.name), count(requests, 'confirmUpload')]).toEqual([2, 2, 1]);
  });

  it('shows what storage said when it refuses the signature, read from its XML answer', async () => {
    const { page } = visit;
    await page.goto(visit.app);
    const file = fileOf('mismatch.png', 1, 6);
    visit.storage.faults.push({ name: file.name, status: 403, code: 'SignatureDoesNotMatch', message: 'The request signature we calculated does not match the signature you provided.' });
    await chooseFiles(page, [file.path]);
    await expect.poll(() => rowStates(page), TRANSFER).toEqual(['error']);
    const row = await page.$eval('[data-scope="media-uploader"][data-part="item"]', (item) => item.textContent);
    expect(row).toContain('Storage refused the file: it was sent with another type than the one it was signed for.');
    // Sending the same request again would fail the same way: not retried.
    const requests = await visit.control<Entry[]>('/requests');
    expect([count(requests, 'uploadTicket'), puts(file.name)]).toEqual([1, 1]);
  });
});
