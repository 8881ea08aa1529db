import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer, type ViteDevServer } from 'vite';
import { liveSettingsFrom, liveViteConfig } from '../../.storybook/liveProxy.js';
import { listen, startUpstream, type RecordingUpstream } from '../support/loopback.js';

/**
 * Live mode in Storybook (.storybook/liveProxy.ts): the proxy in the dev server holds the key, and
 * the browser learns only that it is live.
 */

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
// Recognisable, so a grep finds it wherever it lands; header-safe, as the proxy requires.
const KEY = 'sk_live_STORYBOOK-CANARY-4e91c7';

describe('when Storybook goes live', () => {
  const both = { SOCIAL_API_KEY: KEY, SOCIAL_API_URL: 'https://service.example' };

  it('needs both variables, and never goes live under Vitest', () => {
    expect(liveSettingsFrom({})).toBeNull();
    expect(liveSettingsFrom({ SOCIAL_API_KEY: KEY })).toBeNull();
    expect(liveSettingsFrom({ SOCIAL_API_URL: 'https://service.example' })).toBeNull();
    expect(liveSettingsFrom({ ...both, SOCIAL_API_KEY: '  ' })).toBeNull();
    expect(liveSettingsFrom({ ...both, VITEST: 'true' })).toBeNull();
    expect(liveSettingsFrom(both)).toEqual({ apiKey: KEY, upstreamUrl: 'https://service.example', tenantId: undefined });
    expect(liveSettingsFrom({ ...both, SOCIAL_TENANT_ID: 'team_7' })?.tenantId).toBe('team_7');
  });

  it('changes nothing without them: no plugin, the flag false', () => {
    expect(liveViteConfig({})).toEqual({ define: { __SOCIALKIT_LIVE__: 'false' }, plugins: [] });
  });

  it('hands the browser a boolean flag, never the key or the service URL', () => {
    const config = liveViteConfig(both);
    expect(config.define).toEqual({ __SOCIALKIT_LIVE__: 'true' });
    expect(JSON.stringify(config.define)).not.toContain(KEY);
  });

  it('stops Storybook at start-up on a bad URL, without repeating the key', () => {
    expect(() => liveViteConfig({ SOCIAL_API_KEY: KEY, SOCIAL_API_URL: 'service.example' })).toThrow(/upstreamUrl/);
    try {
      liveViteConfig({ SOCIAL_API_KEY: KEY, SOCIAL_API_URL: 'service.example' });
    } catch (error) {
      expect(String(error)).not.toContain(KEY);
    }
  });
});

/** A Vite dev server in middleware mode (as Storybook runs it) with the live config, on loopback. */
async function liveDevServer(env: Record<string, string>): Promise<{ origin: string; vite: ViteDevServer }> {
  const live = liveViteConfig(env);
  const vite = await createServer({
    configFile: false,
    root: ROOT,
    logLevel: 'silent',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, watch: null },
    optimizeDeps: { noDiscovery: true, include: [] },
    define: live.define,
    plugins: live.plugins,
  });
  const loop = await listen(vite.middlewares);
  onTestFinished(async () => {
    await loop.close();
    await vite.close();
  });
  return { origin: loop.origin, vite };
}

