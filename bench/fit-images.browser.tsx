import { expect, it } from 'vitest';
import { fitImage, planImageFit, readMediaFacts } from '../src/core.js';
import type { FitImageResult } from '../src/index.js';
import { phonePhoto } from '../stories/support/pictures.js';
import { watchMainThread } from './support/mainThread.js';
import { MB, atMost, fixed, medianOf, printFigures } from './support/report.js';

// Twenty 12-megapixel phone photos (4000 × 3000, EXIF rotation and location, about 6 MB each)
// fitted for Bluesky (2,000,000 bytes) one after another, as an app fits a post's photos: the time
// per image, and how the page's main thread fares meanwhile. Long tasks (50 ms or more) come from
// Chrome's PerformanceObserver; a timer that asks to run every 10 ms shows the page's smaller
// delays. The same watch over an idle page first, for what the machine's other work causes; and
// three photos fitted on the main thread (`worker: false`), what a page where no worker can start
// gets. The photos are made before anything is measured.
const PHOTOS = 20;
const MAIN_THREAD_PHOTOS = 3;
const BLUESKY = 2_000_000;
const IDLE_MS = 15_000;

async function fitAll(files: readonly File[], worker: boolean) {
  const facts = await readMediaFacts(files[0]!);
  const plan = planImageFit(facts, ['bluesky']);
  if (plan.status !== 'fit') throw new Error(`planned ${plan.status}`);
  const results: (FitImageResult & { ms: number })[] = [];
  const watch = watchMainThread();
  const started = performance.now();
  for (const file of files) {
    const start = performance.now();
    const result = await fitImage(file, plan.target, { worker });
    results.push({ ...result, ms: performance.now() - start });
  }
  const total = performance.now() - started;
  const main = watch.stop();
  for (const result of results) {
    expect(result.fitted).toBe(true);
    expect(result.ranIn).toBe(worker ? 'worker' : 'main');
    expect(result.file.size).toBeLessThanOrEqual(BLUESKY);
    expect(result.after.height).toBeGreaterThan(result.after.width);
  }
  return { results, total, main };
}

it('fits twenty 12-megapixel photos for Bluesky in a worker, the page staying responsive', async () => {
  const files: File[] = [];
  for (let index = 0; index < PHOTOS; index += 1) files.push(await phonePhoto({ width: 4000, height: 3000, seed: index + 1, name: `IMG_${1000 + index}.JPG` }));

  // One photo first, so the fitter's chunk and its worker are loaded and compiled outside the figures.
  await fitImage(files[0]!, { types: ['image/jpeg'], accepts: ['image/jpeg'], maxBytes: BLUESKY });

  // The same watch over an idle page first: on a shared machine, other processes make long tasks too.
  const idle = watchMainThread();
  await new Promise((resolve) => setTimeout(resolve, IDLE_MS));
  const baseline = idle.stop();

  const inWorker = await fitAll(files, true);
  const onMain = await fitAll(files.slice(0, MAIN_THREAD_PHOTOS), false);

  const seconds = (ms: number) => ms / 1000;
  const { results, main } = inWorker;
  printFigures(
    'Fitting 12-megapixel JPEGs for Bluesky (2,000,000 bytes), one after another',
    [
      `${PHOTOS} photos of 4000 × 3000, EXIF orientation 6 and a GPS location, ${medianOf(files.map((file) => file.size / MB), 1, ' MB')} each; median (min–max)`,
      'main thread: long tasks from PerformanceObserver (50 ms and over); timer lateness = the most a 10 ms timer ran late',
    ],
    [
      { name: 'time per photo, in the worker', value: medianOf(results.map(({ ms }) => seconds(ms)), 2, ' s') },
      { name: 'all twenty, in the worker', value: fixed(seconds(inWorker.total), 1, ' s') },
      { name: 'fitted size', value: medianOf(results.map(({ file }) => file.size / MB), 2, ' MB') },
      { name: 'fitted dimensions (shown upright)', value: [...new Set(results.map(({ after }) => `${after.width} × ${after.height}`))].join(', ') },
      { name: 'JPEG quality kept', value: medianOf(results.map(({ quality }) => quality ?? 0), 2) },
      { name: `long tasks on an idle page (${IDLE_MS / 1000} s, the machine's own noise)`, value: fixed(baseline.tasks.length) },
      { name: 'longest task, idle page', value: baseline.tasks.length ? fixed(baseline.longest, 0, ' ms') : 'none ≥ 50 ms' },
      { name: 'timer lateness, idle page', value: fixed(baseline.late, 0, ' ms') },
      { name: 'long tasks on the main thread while the worker fits', value: fixed(main.tasks.length) },
      { name: 'longest main-thread task while the worker fits', value: main.tasks.length ? fixed(main.longest, 0, ' ms') : 'none ≥ 50 ms', target: atMost(main.longest, 50, '50 ms') },
      { name: 'timer lateness while the worker fits', value: fixed(main.late, 0, ' ms') },
      { name: `time per photo, main thread (${MAIN_THREAD_PHOTOS} photos)`, value: medianOf(onMain.results.map(({ ms }) => seconds(ms)), 2, ' s') },
      { name: 'long tasks, main thread', value: fixed(onMain.main.tasks.length) },
      { name: 'longest task, main thread', value: onMain.main.tasks.length ? fixed(onMain.main.longest, 0, ' ms') : 'none ≥ 50 ms' },
      { name: 'timer lateness, main thread', value: fixed(onMain.main.late, 0, ' ms') },
    ],
  );
});
