// What an app pays up front for the library, as an app's bundler splits it: esbuild, minified,
// code splitting on, peers external, and gzip -9 of the entry chunk and every chunk it imports
// statically (a chunk behind `import()` loads on demand and is not counted). Two apps: one that
// imports every export of the root entry, and one that imports the provider and the five data
// hooks of the design card. Run after `npm run build`: `npm run bench:size`. It prints; it asserts
// nothing (the budgets in size-limit.entries.json are the gate).
import { build } from 'esbuild';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';

const ROOT = new URL('..', import.meta.url).pathname;
const PEERS = ['react', 'react-dom', '@tanstack/react-query'];

const APPS = {
  'the whole library (every export of the root entry)': `export * from '${join(ROOT, 'dist/index.js')}';`,
  'the provider with the five data hooks': `export { SocialKitProvider, useAuthUrl, usePendingSession, useFinalize, useAccounts, useUpload } from '${join(ROOT, 'dist/index.js')}';`,
};

/** The gzip -9 bytes of a chunk and of every chunk it imports statically, each counted once. */
function upFront(file, seen = new Set()) {
  if (seen.has(file)) return 0;
  seen.add(file);
  const code = readFileSync(file);
  // esbuild's minified static imports: `import{a as b}from"./chunk-X.js"` and `import"./chunk-X.js"`.
  const imports = [...code.toString().matchAll(/(?:^|[;}])\s*import\s*(?:[^'"()]*?from\s*)?["'](\.\/[^"']+)["']/g)].map((match) => join(dirname(file), match[1]));
  return gzipSync(code, { level: 9 }).length + imports.reduce((sum, next) => sum + upFront(next, seen), 0);
}

const work = mkdtempSync(join(tmpdir(), 'socialkit-size-'));
try {
  for (const [name, source] of Object.entries(APPS)) {
    const entry = join(work, 'app.js');
    writeFileSync(entry, source);
    const outdir = join(work, 'out');
    rmSync(outdir, { recursive: true, force: true });
    await build({
      entryPoints: [entry],
      bundle: true,
      splitting: true,
      format: 'esm',
      minify: true,
      outdir,
      platform: 'browser',
      define: { 'process.env.NODE_ENV': '"production"' },
      external: PEERS.flatMap((peer) => [peer, `${peer}/*`]),
      logLevel: 'error',
    });
    const bytes = upFront(join(outdir, 'app.js'));
    console.log(`${name}: ${(bytes / 1024).toFixed(1)} KB up front (${bytes} bytes, gzip -9)`);
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
