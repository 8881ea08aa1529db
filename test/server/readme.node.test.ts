import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createSocialProxy, toNodeHandler } from '../../src/server/index.js';
import { API_KEY, recordingUpstream } from './harness.js';
import { docText } from './readmeSnippets.js';

/** The app's session lookup, as docs/proxy.md's example assumes one: a signed-in user by cookie. */
function sessionFromCookie(cookie: string | null): Promise<{ teamId: string } | null> {
  return Promise.resolve(cookie === 'sid=alice' ? { teamId: 'team_alice' } : null);
}

const upstream = recordingUpstream();

function startExample(): Server {
  // keep in step with docs/proxy.md (test/server/readme.node.test.ts)
  const proxy = createSocialProxy({
    apiKey: process.env.SOCIAL_API_KEY!, // throws at start-up when unset
    upstreamUrl: process.env.SOCIAL_API_URL!,
    basePath: '/api/social',
    authorize: async (request) => (await sessionFromCookie(request.headers.get('cookie'))) !== null,
    resolveTenant: async (request) => (await sessionFromCookie(request.headers.get('cookie')))?.teamId,
  });
  const social = toNodeHandler(proxy);

  const server = createServer((req, res) => {
    if (req.url?.startsWith('/api/social/')) return social(req, res);
    res.writeHead(404).end();
  });
  server.listen(Number(process.env.PORT ?? 3000));
  // end of the documented example
  return server;
}

/** The lines after the marker, up to `end`, without indentation. */
function block(text: string, end: string): string[] {
  const lines = text.split('\n').map((line) => line.trim());
  const start = lines.findIndex((line) => line.startsWith('// keep in step with docs/proxy.md'));
  const stop = lines.findIndex((line, index) => index > start && line.startsWith(end));
  expect(start, 'marker').toBeGreaterThan(-1);
  expect(stop, 'end of block').toBeGreaterThan(start);
  return lines.slice(start, stop).filter((line) => line !== '');
}

describe('docs/proxy.md’s plain Node http example', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('is the code this test runs', () => {
    const page = docText('docs/proxy.md');
    const self = readFileSync(new URL(import.meta.url), 'utf8');
    expect(block(page, '```')).toEqual(block(self, '// end of the documented example'));
  });

  it('runs as written: signed-in users reach the service in their team, others get 401, other paths 404', async () => {
    vi.stubEnv('SOCIAL_API_KEY', API_KEY);
    vi.stubEnv('SOCIAL_API_URL', upstream.url);
    vi.stubEnv('PORT', '0');
    const server = startExample();
    onTestFinished(() => new Promise<void>((resolve) => server.close(() => resolve())));
    await new Promise((resolve) => server.once('listening', resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

    const signedIn = await fetch(`${origin}/api/social/v1/social-accounts?tenantId=team_bob`, { headers: { Cookie: 'sid=alice' } });
    expect(signedIn.status).toBe(200);
    expect(upstream.received.map((r) => [r.url, r.headers.authorization])).toEqual([
      [`${upstream.prefix}/v1/social-accounts?tenantId=team_alice`, `Bearer ${API_KEY}`],
    ]);
    expect((await fetch(`${origin}/api/social/v1/social-accounts`)).status).toBe(401);
    expect((await fetch(`${origin}/elsewhere`)).status).toBe(404);
    expect(upstream.received).toHaveLength(1);
  });

  it('refuses to start without the key', () => {
    vi.stubEnv('SOCIAL_API_KEY', undefined);
    vi.stubEnv('SOCIAL_API_URL', upstream.url);
    expect(() => startExample()).toThrow(/apiKey is required/);
  });
});
