import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import type { Browser } from 'playwright';
import { collectErrors, launch } from './browser.js';
import { connectFacebook } from './newcomer.js';
import { stopGroup } from '../support/processGroup.js';

// `npm ci && npm run storybook`, then the first click a newcomer makes: Storybook's dev server,
// started as that script starts it on a checkout that has never run it (Vite pre-bundles the
// dependencies on the first request, and a module it finds late reloads the page), with React's
// development build and its warnings. The built site's checks cannot see either.

const ROOT = resolve(import.meta.dirname, '../..');
// The first start transforms the manager, the preview and their dependencies; on a loaded machine
// that takes minutes, never a wrong answer.
const START = 300_000;

/** A port nothing listens on now, on loopback. */
const freePort = () =>
  new Promise<number>((done, fail) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
    probe.on('error', fail);
  });

/** Waits for the dev server to answer `url`, and says what it printed if it stops or never does. */
async function serving(url: string, deadline: number) {
  while (Date.now() < deadline) {
    if (server.exitCode !== null || server.signalCode !== null) throw new Error(`storybook dev stopped (${server.exitCode ?? server.signalCode}):\n${output}`);
    if (await fetch(url).then((answer) => answer.ok, () => false)) return;
    await new Promise((wait) => setTimeout(wait, 500));
  }
  throw new Error(`storybook dev did not serve ${url} in ${START / 1000} s:\n${output}`);
}

/**
 * The `storybook` script's own arguments (`dev`, `--no-open`, …), so a flag added there is tested
 * too; its port gives way to a free one, given after it.
 */
function scriptArgs(): string[] {
  const { scripts } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
  const [command, ...args] = scripts.storybook!.split(/\s+/);
  if (command !== 'storybook') throw new Error(`npm run storybook runs ${command}, which this test does not start`);
  return args.filter((arg, index) => !['-p', '--port'].includes(arg) && !['-p', '--port'].includes(args[index - 1]!));
}

let server: ChildProcess;
let base: string;
let output = '';
let browser: Browser;

beforeAll(async () => {
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  // As `npm run storybook` runs it, not as Vitest's NODE_ENV=test would.
  const { NODE_ENV: _test, ...env } = process.env;
  const args = [...scriptArgs(), '--port', String(port), '--host', '127.0.0.1', '--exact-port', '--ci', '--quiet'];
  server = spawn(join(ROOT, 'node_modules/.bin/storybook'), args, { cwd: ROOT, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await serving(`${base}/index.json`, Date.now() + START);
  browser = await launch();
}, START + 30_000);

afterAll(async () => {
  await browser?.close();
  // The whole group: the CLI starts Vite's workers of its own.
  if (server) await stopGroup(server, 'storybook dev');
});

it('connects Facebook in a popup on `npm run storybook`: consent, two pages picked, connected, nothing in the console', async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const errors = collectErrors(page);
  context.on('page', (popup) => void collectErrors(popup, errors, 'popup '));
  try {
    await connectFacebook(page, base);
  } finally {
    await context.close();
  }
  expect(errors).toEqual([]);
}, START);
