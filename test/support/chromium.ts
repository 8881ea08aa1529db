/**
 * Debian's Chromium and the flags it needs here (as root, on a closed network): shared by Vitest's
 * browser projects and the tests that drive Chromium themselves through Playwright.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
