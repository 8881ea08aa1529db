/// <reference types="vitest/config" />
import { defineConfig, type Plugin } from 'vite';
import { usesClientReact } from './scripts/clientModule.mjs';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { fileURLToPath } from 'node:url';
import { readdirSync } from 'node:fs';
import { e2eCommands, e2eStack } from './test/support/e2eStack.js';
import { fixturePages } from './test/support/fixturePages.js';
import { storageCommands } from './test/support/storageCommands.js';
import { mediaCommands } from './test/support/mediaCommands.js';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './test/support/chromium.js';

const src = (path: string) => fileURLToPath(new URL(`./src/${path}`, import.meta.url));

// Peers and dependencies stay external, subpaths included (react/jsx-runtime), so the consumer's
// bundler dedupes them and size-limit measures only our code against the budgets.
const external = [/^react($|\/)/, /^react-dom($|\/)/, /^react-dropzone($|\/)/, /^mrmime($|\/)/, /^mediabunny($|\/)/, /^idb-keyval($|\/)/, /^libheif-js($|\/)/, /^@tanstack\//, /^@zag-js\//, /^msw($|\/)/, /^node:/];

// 'use client' marks exactly the modules that use client-only React (scripts/clientModule.mjs):
// everything else (the client, query keys and options, messages, the catalogue) stays callable
// from a Server Component. Bundlers drop module-level directives, so the build notes client
// modules from their source and puts the directive back per output module.
const clientModules = new Set<string>();
const noteClientModules: Plugin = {
  name: 'socialkit:client-modules',
  transform(code, id) {
    if (/\/src\/.*\.tsx?$/.test(id) && usesClientReact(code)) clientModules.add(id);
    return null;
  },
};

// The image- and video-fitting workers, as the apps that install the package bundle them: `new Worker(new
// URL('./fitWorker.js', import.meta.url), { type: 'module' })` is the pattern Vite, webpack 5 and
// Next.js turn into a worker file of their own. Our library build must leave it as written (Vite
// would bundle the worker itself, or inline it as a data: URL that a CSP refuses), with each
// worker emitted beside it as an entry (dist/media/fitWorker.js, heifWorker.js, videoWorker.js). So the
// URLs hide from Vite's worker and asset plugins while the build runs, and come back as written in
// the output. Tests and Storybook leave them to Vite, which serves (or bundles) the TypeScript.
/** Each module that starts workers, and the workers it starts. */
const WORKERS: Record<string, readonly string[]> = { 'media/fit.ts': ['fitWorker', 'heifWorker'], 'media/videoFit.ts': ['videoWorker'] };
const ALL_WORKERS = Object.values(WORKERS).flat();
const workerUrl = (name: string) => `new URL('./${name}.js', import.meta.url)`;
// As long as the string it stands for, so columns, and the source map, stay where they were.
const hiddenUrl = (name: string) => `new URL(__sk${name}___, import.meta.url)`;
const keepWorkerUrls: Plugin = {
  name: 'socialkit:keep-worker-urls',
  // The library build only, which emits the workers as entries: Storybook's build (the same
  // config, its own entries) bundles the workers as an app would.
  apply: (config, { command }) => command === 'build' && Boolean(config.build?.lib && typeof config.build.lib.entry === 'object' && 'media/fitWorker' in config.build.lib.entry),
  enforce: 'pre',
  transform(code, id) {
    const starter = Object.keys(WORKERS).find((file) => id === src(file));
    if (!starter) return null;
    let hidden = code;
    for (const name of WORKERS[starter]!) {
      if (!code.includes(workerUrl(name))) throw new Error(`src/${starter} no longer starts a worker as ${workerUrl(name)}`);
      hidden = hidden.replace(workerUrl(name), hiddenUrl(name));
    }
    return { code: hidden, map: null };
  },
  generateBundle(_options, bundle) {
    const restore = (text: string) => ALL_WORKERS.reduce((out, name) => out.replaceAll(hiddenUrl(name), workerUrl(name)), text);
    for (const output of Object.values(bundle)) {
      if (output.type === 'chunk') {
        output.code = restore(output.code);
        if (output.map) output.map.sourcesContent = output.map.sourcesContent?.map((content) => content && restore(content));
      } else if (typeof output.source === 'string') output.source = restore(output.source);
    }
  },
};

// test/ mirrors src/, and a test file's name says where it runs: `*.browser.test.ts(x)` in
// Chromium, `*.node.test.ts(x)` in Node (server rendering included), any other `*.test.ts(x)` in
// jsdom.
const BROWSER_TESTS = 'test/**/*.browser.test.{ts,tsx}';
const NODE_TESTS = 'test/**/*.node.test.{ts,tsx}';

// Browser tests that must run without msw's service worker (see the chromium-upload project): real
// uploads, and the end-to-end test through the proxy.
const NO_WORKER_TESTS = [
  'test/mocks/storageServer.browser.test.ts',
  'test/upload/*.browser.test.tsx',
  'test/gallery/gallery-crop.browser.test.tsx',
  'test/components/MediaUploader.browser.test.tsx',
  'test/hooks/useMediaUploader.browser.test.tsx',
  'test/server/e2e.browser.test.tsx',
];

// Vitest mutates the browser config it is given: build a fresh one per project. Exported for
// vitest.bench.config.ts, whose benchmarks run in the same Chromium.
export const chromium = (colorScheme: 'light' | 'dark' = 'light') => ({
  enabled: true,
  headless: true,
  screenshotFailures: false,
  provider: playwright({
    contextOptions: { colorScheme },
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  }),
  instances: [{ browser: 'chromium' as const }],
  // A Chromium started while the machine is busy (two suites at once, load 27 on 2 cores) took
  // longer than the default 60 s to reach the test runner, and its project's files never ran.
  connectTimeout: 300_000,
});

export default defineConfig({
  plugins: [react(), noteClientModules, keepWorkerUrls],
  build: {
    copyPublicDir: false,
    emptyOutDir: true,
    sourcemap: true,
    target: 'es2022',
    minify: false,
    // The JavaScript stays readable; a panel's own sheet, which ships as a string
    // (styles/on-demand), is minified, since an app's bundler cannot minify a string.
    cssMinify: 'lightningcss',
    lib: {
      entry: {
        index: src('index.ts'),
        core: src('core.ts'),
        'mocks/index': src('mocks/index.ts'),
        'mocks/node': src('mocks/node.ts'),
        'mocks/cli': src('mocks/cli.ts'),
        'server/index': src('server/index.ts'),
        // Not a package entry: the image fitter's worker, which dist/media/fit.js starts by URL.
        'media/fitWorker': src('media/fitWorker.ts'),
        'media/heifWorker': src('media/heifWorker.ts'),
        'media/videoWorker': src('media/videoWorker.ts'),
        // Each language an entry of its own (@socialkit/react/locales/de), and the loader. Sorted: the
        // directory's order on disk differs between clones, and the build's bytes with it.
        ...Object.fromEntries(readdirSync(src('locales')).sort().map((file) => [`locales/${file.replace(/\.ts$/, '')}`, src(`locales/${file}`)])),
      },
      formats: ['es'],
    },
    rollupOptions: {
      external,
      // Constants stay imported, not copied in: with one module per file, an inlined constant
      // left its module behind as a bare import, which app bundlers drop with a warning.
      optimization: { inlineConst: false },
      output: {
        // No JSDoc in the JavaScript: the declarations (.d.ts) carry it for editors, the source
        // maps carry the source, and the message catalogue's comments for translators
        // (src/i18n/en) would otherwise ship to every app that installs the package.
        comments: { legal: true, annotation: true, jsdoc: false },
        preserveModules: true,
        preserveModulesRoot: 'src',
        entryFileNames: '[name].js',
        banner: (chunk) =>
          chunk.facadeModuleId === src('mocks/cli.ts') ? '#!/usr/bin/env node' : chunk.facadeModuleId && clientModules.has(chunk.facadeModuleId) ? "'use client';" : '',
      },
    },
  },
  test: {
    globals: true,
    restoreMocks: true,
    // A time limit stops a hung test; it is not a measure of speed (benchmarks measure that). On a
    // shared machine under load (a load average of 10 to 25 on 2 cores, as CI and a busy laptop
    // have) a jsdom test that types a handle or walks tabs key by key takes 5 to 10 s, and a
    // Chromium test that renders every component twice for axe takes over 15 s. Waiting longer
    // never lets a wrong screen pass; it only stops a slow right one from failing.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // A green run lists a test only when it took long enough to look into (a browser flow takes
    // seconds under load; the default, 300 ms, listed hundreds of them).
    slowTestThreshold: 30_000,
    // Two test files at a time in each pool (Vitest's default here is one: the cores less one).
    // Most of a file's time is waiting on a browser (a page loading, a popup, a real upload), so
    // one at a time left a core idle for half the run; the time limits above hold under the load.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'jsdom',
          environment: 'jsdom',
          include: ['test/**/*.test.{ts,tsx}'],
          exclude: [BROWSER_TESTS, NODE_TESTS, 'test/storybook-site/**', 'test/examples/**', 'test/firefox/**'],
          setupFiles: ['test/support/setup-jsdom.ts', 'test/support/setup-console.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: [NODE_TESTS],
          setupFiles: ['test/support/setup-console.ts'],
        },
      },
      {
        extends: true,
        // The pages the tests open in popups and frames, built once a run (test/support/fixturePages.ts).
        plugins: [fixturePages()],
        // Dependencies optimized up front, or Vite finds one mid-run on a clean checkout and
        // reloads the page under test.
        optimizeDeps: { include: ['react-dom/client', 'react-dropzone', 'axe-core'] },
        test: {
          name: 'chromium',
          include: [BROWSER_TESTS],
          exclude: NO_WORKER_TESTS,
          setupFiles: ['test/support/setup-real-browser.ts', 'test/support/setup-browser.ts', 'test/support/setup-console.ts'],
          globalSetup: ['test/support/globalSetup.ts'],
          // Faults and records of the loopback storage, shared with globalSetup's instance; media
          // emulation (forced colours, colour scheme) for the styles' accessibility tests.
          browser: { ...chromium(), commands: { ...storageCommands, ...mediaCommands } },
        },
      },
      {
        // Uploads need real XHR progress, and Chrome fires none for a page that msw's service
        // worker controls, even once the worker is stopped. Their own project has its own origin,
        // so no worker ever registers there: the simulated service answers through `fetch`, or,
        // for the end-to-end test, over HTTP behind the proxy that e2eStack mounts on this server.
        extends: true,
        plugins: [e2eStack(), fixturePages()],
        optimizeDeps: { include: ['react-dom/client', 'react-dropzone', 'axe-core'] },
        test: {
          name: 'chromium-upload',
          include: NO_WORKER_TESTS,
          setupFiles: ['test/support/setup-real-browser.ts', 'test/support/setup-console.ts'],
          globalSetup: ['test/support/globalSetup.ts'],
          browser: { ...chromium(), commands: { ...storageCommands, ...e2eCommands } },
        },
      },
      {
        // The built Storybook (storybook-static) as a newcomer meets it: served on loopback and
        // clicked in Chromium, in Storybook's own frame. Rebuilt first when older than its sources.
        extends: true,
        test: {
          name: 'storybook-site',
          environment: 'node',
          include: ['test/storybook-site/**/*.test.ts'],
          globalSetup: ['test/storybook-site/globalSetup.ts'],
          testTimeout: 120_000,
          // Each story and docs page is a test; two at a time, as the lanes in stories.test.ts
          // allow (a test waiting for a lane would spend its time limit waiting).
          maxConcurrency: 2,
        },
      },
      {
        // The example apps as their users run them: each installed from the packed tarball in a
        // directory of its own, built, started and clicked in Chromium (test/examples/).
        extends: true,
        test: {
          name: 'examples',
          environment: 'node',
          include: ['test/examples/**/*.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 300_000,
        },
      },
      {
        // The same example app in Firefox ESR (Debian's), driven by puppeteer-core over WebDriver
        // BiDi: Vitest's browser mode needs Playwright's own Firefox, which cannot be downloaded.
        extends: true,
        test: {
          name: 'firefox',
          environment: 'node',
          include: ['test/firefox/**/*.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 300_000,
        },
      },
      {
        // Every story in Chromium as the development build renders it, through Storybook's test
        // addon: what its "Run tests" panel runs in `npm run storybook`, and `npx vitest run
        // --project storybook` runs here. `npm test` leaves it out: the built site's check
        // (test/storybook-site/stories.test.ts) plays every story, axe included, with the system
        // light and dark, as a newcomer opens them.
        extends: true,
        plugins: [storybookTest({ configDir: fileURLToPath(new URL('./.storybook', import.meta.url)) })],
        test: {
          name: 'storybook',
          browser: chromium(),
          // A story that prints a warning or an error it did not ask for fails, as a test does.
          setupFiles: ['test/support/setup-console.ts'],
          // A flow story waits up to a minute a step (.storybook/preview.tsx), several steps a story.
          testTimeout: 240_000,
        },
      },
      {
        // `npm run typecheck` (tsc over tsconfig.json, test/types included) fails on any of these
        // already: this project lists them test by test (`npm run test:types`), and is not in `npm test`.
        extends: true,
        test: {
          name: 'types',
          include: [],
          typecheck: { enabled: true, only: true, include: ['test/types/**/*.test-d.{ts,tsx}'], tsconfig: './tsconfig.json' },
        },
      },
    ],
  },
});
