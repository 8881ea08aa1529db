import { expect, it } from 'vitest';
import { generatedFile } from './support/files.js';
import { heapUsed, sampleHeap } from './support/heap.js';
import { MB, atMost, fixed, median, medianOf, printFigures } from './support/report.js';
import { benchService } from './support/service.js';
import { mountUploadList } from './support/UploadList.js';

// One generated 1 GB file through useUpload, with the page's JS heap read before (after a forced
// collection), all through the upload (no forced collection: the peak includes garbage not yet
// collected, the strictest reading), and after (collected again). The file is made of references
// to one 4 MB blob, so the bytes sit in Chrome's blob registry, never in the page; an engine that
// read the file (arrayBuffer, FileReader, base64) would show here as a gigabyte of growth.
const SIZE = 1024 * MB;
const ROUNDS = 3;

async function uploadOnce(round: number) {
  const run = benchService();
  const file = generatedFile(SIZE, `clip-${round}.mp4`);
  expect(file.size).toBe(SIZE);
  const list = mountUploadList({ fetch: run.fetch, concurrency: 1, onRender: () => {} });
  try {
    const before = await heapUsed({ collect: true });
    const sampler = sampleHeap();
    const start = performance.now();
    const [media] = await list.upload([file]);
    const ms = performance.now() - start;
    const { peak, samples } = await sampler.stop();
    const after = await heapUsed({ collect: true });
    expect(media?.size).toBe(SIZE);
    const { objects } = await run.stored();
    expect(objects.map((object) => object.size)).toEqual([SIZE]);
    return { before, peak: Math.max(peak, after), after, ms, samples };
  } finally {
    list.unmount();
  }
}

it('uploads one generated 1 GB file with a flat JS heap', async () => {
  const rounds = [];
  for (let round = 0; round < ROUNDS; round += 1) rounds.push(await uploadOnce(round));

  const inMB = (bytes: number) => bytes / MB;
  const growth = rounds.map(({ before, peak }) => inMB(peak - before));
  const retained = rounds.map(({ before, after }) => inMB(after - before));
  printFigures(
    'Heap while uploading one generated 1 GB file (useUpload, loopback storage)',
    [`${ROUNDS} uploads; median (min–max); heap = V8 heap in use + ArrayBuffer backing stores (DevTools protocol)`],
    [
      { name: 'heap before (after a forced GC)', value: medianOf(rounds.map(({ before }) => inMB(before)), 1, ' MB') },
      { name: 'heap peak during the upload (no forced GC)', value: medianOf(rounds.map(({ peak }) => inMB(peak)), 1, ' MB') },
      { name: 'heap growth, peak − before', value: medianOf(growth, 1, ' MB'), target: atMost(median(growth), 20, '20 MB') },
      { name: 'heap retained after (forced GC) − before', value: medianOf(retained, 1, ' MB') },
      { name: 'heap readings per upload', value: medianOf(rounds.map(({ samples }) => samples)) },
      { name: 'upload time (ticket, PUT, confirm)', value: medianOf(rounds.map(({ ms }) => ms / 1000), 1, ' s') },
      { name: 'throughput', value: medianOf(rounds.map(({ ms }) => 1024 / (ms / 1000)), 0, ' MB/s') },
      { name: 'largest growth of any run', value: fixed(Math.max(...growth), 1, ' MB'), target: atMost(Math.max(...growth), 20, '20 MB') },
    ],
  );
});
