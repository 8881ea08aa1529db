import type { BrowserCommand } from 'vitest/node';
import type { StorageState } from '../../test/support/storageServer.js';
import { benchStorage } from './benchStorage.js';

/** What reached the bench storage under a prefix: checks that a run did what its figures claim. */
export const benchStorageState: BrowserCommand<[scope: string]> = async (_context, scope): Promise<StorageState> =>
  (await benchStorage()).state(scope);

export const benchCommands = { benchStorageState };

declare module 'vitest/browser' {
  interface BrowserCommands {
    benchStorageState: (scope: string) => Promise<StorageState>;
  }
}
