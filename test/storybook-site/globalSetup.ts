import { spawnSync } from 'node:child_process';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readFile, readdir, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { listen } from '../support/loopback.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The built Storybook, served on 127.0.0.1. */
    storybookOrigin: string;
  }
}

const ROOT = resolve(import.meta.dirname, '../..');
const SITE = join(ROOT, 'storybook-static');
// docs/: the guides' pages render its Markdown.
const SOURCES = ['src', 'stories', '.storybook', 'public', 'docs'];
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.json': 'application/json',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};

async function newest(path: string): Promise<number> {
  const info = await stat(path);
  if (!info.isDirectory()) return info.mtimeMs;
  const entries = await readdir(path);
  return Math.max(info.mtimeMs, ...(await Promise.all(entries.map((entry) => newest(join(path, entry))))));
}

/** `npm test` builds the site just before; a run of this project alone rebuilds a stale one. */
async function ensureBuilt() {
  const built = await stat(join(SITE, 'index.json')).then((info) => info.mtimeMs, () => 0);
  const sources = Math.max(...(await Promise.all(SOURCES.map((dir) => newest(join(ROOT, dir))))));
  if (built > sources) return;
  const run = spawnSync('npx', ['storybook', 'build', '--quiet', '-o', 'storybook-static'], { cwd: ROOT, stdio: 'inherit' });
  if (run.status !== 0) throw new Error('storybook build failed');
}

/** A plain static server, as any host of a built Storybook is. */
export default async function setup(project: TestProject) {
  await ensureBuilt();
  const site = await listen((request, response) => void serve(request, response));
  project.provide('storybookOrigin', site.origin);
  return () => site.close();
}

async function serve(request: IncomingMessage, response: ServerResponse) {
  try {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    // Chrome asks every page's origin for a favicon; Storybook ships it as SVG.
    const file = path === '/favicon.ico' ? '/favicon.svg' : path.endsWith('/') ? `${path}index.html` : path;
    const target = normalize(join(SITE, file));
    if (!target.startsWith(SITE)) throw new Error('outside the site');
    const body = await readFile(target);
    response.writeHead(200, { 'Content-Type': TYPES[extname(target)] ?? 'application/octet-stream' });
    response.end(body);
  } catch {
    response.writeHead(404).end();
  }
}
