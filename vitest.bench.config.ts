/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { benchCommands } from './bench/support/commands.js';
import { chromium } from './vite.config.js';

// The browser benchmarks (`npm run bench`), in a config file of their own: `vitest run` reads
// only vite.config.ts, so the test suite can never pick them up, and no environment variable
// decides what a plain `vitest` run means. They print figures and assert only that the work was
// done (every file stored, every tile mounted), never how long it took.
export default defineConfig({
  plugins: [react()],
  // What an app ships: React's production build, in its profiling variant so that <Profiler>
  // still counts commits, and our own development warnings off. A cache of its own, so the
  // production-built dependencies never get served to the test suite's development ones.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  resolve: { alias: [{ find: /^react-dom\/client$/, replacement: 'react-dom/profiling' }] },
  cacheDir: 'node_modules/.vite-bench',
  test: {
    name: 'bench',
    include: ['bench/**/*.browser.tsx'],
    globalSetup: ['bench/support/globalSetup.ts'],
    // One scenario at a time: two at once would measure each other.
    fileParallelism: false,
    testTimeout: 10 * 60_000,
    hookTimeout: 60_000,
    browser: { ...chromium(), commands: benchCommands },
  },
});
