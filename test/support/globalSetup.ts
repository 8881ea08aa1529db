import type { TestProject } from 'vitest/node';
import { STORAGE_SECRET, closeSharedStorage, sharedStorage } from './sharedStorage.js';

export { STORAGE_SECRET };

declare module 'vitest' {
  export interface ProvidedContext {
    /** The loopback presigned storage (another origin than the test page). */
    storageUrl: string;
    storageSecret: string;
  }
}

/** Starts the loopback storage once for the Chromium suite; tests read its URL with inject(). */
export default async function setup(project: TestProject) {
  const storage = await sharedStorage();
  project.provide('storageUrl', storage.url);
  project.provide('storageSecret', STORAGE_SECRET);
  return () => closeSharedStorage();
}
