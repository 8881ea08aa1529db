import type { TestProject } from 'vitest/node';
import { startStorageServer } from './storageServer.js';

export const STORAGE_SECRET = 'socialkit-test-storage-secret';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The loopback presigned storage (another origin than the test page). */
    storageUrl: string;
    storageSecret: string;
  }
}

/** Starts the loopback storage once for the Chromium suite; tests read its URL with inject(). */
export default async function setup(project: TestProject) {
  // Slow enough that a few-megabyte body shows several progress ticks.
  const storage = await startStorageServer({ secret: STORAGE_SECRET, bytesPerSecond: 8 * 1024 * 1024 });
  project.provide('storageUrl', storage.url);
  project.provide('storageSecret', STORAGE_SECRET);
  return () => storage.close();
}
