import { expect, it } from 'vitest';
import { createSocialClient } from '../src/client/createSocialClient.js';
import type { MediaRecord } from '../src/client/types.js';
import { createUploadStore } from '../src/upload/store.js';
import { bareUpload, presign, threeStepUpload } from './support/bareUpload.js';
import { photos } from './support/files.js';
import { createCommitMeter, type CommitCount } from './support/frames.js';
import { MB, atMost, fixed, median, medianOf, printFigures } from './support/report.js';
import { benchService } from './support/service.js';
import { mountUploadList } from './support/UploadList.js';

// 40 files of 4 MB to the loopback storage, 4 at a time, four ways: a bare XMLHttpRequest loop
// (the PUTs alone, the target's baseline), the interface's three steps in a plain loop (ticket,
// PUT, confirm: what any correct uploader must do), useUpload's engine without React, and
// useUpload with a React list showing progress. The middle two say where a gap comes from. One
// warm-up round, then rounds whose order rotates; each ratio is taken within a round (the same
// minute of the same shared machine) and the median of the rounds is the figure.
const FILES = 40;
const CONCURRENCY = 4;
const ROUNDS = 11;

interface Run {
  ms: number;
  maxInFlight: number;
  commits?: CommitCount;
}

/** Every file arrived whole, and each media record was confirmed once. */
async function checkStored(run: ReturnType<typeof benchService>, confirmed: boolean) {
  const { objects, maxInFlight } = await run.stored();
  expect(objects.filter((object) => object.size === 4 * MB)).toHaveLength(FILES);
  if (confirmed) expect(run.service.db.media().filter((record) => record.confirmCount === 1)).toHaveLength(FILES);
  return maxInFlight;
}

async function viaBareLoop(files: File[]): Promise<Run> {
  const run = benchService();
  const urls = await presign(files, run.storageUrl, run.storageSecret);
  const start = performance.now();
  await bareUpload(files, urls, CONCURRENCY);
  const ms = performance.now() - start;
  return { ms, maxInFlight: await checkStored(run, false) };
}

async function viaThreeSteps(files: File[]): Promise<Run> {
  const run = benchService();
  const client = createSocialClient({ baseUrl: '/api/social', fetch: run.fetch });
  const start = performance.now();
  await threeStepUpload(files, client, CONCURRENCY);
  const ms = performance.now() - start;
  return { ms, maxInFlight: await checkStored(run, true) };
}

async function viaEngine(files: File[]): Promise<Run> {
  const run = benchService();
  const client = createSocialClient({ baseUrl: '/api/social', fetch: run.fetch });
  let settle!: { resolve: (media: MediaRecord[]) => void; reject: (error: Error) => void };
  const done = new Promise<MediaRecord[]>((resolve, reject) => (settle = { resolve, reject }));
  const store = createUploadStore({
    client,
    concurrency: CONCURRENCY,
    retry: 0,
    onComplete: (media) => settle.resolve(media),
    onError: (error, item) => settle.reject(new Error(`${item.name}: ${error.message}`)),
  });
  const detach = store.attach();
  try {
    const start = performance.now();
    await store.add(files);
    expect(await done).toHaveLength(FILES);
    const ms = performance.now() - start;
    return { ms, maxInFlight: await checkStored(run, true) };
  } finally {
    detach();
  }
}

async function viaUseUpload(files: File[]): Promise<Run> {
  const run = benchService();
  const meter = createCommitMeter();
  const list = mountUploadList({ fetch: run.fetch, concurrency: CONCURRENCY, onRender: meter.onRender });
  try {
    // The list's own mount is not part of the run: its commit would land in the frame of the add.
    await list.mounted();
    meter.start();
    const start = performance.now();
    const media = await list.upload(files);
    const ms = performance.now() - start;
    const commits = meter.stop();
    expect(media).toHaveLength(FILES);
    return { ms, commits, maxInFlight: await checkStored(run, true) };
  } finally {
    list.unmount();
  }
}

const ways = { bare: viaBareLoop, steps: viaThreeSteps, engine: viaEngine, hook: viaUseUpload };
type Way = keyof typeof ways;

it(`uploads ${FILES} files of 4 MB at concurrency ${CONCURRENCY}: useUpload against bare loops`, async () => {
  // The same 40 File objects every time, so every run sends the very same bodies.
  const files = photos(FILES, 'throughput');
  const order = Object.keys(ways) as Way[];
  for (const way of order) await ways[way](files);

  const rounds: Record<Way, Run>[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const result = {} as Record<Way, Run>;
    for (let step = 0; step < order.length; step += 1) {
      const way = order[(round + step) % order.length]!;
      result[way] = await ways[way](files);
    }
    rounds.push(result);
  }

  const ms = (way: Way) => rounds.map((round) => round[way].ms);
  const ratio = (way: Way, base: Way) => rounds.map((round) => round[way].ms / round[base].ms);
  const inFlight = (way: Way) => Math.max(...rounds.map((round) => round[way].maxInFlight));
  const commits = rounds.map((round) => round.hook.commits!);
  const maxPerFrame = Math.max(...commits.map((count) => count.maxPerFrame));
  const hookRatio = ratio('hook', 'bare');

  printFigures(
    `Upload throughput: ${FILES} files × 4 MB, concurrency ${CONCURRENCY}, loopback storage`,
    [`${ROUNDS} rounds in rotating order after a warm-up round; median (min–max)`],
    [
      { name: 'bare XHR loop (PUTs only), wall time', value: medianOf(ms('bare'), 0, ' ms') },
      { name: 'ticket + PUT + confirm loop, wall time', value: medianOf(ms('steps'), 0, ' ms') },
      { name: 'useUpload engine without React, wall time', value: medianOf(ms('engine'), 0, ' ms') },
      { name: 'useUpload, wall time', value: medianOf(ms('hook'), 0, ' ms') },
      { name: 'bare XHR loop, throughput', value: medianOf(ms('bare').map((time) => (FILES * 4 * 1000) / time), 0, ' MB/s') },
      { name: 'useUpload / bare XHR loop', value: medianOf(hookRatio, 2), target: atMost(median(hookRatio), 1.1, '1.10') },
      { name: '  of which the three steps: steps loop / bare', value: medianOf(ratio('steps', 'bare'), 2) },
      { name: '  of which the engine: engine / steps loop', value: medianOf(ratio('engine', 'steps'), 2) },
      { name: '  of which React: useUpload / engine', value: medianOf(ratio('hook', 'engine'), 2) },
      { name: 'PUTs in flight at once, at the storage (each way)', value: order.map(inFlight).join(' / ') },
      { name: 'React commits per run (Profiler onRender)', value: medianOf(commits.map((count) => count.commits)) },
      { name: 'animation frames per run', value: medianOf(commits.map((count) => count.frames)) },
      { name: 'commits in one frame, most in any run', value: fixed(maxPerFrame), target: atMost(maxPerFrame, 1, '1') },
      { name: 'frames with more than one commit, per run', value: medianOf(commits.map((count) => count.framesOverOne)) },
    ],
  );
});
