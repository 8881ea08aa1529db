import type { BrowserCommand } from 'vitest/node';

/** What Playwright's page.emulateMedia can switch: forced colours, colour scheme, reduced motion. */
export interface MediaFeatures {
  forcedColors?: 'active' | 'none';
  colorScheme?: 'light' | 'dark';
  reducedMotion?: 'reduce' | 'no-preference';
}

/**
 * Emulates media features for the whole test page, so later test files in the same browser
 * session see them too: a test that calls it puts the project's settings back afterwards.
 */
export const emulateMedia: BrowserCommand<[features: MediaFeatures]> = async ({ page }, features) => {
  await page.emulateMedia(features);
};

export const mediaCommands = { emulateMedia };

declare module 'vitest/browser' {
  interface BrowserCommands {
    emulateMedia: (features: MediaFeatures) => Promise<void>;
  }
}
