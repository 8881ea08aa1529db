// Every proxy test of this folder again, on the Fetch API path: toNodeHandler without Node's
// built-in modules (as before Node 20.16) adapts the proxy through Request and Response and
// reaches the service with fetch, which is the path Next.js, Hono, Bun, Deno and Workers run.
// The files themselves run on the Node path (node:http both ways); the policy is one, the
// transports two, and each must keep every rule.
import { readdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import type * as NodeUpstream from '../../src/server/nodeUpstream.js';
import { rawRequest } from '../support/loopback.js';
import { BASE_PATH, mountProxy, recordingUpstream } from './harness.js';

vi.mock('../../src/server/nodeUpstream.js', async (original) => ({
  ...(await original<typeof NodeUpstream>()),
  nodeBuiltins: () => undefined,
}));

// Every other proxy file of the folder but node-transport.node.test.ts, whose tests are the Node
// path's own. (configureNetwork.node.test.ts tests a call of the app's server to the service, not
// the proxy.)
const FILES: Record<string, () => Promise<unknown>> = {
  'allowlist': () => import('./allowlist.node.test.js'),
  'authorize': () => import('./authorize.node.test.js'),
  'body': () => import('./body.node.test.js'),
  'cross-site': () => import('./cross-site.node.test.js'),
  'deadline': () => import('./deadline.node.test.js'),
  'e2e': () => import('./e2e.node.test.js'),
  'hardening': () => import('./hardening.node.test.js'),
  'headers': () => import('./headers.node.test.js'),
  'node-adapter': () => import('./node-adapter.node.test.js'),
  'node-hooks': () => import('./node-hooks.node.test.js'),
  'options': () => import('./options.node.test.js'),
  'paths': () => import('./paths.node.test.js'),
  'property': () => import('./property.node.test.js'),
  'readme-frameworks': () => import('./readme-frameworks.node.test.js'),
  'readme': () => import('./readme.node.test.js'),
  'secrets': () => import('./secrets.node.test.js'),
  'soak': () => import('./soak.node.test.js'),
  'tenant': () => import('./tenant.node.test.js'),
  'upstream': () => import('./upstream.node.test.js'),
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
    const others = ['fetch-path', 'node-transport', 'configureNetwork'];
    const files = readdirSync(here).filter((name) => name.endsWith('.node.test.ts')).map((name) => name.replace('.node.test.ts', ''));
    expect(files.filter((name) => !others.includes(name)).sort()).toEqual(Object.keys(FILES).sort());
  });

  it('reaches the service with fetch, as the Fetch API path does', async () => {
    const spy = vi.spyOn(globalThis, 'fetch');
    onTestFinished(() => spy.mockRestore());
    const proxy = await mountProxy({ upstreamUrl: upstream.url });
    expect((await rawRequest(proxy.origin, { path: `${BASE_PATH}/v1/social-accounts` })).status).toBe(200);
    expect(spy).toHaveBeenCalledWith(expect.stringContaining('/v1/social-accounts'), expect.anything());
  });
});
