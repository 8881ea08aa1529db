import { cdp } from 'vitest/browser';

interface HeapUsage {
  usedSize: number;
  totalSize: number;
  /** ArrayBuffer backing stores, outside the V8 heap proper (newer Chromes report it). */
  backingStorageSize?: number;
}

/**
 * The page's JS heap in bytes, over the DevTools protocol: the V8 heap in use plus ArrayBuffer
 * backing stores, where a file read into memory (`file.arrayBuffer()`, a FileReader) would land.
 * `performance.memory` would need --enable-precise-memory-info and leaves the buffers out.
 */
export async function heapUsed({ collect }: { collect: boolean }): Promise<number> {
  const session = cdp();
  if (collect) await session.send('HeapProfiler.collectGarbage');
  const usage = (await session.send('Runtime.getHeapUsage')) as HeapUsage;
  return usage.usedSize + (usage.backingStorageSize ?? 0);
}

/**
 * Reads the heap (without forcing a collection) back to back until stopped; `stop` resolves
 * with the highest reading and the number of readings.
 */
export function sampleHeap(intervalMs = 50) {
  let running = true;
  let peak = 0;
  let samples = 0;
  const loop = (async () => {
    while (running) {
      peak = Math.max(peak, await heapUsed({ collect: false }));
      samples += 1;
      await new Promise((resolve) => setTimeout(resolve, intervalMs));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      return { peak, samples };
    },
  };
}
