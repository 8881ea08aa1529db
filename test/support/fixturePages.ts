import { readdirSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { lookup } from 'mrmime';
import { build, type Plugin, type Rolldown } from 'vite';

/**
 * The pages the Chromium tests open in popups and frames (test/components/fixtures: the app, its
 * callback, the simulated consent, another site's page), built into one bundle per page on the
 * first request of a run and served from it at the paths Vite serves them from
 * (`/test/components/fixtures/callback.html`), on the test page's own server, so they keep its
 * origin (and the forged page, asked for under the other loopback name, keeps another). Served
 * module by module, every popup and frame had the dev server send it the library's hundreds of
 * modules, which was most of the connect tests' time and CPU on a busy machine.
 */

const ROOT = resolve(import.meta.dirname, '../..');
const PAGES = join(ROOT, 'test/components/fixtures');
// Where Vite serves the fixtures' sources from: the fixture pages' scripts and shared.ts, which
// the test files import too, are still served (and transformed) by Vite.
const BASE = `/${relative(ROOT, PAGES)}/`;
const ASSETS = 'assets';

interface Built {
  /** Each file of the build by its path under BASE (`/callback.html`, `/assets/…`). */
  files: Map<string, { type: string; body: string | Uint8Array }>;
  /** The files the bundle was built from: a change to one (in watch mode) builds it again. */
  sources: Set<string>;
}

// One build a run for both Chromium projects (the same pages, and one module for both configs),
// kept in memory: nothing to clean up, and nothing left for another run to take as current.
let built: Promise<Built> | undefined;

async function buildPages(): Promise<Built> {
  const result = (await build({
    configFile: false,
    envDir: false,
    publicDir: false,
    root: PAGES,
    base: BASE,
    logLevel: 'warn',
    plugins: [react()],
    // React's development build, as the dev server served it: the pages render in StrictMode, and
    // the callback's controller (src/connect/callback/controller.ts) is meant to hold when
    // StrictMode runs its effects twice, which only the development build does.
    mode: 'development',
    define: { 'process.env.NODE_ENV': JSON.stringify('development') },
    build: {
      write: false,
      assetsDir: ASSETS,
      target: 'es2022',
      // Read once by Chromium from loopback: minifying costs the build more than it saves.
      minify: false,
      reportCompressedSize: false,
      rolldownOptions: { input: readdirSync(PAGES).filter((file) => file.endsWith('.html')).map((file) => join(PAGES, file)) },
    },
  })) as Rolldown.RolldownOutput;
  const files = new Map<string, { type: string; body: string | Uint8Array }>();
  const sources = new Set<string>();
  for (const output of result.output) {
    files.set(`/${output.fileName}`, {
      type: lookup(output.fileName) ?? 'application/octet-stream',
      body: output.type === 'chunk' ? output.code : output.source,
    });
    if (output.type === 'chunk') for (const id of output.moduleIds) sources.add(id);
  }
  return { files, sources };
}

/** Serves the fixture pages built, in place of Vite's module-by-module dev serving of them. */
export function fixturePages(): Plugin {
  return {
    name: 'socialkit:fixture-pages',
    configureServer(server) {
      server.middlewares.use(BASE, (request, response, next) => {
        const path = new URL(request.url ?? '/', 'http://x').pathname;
        // Built on the first page asked for, not here: a run filtered to other tests still sets
        // this server up, and would build pages it never opens.
        if (!path.endsWith('.html') && !path.startsWith(`/${ASSETS}/`)) return next();
        void (built ??= buildPages()).then(({ files }) => {
          const file = files.get(path);
          if (!file) return next();
          response.writeHead(200, { 'Content-Type': file.type });
          response.end(file.body);
        }, next);
      });
      server.watcher.on('change', (file) => {
        void built?.then(({ sources }) => {
          if (sources.has(file)) built = undefined;
        });
      });
    },
  };
}
