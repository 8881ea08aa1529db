import type { BrowserCommand } from 'vitest/node';
import { sharedStorage } from './sharedStorage.js';
import type { StorageFault, StorageState } from './storageServer.js';

/**
 * Browser commands (run in the Vitest process, called from tests with `commands.*` from
 * 'vitest/browser') over the loopback storage that globalSetup started. Every call names the
 * path prefix the test uploads under, so test files running at once never see each other's.
 */
const scoped = (scope: string) => {
  if (!/^\/bucket\/t-[\w-]+\/?$/.test(scope)) throw new Error(`storage commands take a test's own prefix, such as /bucket/t-abc; got ${scope}`);
  return scope;
};

export const storageFaults: BrowserCommand<[scope: string, faults: StorageFault[]]> = async (_context, scope, faults) => {
  const storage = await sharedStorage();
  storage.faults.push(...faults.map((fault) => ({ ...fault, scope: scoped(scope) })));
};

export const storageState: BrowserCommand<[scope: string]> = async (_context, scope): Promise<StorageState> =>
  (await sharedStorage()).state(scoped(scope));

export const storageDrop: BrowserCommand<[scope: string]> = async (_context, scope): Promise<number> => (await sharedStorage()).drop(scoped(scope));

export const storageUnthrottle: BrowserCommand<[scope: string]> = async (_context, scope): Promise<number> =>
  (await sharedStorage()).unthrottle(scoped(scope));

export const storageKeep: BrowserCommand<[scope: string]> = async (_context, scope): Promise<void> => (await sharedStorage()).keep(scoped(scope));

export const storageCommands = { storageFaults, storageState, storageDrop, storageUnthrottle, storageKeep };

declare module 'vitest/browser' {
  interface BrowserCommands {
    storageFaults: (scope: string, faults: Omit<StorageFault, 'scope'>[]) => Promise<void>;
    storageState: (scope: string) => Promise<StorageState>;
    storageDrop: (scope: string) => Promise<number>;
    storageUnthrottle: (scope: string) => Promise<number>;
    /** Keeps the bytes of this prefix's PUTs, so a GET of an object reads what the browser sent. */
    storageKeep: (scope: string) => Promise<void>;
  }
}
