// Every proxy test of this folder again, on the Fetch API path: toNodeHandler without Node's
// built-in modules (as before Node 20.16) adapts the proxy through Request and Response and
// reaches the service with fetch, which is the path Next.js, Hono, Bun, Deno and Workers run.
// The files themselves run on the Node path (node:http both ways); the policy is one, the
// transports two, and each must keep every rule.
import { readdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import type * as NodeUpstream from '../../../src/server/nodeUpstream.js';
import { rawRequest } from '../../support/loopback.js';
import { BASE_PATH, mountProxy, recordingUpstream } from './harness.js';

vi.mock('../../../src/server/nodeUpstream.js', async (original) => ({
  ...(await original<typeof NodeUpstream>()),
  nodeBuiltins: () => undefined,
}));

// Every other file of the folder but node-transport.test.ts, whose tests are the Node path's own.
const FILES: Record<string, () => Promise<unknown>> = {
  'allowlist': () => import('./allowlist.test.js'),
  'authorize': () => import('./authorize.test.js'),
  'body': () => import('./body.test.js'),
  'cross-site': () => import('./cross-site.test.js'),
  'deadline': () => import('./deadline.test.js'),
  'e2e': () => import('./e2e.test.js'),
  'hardening': () => import('./hardening.test.js'),
  'headers': () => import('./headers.test.js'),
  'node-adapter': () => import('./node-adapter.test.js'),
  'node-hooks': () => import('./node-hooks.test.js'),
  'options': () => import('./options.test.js'),
  'paths': () => import('./paths.test.js'),
  'property': () => import('./property.test.js'),
  'readme-frameworks': () => import('./readme-frameworks.test.js'),
  'readme': () => import('./readme.test.js'),
  'secrets': () => import('./secrets.test.js'),
  'soak': () => import('./soak.test.js'),
  'tenant': () => import('./tenant.test.js'),
  'upstream': () => import('./upstream.test.js'),
};

for (const [name, load] of Object.entries(FILES)) {
  describe(`on the Fetch API path: ${name}`, async () => {
    await load();
  });
}

describe('the Fetch API path run', () => {
  const upstream = recordingUpstream();

  it('covers every test file of the folder', () => {
    const here = dirname(fileURLToPath(import.meta.url));
    const files = readdirSync(here).filter((name) => name.endsWith('.test.ts') && name !== 'fetch-path.test.ts' && name !== 'node-transport.test.ts');
    expect(files.map((name) => name.replace('.test.ts', '')).sort()).toEqual(Object.keys(FILES).sort());
  });

  it('reaches the service with fetch, as the Fetch API path does', async () => {
    const spy = vi.spyOn(globalThis, 'fetch');
    onTestFinished(() => spy.mockRestore());
    const proxy = await mountProxy({ upstreamUrl: upstream.url });
    expect((await rawRequest(proxy.origin, { path: `${BASE_PATH}/v1/social-accounts` })).status).toBe(200);
    expect(spy).toHaveBeenCalledWith(expect.stringContaining('/v1/social-accounts'), expect.anything());
  });
});
