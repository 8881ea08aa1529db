import type { TestProject } from 'vitest/node';
import { BENCH_STORAGE_SECRET, benchStorage, closeBenchStorage } from './benchStorage.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The loopback presigned storage of the benchmarks (unpaced; another origin than the page). */
    benchStorageUrl: string;
    benchStorageSecret: string;
  }
}

export default async function setup(project: TestProject) {
  const storage = await benchStorage();
  project.provide('benchStorageUrl', storage.url);
  project.provide('benchStorageSecret', BENCH_STORAGE_SECRET);
  return () => closeBenchStorage();
}
