import type { RequestListener } from 'node:http';
import { fileURLToPath } from 'node:url';
import { listen } from '../support/loopback.js';
import { API_KEY, recordingUpstream } from './harness.js';
import { codeBlockAfter, docText, importSnippet } from './readmeSnippets.js';
import { nextRequestContext } from './readmeStubs.js';

/** The page whose framework examples run here as written: only their import specifiers are mapped. */
const PAGE = 'docs/proxy.md';

const STUBS = fileURLToPath(new URL('./readmeStubs.ts', import.meta.url));
const upstream = recordingUpstream();

async function loadExample(lead: string, yours: string): Promise<Record<string, unknown>> {
  vi.stubEnv('SOCIAL_API_KEY', API_KEY);
  vi.stubEnv('SOCIAL_API_URL', upstream.url);
  try {
    return await importSnippet(codeBlockAfter(docText(PAGE), lead), { [yours]: STUBS });
  } finally {
    vi.unstubAllEnvs();
  }
}

const json = (method: string, body: unknown, cookie?: string): RequestInit => ({
  method,
  headers: { 'Content-Type': 'application/json', ...(cookie ? { Cookie: cookie } : {}) },
  body: JSON.stringify(body),
});

describe('docs/proxy.md’s Next.js App Router route handler', () => {
  const LEAD = '**Next.js App Router**';
  type RouteHandler = (request: Request) => Promise<Response>;
  let route: Record<string, unknown>;

  beforeAll(async () => {
    // The route reads its variables at the first request, as Next runs it; the build loads it without them.
    route = await importSnippet(codeBlockAfter(docText(PAGE), LEAD), { '@/auth': STUBS });
    vi.stubEnv('SOCIAL_API_KEY', API_KEY);
    vi.stubEnv('SOCIAL_API_URL', upstream.url);
    return () => vi.unstubAllEnvs();
  });

  /** Next calls the method's export with the request, inside its request context (where auth() reads it). */
  function call(method: 'GET' | 'POST' | 'DELETE', path: string, init: RequestInit = {}): Promise<Response> {
    const request = new Request(`http://localhost:3000/api/social${path}`, { ...init, method });
    const handler = route[method] as RouteHandler;
    return nextRequestContext.run(request, () => handler(request));
  }

  it('is the route Getting started shows, so that copy runs here too', () => {
    expect(codeBlockAfter(docText('docs/getting-started.md'), '**1. The proxy, on your backend.**')).toBe(codeBlockAfter(docText(PAGE), LEAD));
  });

  it('exports only route handler methods, one per operation method the library uses', () => {
    expect(Object.keys(route).sort()).toEqual(['DELETE', 'GET', 'POST']);
  });

  it('lists the signed-in user’s team only, with the key, whatever tenant the browser asks for', async () => {
    const response = await call('GET', '/v1/social-accounts?tenantId=team_bob', { headers: { Cookie: 'sid=alice' } });
    expect(response.status).toBe(200);
    expect(upstream.received.map((r) => [r.method, r.url, r.headers.authorization, r.headers.cookie])).toEqual([
      ['GET', `${upstream.prefix}/v1/social-accounts?tenantId=team_alice`, `Bearer ${API_KEY}`, undefined],
    ]);
  });

  it('forces the team into an auth-URL body', async () => {
    const response = await call('POST', '/v1/social-networks/linkedin/auth-url', json('POST', { redirect_uri: 'https://app.example/cb', tenant_id: 'team_bob' }, 'sid=alice'));
    expect(response.status).toBe(200);
    expect(JSON.parse(upstream.received[0]!.body)).toEqual({ redirect_uri: 'https://app.example/cb', tenant_id: 'team_alice' });
  });

  it('answers 401 to a signed-out user, and the service hears nothing', async () => {
    expect((await call('GET', '/v1/social-accounts')).status).toBe(401);
    expect((await call('DELETE', '/v1/social-accounts/acc_1')).status).toBe(401);
    expect(upstream.received).toEqual([]);
  });

  it('loads without its variables, as `next build` does, and says what is missing at the first request', async () => {
    vi.stubEnv('SOCIAL_API_KEY', undefined);
    vi.stubEnv('SOCIAL_API_URL', undefined);
    onTestFinished(() => {
      vi.stubEnv('SOCIAL_API_KEY', API_KEY);
      vi.stubEnv('SOCIAL_API_URL', upstream.url);
    });
    const bare = await importSnippet(codeBlockAfter(docText(PAGE), LEAD), { '@/auth': STUBS });
    const request = new Request('http://localhost:3000/api/social/v1/social-accounts', { headers: { Cookie: 'sid=alice' } });
    expect(() => nextRequestContext.run(request, () => (bare.GET as RouteHandler)(request))).toThrow(/apiKey is required/);
    expect(upstream.received).toEqual([]);
  });
});

describe('docs/proxy.md’s Express example (real Express 5)', () => {
  let origin: string;

  beforeAll(async () => {
    const { app } = await loadExample('**Express**', './auth.js');
    const loop = await listen(app as RequestListener);
    origin = loop.origin;
    return () => loop.close();
  });

  it('lists the signed-in user’s team only, with the key and without the browser’s cookie', async () => {
    const response = await fetch(`${origin}/api/social/v1/social-accounts?tenantId=team_bob&limit=5`, { headers: { Cookie: 'sid=alice' } });
    expect(response.status).toBe(200);
    expect(upstream.received.map((r) => [r.url, r.headers.authorization, r.headers.cookie])).toEqual([
      [`${upstream.prefix}/v1/social-accounts?tenantId=team_alice&limit=5`, `Bearer ${API_KEY}`, undefined],
    ]);
  });

  it('forwards a JSON body with the team forced, whether or not express.json() read it first', async () => {
    const body = { handle: 'ada.bsky.social', appPassword: 'abcd-efgh-ijkl-mnop', tenantId: 'team_bob' };
    const response = await fetch(`${origin}/api/social/v1/social-accounts/bluesky`, json('POST', body, 'sid=alice'));
    expect(response.status).toBe(200);
    expect(JSON.parse(upstream.received[0]!.body)).toEqual({ ...body, tenantId: 'team_alice' });
  });

  it('answers 401 to a signed-out user and leaves the app’s other routes to Express', async () => {
    expect((await fetch(`${origin}/api/social/v1/social-accounts`)).status).toBe(401);
    expect((await fetch(`${origin}/api/social/v1/anything-else`)).status).toBe(404);
    // Outside the mount, Express's own 404 (HTML), not the proxy's envelope.
    const elsewhere = await fetch(`${origin}/dashboard`);
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.headers.get('content-type')).toMatch(/text\/html/);
    expect(upstream.received).toEqual([]);
  });
});
