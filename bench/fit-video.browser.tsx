import { expect, it } from 'vitest';
import { fitVideo, planVideoFit, readMediaFacts } from '../src/core.js';
import { makeVideo } from '../stories/support/videos.js';
import { watchMainThread } from './support/mainThread.js';
import { MB, atMost, fixed, printFigures } from './support/report.js';

// Videos fitted in the browser, in the worker the package ships, while the page's main thread is
// watched (long tasks from Chrome's PerformanceObserver, and how late a 10 ms timer runs). Two
// cases: a 150 s 1080p60 H.264 MP4 for X, trimmed to 140 s (its packets copied, not re-encoded),
// and 20 s of 1080p30 VP9 re-encoded to H.264 at 720p for X (every frame decoded, scaled and
// encoded). The videos are made by this browser's encoders before anything is measured.

async function fit(file: File, networks: Parameters<typeof planVideoFit>[1], target?: Parameters<typeof fitVideo>[1]) {
  const plan = target ? { status: 'fit' as const, target } : planVideoFit(await readMediaFacts(file), networks);
  if (plan.status !== 'fit') throw new Error(`planned ${plan.status}`);
  const watch = watchMainThread();
  const started = performance.now();
  const result = await fitVideo(file, plan.target);
  const ms = performance.now() - started;
  const main = watch.stop();
  expect(result.ranIn).toBe('worker');
  return { result, ms, main, facts: await readMediaFacts(result.file) };
}

it('fits videos for X in a worker, the page staying responsive', async () => {
  const long = await makeVideo({ codec: 'avc', width: 1920, height: 1080, frameRate: 60, seconds: 2, lastFor: 150, bitRate: 4_000_000, picture: 'plain', name: 'match.mp4' });
  const vp9 = await makeVideo({ codec: 'vp9', width: 1920, height: 1080, frameRate: 30, seconds: 20, bitRate: 4_000_000, picture: 'plain', name: 'talk.webm', container: 'webm' });
  // One short fitting first, so the fitter's chunk and its worker's modules are loaded outside the figures.
  await fitVideo(await makeVideo({ codec: 'vp9', seconds: 1, name: 'warm.webm', container: 'webm' }), { videoCodecs: ['avc'] });

  const trimmed = await fit(long, ['x']);
  expect(trimmed.facts.duration).toBeLessThanOrEqual(140.05);
  const encoded = await fit(vp9, ['x'], { videoCodecs: ['avc'], maxWidth: 1280 });
  expect(encoded.facts.video?.codec).toBe('avc');

  const seconds = (ms: number) => fixed(ms / 1000, 1, ' s');
  const longest = (main: { tasks: number[]; longest: number }) => (main.tasks.length ? fixed(main.longest, 0, ' ms') : 'none ≥ 50 ms');
  printFigures(
    'Fitting videos for X in the browser (WebCodecs, mediabunny), in a worker',
    [
      `trim: 150 s of 1080p60 H.264 (${fixed(long.size / MB, 1, ' MB')}) to X's 140 s, packets copied`,
      `re-encode: 20 s of 1080p30 VP9 (${fixed(vp9.size / MB, 1, ' MB')}) to H.264 at 1280 × 720`,
      'main thread: long tasks from PerformanceObserver (50 ms and over); timer lateness = the most a 10 ms timer ran late',
    ],
    [
      { name: 'trim: time to fit', value: seconds(trimmed.ms) },
      { name: 'trim: fitted', value: `${fixed(trimmed.facts.duration ?? 0, 1, ' s')}, ${fixed(trimmed.facts.video?.frameRate ?? 0, 0, ' fps')}, ${fixed(trimmed.result.file.size / MB, 1, ' MB')}` },
      { name: 'trim: longest main-thread task', value: longest(trimmed.main), target: atMost(trimmed.main.longest, 50, '50 ms') },
      { name: 'trim: timer lateness', value: fixed(trimmed.main.late, 0, ' ms') },
      { name: 're-encode: time to fit', value: seconds(encoded.ms) },
      { name: 're-encode: speed', value: `${fixed(20_000 / encoded.ms, 2)} × real time` },
      { name: 're-encode: longest main-thread task', value: longest(encoded.main), target: atMost(encoded.main.longest, 50, '50 ms') },
      { name: 're-encode: timer lateness', value: fixed(encoded.main.late, 0, ' ms') },
    ],
  );
});
