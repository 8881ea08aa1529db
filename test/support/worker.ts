import { setupWorker } from 'msw/browser';

/** The one msw service worker of the Chromium suite; each test adds the handlers it needs. */
export const worker = setupWorker();
