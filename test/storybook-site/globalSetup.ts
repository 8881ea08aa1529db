import { spawnSync } from 'node:child_process';
import { readdir, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { serveStaticSite } from '../../scripts/staticSite.mjs';

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
  // Built as `npm run build-storybook` builds it: Vitest sets NODE_ENV=test, which would ship
  // React's development build and its warnings into the site under test.
  const { NODE_ENV: _test, ...env } = process.env;
  const run = spawnSync(process.execPath, ['scripts/build-storybook.mjs'], { cwd: ROOT, stdio: 'inherit', env });
  if (run.status !== 0) throw new Error('storybook build failed');
}

/** A plain static server, as any host of a built Storybook is (the one `npm run screenshots` uses). */
export default async function setup(project: TestProject) {
  await ensureBuilt();
  const site = await serveStaticSite(SITE);
  project.provide('storybookOrigin', site.origin);
  return () => site.close();
}