describe('the live proxy in the Vite dev server, over loopback HTTP', () => {
  let upstream: RecordingUpstream;
  beforeAll(async () => {
    upstream = await startUpstream();
    return () => upstream.close();
  });
  afterEach(() => upstream.reset());

  it('forwards /api/social/… to the service with Authorization: Bearer <key>, and no key comes back', async () => {
    const { origin } = await liveDevServer({ SOCIAL_API_KEY: KEY, SOCIAL_API_URL: upstream.url });
    const response = await fetch(`${origin}/api/social/v1/social-accounts?tenantId=acme&limit=20`, { headers: { Authorization: 'Bearer from-the-browser' } });
    const text = await response.text();
    expect(response.status).toBe(200);
    expect(upstream.received.map((r) => [r.method, r.url, r.headers.authorization])).toEqual([
      ['GET', `${upstream.prefix}/v1/social-accounts?tenantId=acme&limit=20`, `Bearer ${KEY}`],
    ]);
    expect(text + JSON.stringify([...response.headers])).not.toContain(KEY);
  });

  it('forces SOCIAL_TENANT_ID when it is set', async () => {
    const { origin } = await liveDevServer({ SOCIAL_API_KEY: KEY, SOCIAL_API_URL: upstream.url, SOCIAL_TENANT_ID: 'team_7' });
    await fetch(`${origin}/api/social/v1/social-accounts?tenantId=acme`);
    await fetch(`${origin}/api/social/v1/social-accounts/bluesky`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ handle: 'ada.bsky.social', appPassword: 'abcd-efgh-ijkl-mnop', tenantId: 'acme' }),
    });
    expect(upstream.received[0]?.query.get('tenantId')).toBe('team_7');
    expect(JSON.parse(upstream.received[1]!.body)).toMatchObject({ tenantId: 'team_7' });
  });

  it('refuses a page of another origin in the same browser, and the service hears nothing', async () => {
    const { origin } = await liveDevServer({ SOCIAL_API_KEY: KEY, SOCIAL_API_URL: upstream.url });
    const response = await fetch(`${origin}/api/social/v1/social-accounts`, { headers: { Origin: 'https://attacker.example' } });
    expect(response.status).toBe(401);
    const sameOrigin = await fetch(`${origin}/api/social/v1/social-accounts`, { headers: { Origin: origin } });
    expect(sameOrigin.status).toBe(200);
    expect(upstream.received).toHaveLength(1);
  });

  it('leaves everything else to Vite, and outside the allowlist nothing reaches the service', async () => {
    const { origin } = await liveDevServer({ SOCIAL_API_KEY: KEY, SOCIAL_API_URL: upstream.url });
    const client = await fetch(`${origin}/@vite/client`);
    expect(client.status).toBe(200);
    expect(client.headers.get('content-type')).toMatch(/javascript/);
    expect((await fetch(`${origin}/api/social/v1/posts`)).status).toBe(404);
    expect(upstream.received).toEqual([]);
  });

  it('is not mounted without the variables: /api/social is not proxied', async () => {
    const { origin } = await liveDevServer({});
    const response = await fetch(`${origin}/api/social/v1/social-accounts`);
    expect(response.status).toBe(404);
    expect(upstream.received).toEqual([]);
  });

  it('gives the browser the flag (a global from Vite’s env module in dev), never the key or the service URL', async () => {
    const { origin } = await liveDevServer({ SOCIAL_API_KEY: KEY, SOCIAL_API_URL: upstream.url });
    const served = await Promise.all(['/@vite/env', '/@vite/client', '/.storybook/preview.tsx'].map(async (path) => (await fetch(`${origin}${path}`)).text()));
    expect(served[0]).toMatch(/"__SOCIALKIT_LIVE__":\s*true/);
    for (const text of served) {
      expect(text).not.toContain(KEY);
      expect(text).not.toContain(upstream.origin);
    }
  });
});

/** Every file under dir, recursively. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output }));
  });
}

describe('a Storybook built in live mode', () => {
  // A real `storybook build` (about 15-40 s on a busy 2-core machine) into a temporary directory.
  it('carries neither the key nor the service URL in any file it emits', { timeout: 240_000 }, async () => {
    const out = mkdtempSync(join(tmpdir(), 'socialkit-storybook-live-'));
    onTestFinished(() => rmSync(out, { recursive: true, force: true }));
    const upstreamUrl = 'https://live-service-canary.example/v9';
    // Outside Vitest, as `npm run storybook` would run: liveProxy.ts never goes live under Vitest.
    const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('VITEST') && name !== 'NODE_ENV'));
    const { code, output } = await run(process.execPath, [join(ROOT, 'node_modules/storybook/dist/bin/dispatcher.js'), 'build', '--quiet', '--output-dir', out], {
      ...env,
      SOCIAL_API_KEY: KEY,
      SOCIAL_API_URL: upstreamUrl,
      SOCIAL_TENANT_ID: 'team_canary_tenant',
      STORYBOOK_DISABLE_TELEMETRY: '1',
    });
    expect(code, output).toBe(0);

    const files = filesUnder(out).map((file) => ({ file, text: readFileSync(file).toString('latin1') }));
    // It is a live build (the preview's toolbar says so), so the live code paths are the ones searched.
    expect(files.some(({ text }) => /title:\s*[`'"]Live service[`'"],\s*icon:\s*[`'"]globe/.test(text)), 'a live preview').toBe(true);
    const leaks = files.filter(({ text }) => [KEY, 'live-service-canary.example', 'team_canary_tenant'].some((secret) => text.includes(secret)));
    expect(leaks.map(({ file }) => file)).toEqual([]);
  });
});
