import { startStorageServer, type StorageServer } from '../../test/support/storageServer.js';

export const BENCH_STORAGE_SECRET = 'socialkit-bench-storage-secret';

// The tests' storage reads bodies at a slow pace so progress has ticks to show; a benchmark wants
// the opposite: bodies read as fast as loopback goes (still as a stream, counted and thrown
// away), so the figures measure the browser side. One instance per Vitest process, reached by
// globalSetup and the browser commands through different module loaders, so it lives on globalThis.
const KEY = Symbol.for('socialkit.bench.storage');
const holder = globalThis as typeof globalThis & { [KEY]?: Promise<StorageServer> };

export function benchStorage(): Promise<StorageServer> {
  holder[KEY] ??= startStorageServer({ secret: BENCH_STORAGE_SECRET });
  return holder[KEY];
}

export async function closeBenchStorage(): Promise<void> {
  const storage = holder[KEY];
  delete holder[KEY];
  await (await storage)?.close();
}
