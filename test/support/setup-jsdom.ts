import '@testing-library/jest-dom/vitest';
import type { EventEmitter } from 'node:events';
import { configure } from '@testing-library/react';
import { server } from './server.js';

// Any request no handler answers fails the test: traffic in tests goes nowhere real.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

// How long findBy/waitFor wait for something to appear. The default second is too short for a
// file's first render on a shared, loaded CI machine (cold imports, msw's first answer); waiting
// longer never lets a wrong screen pass, it only stops a slow right one from failing.
configure({ asyncUtilTimeout: 15_000 });

// jsdom's own errors (a stylesheet it cannot parse, a script error) go to the test's console,
// where an unexpected one fails the test (setup-console.ts), instead of straight to the terminal.
// One is what jsdom cannot do, not a defect: a redirect's test sees the call to location.assign,
// and jsdom says it loads no other document, often after the test has ended.
const jsdomConsole = (window as unknown as { jsdom?: { virtualConsole?: EventEmitter } }).jsdom?.virtualConsole;
jsdomConsole?.removeAllListeners('jsdomError');
jsdomConsole?.on('jsdomError', (error: Error & { type?: string }) => {
  if (error.message.startsWith('Not implemented: navigation')) return;
  console.error(error.message);
});
