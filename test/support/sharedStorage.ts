import { startStorageServer, type StorageServer } from './storageServer.js';

export const STORAGE_SECRET = 'socialkit-test-storage-secret';

// One storage per Vitest process, whoever asks first: globalSetup (to hand its URL to the tests)
// or a browser command (to set faults and read what arrived). They load this module through
// different loaders (the config bundle, Vitest's module runner), so the instance lives on
// globalThis rather than in a module variable.
const KEY = Symbol.for('socialkit.test.storage');
const holder = globalThis as typeof globalThis & { [KEY]?: Promise<StorageServer> };

export function sharedStorage(): Promise<StorageServer> {
  // Slow enough that a few-megabyte body shows several progress ticks.
  holder[KEY] ??= startStorageServer({ secret: STORAGE_SECRET, bytesPerSecond: 8 * 1024 * 1024 });
  return holder[KEY];
}

export async function closeSharedStorage(): Promise<void> {
  const storage = holder[KEY];
  delete holder[KEY];
  await (await storage)?.close();
}
