// One static server for the built Storybook (storybook-static), as any host of a built site is:
// `npm run screenshots` (scripts/screenshots.mjs) and the storybook-site tests
// (test/storybook-site/globalSetup.ts) both serve it with this, on 127.0.0.1 at a free port.
import { readFile, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.json': 'application/json',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};

/**
 * Serves the files under `dir` (`/` and any folder give its index.html) on loopback.
 * @param {string} dir
 * @returns {Promise<{ origin: string, close: () => Promise<void> }>}
 */
export async function serveStaticSite(dir) {
  const root = resolve(dir);
  const server = createServer(async (request, response) => {
    try {
      const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
      const file = path.endsWith('/') ? `${path}index.html` : path;
      const target = normalize(join(root, file));
      if (!target.startsWith(root)) throw new Error('outside the site');
      const info = await stat(target);
      // Cached as hosts cache a built site: Vite names what it emits under assets/ by content, so
      // it never changes under its name; anything else is asked again each time (a 304 while it
      // is unchanged). A page loaded again then reuses the browser's copy and its compiled code,
      // instead of fetching and compiling the whole preview anew.
      const etag = `"${info.size.toString(36)}-${Math.trunc(info.mtimeMs).toString(36)}"`;
      const headers = {
        'Content-Type': TYPES[extname(target)] ?? 'application/octet-stream',
        'Cache-Control': file.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        ETag: etag,
      };
      if (request.headers['if-none-match'] === etag) {
        response.writeHead(304, headers).end();
        return;
      }
      const body = await readFile(target);
      response.writeHead(200, headers);
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise((done) => server.listen(0, '127.0.0.1', () => done(undefined)));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    origin: `http://127.0.0.1:${port}`,
    // Keep-alive connections would hold the server open past the run.
    close: () =>
      new Promise((done) => {
        server.closeAllConnections();
        server.close(() => done(undefined));
      }),
  };
}
