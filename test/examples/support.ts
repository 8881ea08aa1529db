import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { stopGroup } from '../support/processGroup.js';

const ROOT = resolve(import.meta.dirname, '../..');

/**
 * The environment an app's own scripts get, as on its developer's machine: without the
 * `NODE_ENV=test` Vitest sets, which made the examples' builds React's development build (and
 * their size checks measure it).
 */
function appEnv(): NodeJS.ProcessEnv {
  const { NODE_ENV: _test, ...env } = process.env;
  return { ...env, NEXT_TELEMETRY_DISABLED: '1' };
}

function run(command: string, args: string[], cwd: string) {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', env: { ...appEnv(), npm_config_audit: 'false', npm_config_fund: 'false' } });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed in ${cwd}:\n${result.stdout}\n${result.stderr}`);
  return result.stdout;
}

/** The package as it would be published: `npm pack` of the built library (npm test builds it first). */
export function packLibrary(into: string): string {
  const name = run('npm', ['pack', '--silent', '--pack-destination', into], ROOT).trim().split('\n').pop()!;
  return join(into, name);
}

/**
 * A copy of examples/<name> outside the repository, with the library installed from the tarball
 * as an app installs it (no path alias into src/), then built with its own scripts.
 */
export function installExample(name: string): string {
  const work = mkdtempSync(join(tmpdir(), `socialkit-${name}-`));
  const tarball = packLibrary(work);
  const app = join(work, name);
  cpSync(join(ROOT, 'examples', name), app, { recursive: true, filter: (path) => !/[/\\](node_modules|dist|\.next)([/\\]|$)/.test(path) });
  const manifest = JSON.parse(readFileSync(join(app, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
  manifest.dependencies['@socialkit/react'] = `file:${tarball}`;
  writeFileSync(join(app, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  run('npm', ['install', '--prefer-offline', '--no-package-lock'], app);
  run('npm', ['run', 'build'], app);
  return app;
}

export interface Started {
  url: string;
  process: ChildProcess;
  output: () => string;
  stop: () => Promise<void>;
}

/** A port nothing listens on now, for a server that cannot be told to take any free one and say which. */
export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolvePort(port));
    });
    server.once('error', reject);
  });
}

/** Starts a long-running command and waits for the line that names its URL. */
export function start(command: string, args: string[], cwd: string, ready: RegExp, env: Record<string, string> = {}): Promise<Started> {
  // Its own process group: `npx` runs the command as a child of its own, and a signal to `npx`
  // alone left that child running after the suite (two simulated services a run).
  const child = spawn(command, args, { cwd, detached: true, env: { ...appEnv(), ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  return new Promise((resolveStart, reject) => {
    const timer = setTimeout(() => reject(new Error(`${command} ${args.join(' ')} did not start:\n${output}`)), 60_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const url = ready.exec(output)?.[1];
      if (url) {
        clearTimeout(timer);
        resolveStart({
          url,
          process: child,
          output: () => output,
          stop: () => stopGroup(child, `${command} ${args.join(' ')}`),
        });
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${command} exited with ${code}:\n${output}`));
    });
  });
}
