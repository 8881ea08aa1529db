import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { listen, rawRequest } from '../support/loopback.js';
import { API_KEY, BASE_PATH, jsonInit, mountProxy, recordingUpstream } from './harness.js';

// What the Node path does of its own under toNodeHandler: it reaches the service with node:http
// over a keep-alive pool, and reads the service's answer off the socket. The policy's rules are
// the other files' (run on both paths: fetch-path.node.test.ts).

const upstream = recordingUpstream();
const LIST = '/v1/social-accounts';
const envelope = JSON.stringify({ success: true, data: [] });

/** A service of the test's own, counting the connections it accepted. */
async function service(answer: (req: IncomingMessage, res: ServerResponse, seen: { requests: number; sockets: Set<Socket> }) => void) {
  const seen = { requests: 0, sockets: new Set<Socket>(), connections: 0 };
  const loop = await listen((req, res) => {
    seen.requests += 1;
    req.resume();
    req.on('end', () => answer(req, res, seen));
  });
  loop.server.on('connection', () => {
    seen.connections += 1;
  });
  onTestFinished(() => loop.close());
  return { url: loop.origin, seen, server: loop.server };
}

describe('the Node path (toNodeHandler on Node 20.16 and later)', () => {
  it('reaches the service with node:http, not fetch', async () => {
    const spy = vi.spyOn(globalThis, 'fetch');
    onTestFinished(() => spy.mockRestore());
    const proxy = await mountProxy({ upstreamUrl: upstream.url });
    expect((await rawRequest(proxy.origin, { path: `${BASE_PATH}${LIST}` })).status).toBe(200);
    expect(upstream.received).toHaveLength(1);
    expect(spy).not.toHaveBeenCalled();
  });

  it('makes no Request for a request whose hooks are all the adapter’s; a Request-typed hook costs one', async () => {
    // Every Request the process makes from here on is counted (requests go in and out by node:http).
    const made: string[] = [];
    const Original = globalThis.Request;
    vi.stubGlobal(
      'Request',
      class extends Original {
        constructor(...args: ConstructorParameters<typeof Request>) {
          super(...args);
          made.push(`${this.method} ${new URL(this.url).pathname}`);
        }
      },
    );
    onTestFinished(() => void vi.unstubAllGlobals());
    const post = { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' };

    const node = await mountProxy({ upstreamUrl: upstream.url }, { authorize: () => true, resolveTenant: () => 'acme' });
    expect((await rawRequest(node.origin, { path: `${BASE_PATH}${LIST}` })).status).toBe(200);
    expect((await rawRequest(node.origin, { path: `${BASE_PATH}/v1/social-networks/linkedin/auth-url`, ...post })).status).toBe(200);
    expect(made).toEqual([]);

    // The adapter's authorize with the proxy's resolveTenant: a Request only where the tenant is asked.
    const mixed = await mountProxy({ upstreamUrl: upstream.url, resolveTenant: () => 'acme' }, { authorize: () => true });
    expect((await rawRequest(mixed.origin, { path: `${BASE_PATH}/v1/media/upload`, ...post })).status).toBe(200);
    expect(made).toEqual([]);
    expect((await rawRequest(mixed.origin, { path: `${BASE_PATH}${LIST}` })).status).toBe(200);
    expect(made).toEqual([`GET ${BASE_PATH}${LIST}`]);

    // The proxy's own hooks, as before: one Request, shared by both.
    const own = await mountProxy({ upstreamUrl: upstream.url, authorize: () => true, resolveTenant: () => 'acme' });
    expect((await rawRequest(own.origin, { path: `${BASE_PATH}${LIST}` })).status).toBe(200);
    expect(made).toEqual([`GET ${BASE_PATH}${LIST}`, `GET ${BASE_PATH}${LIST}`]);
    expect(upstream.received.map((r) => r.query.get('tenantId'))).toEqual(['acme', null, null, 'acme', 'acme']);
  });

  it('keeps its connections to the service alive: requests one after another share one', async () => {
    const svc = await service((_, res) => res.writeHead(200, { 'Content-Type': 'application/json' }).end(envelope));
    const proxy = await mountProxy({ upstreamUrl: svc.url });
    for (let i = 0; i < 5; i += 1) expect((await proxy.fetch(LIST)).status).toBe(200);
    expect(svc.seen.requests).toBe(5);
    expect(svc.seen.connections).toBe(1);
  });

  it('sends the service its Host, the key, and the body’s length in bytes', async () => {
    const heads: Array<{ raw: string[]; body: string }> = [];
    const loop = await listen((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        heads.push({ raw: req.rawHeaders, body: Buffer.concat(chunks).toString('utf8') });
        res.writeHead(200, { 'Content-Type': 'application/json' }).end(envelope);
      });
    });
    onTestFinished(() => loop.close());
    const proxy = await mountProxy({ upstreamUrl: loop.origin }, { resolveTenant: () => 'acme' });
    expect((await proxy.fetch(LIST)).status).toBe(200);
    // Characters past ASCII: the length counts bytes, not characters.
    const post = jsonInit('POST', { redirect_uri: 'https://app.example/connect/é✓' });
    expect((await proxy.fetch('/v1/social-networks/linkedin/auth-url', post)).status).toBe(200);
    const [get, sent] = heads as [(typeof heads)[0], (typeof heads)[0]];
    const host = new URL(loop.origin).host;
    const header = (raw: string[], name: string) => raw[raw.findIndex((item) => item.toLowerCase() === name) + 1];
    expect(header(get.raw, 'host')).toBe(host);
    expect(get.raw).toContain(`Bearer ${API_KEY}`);
    expect(get.raw.map((name) => name.toLowerCase())).not.toContain('content-length');
    expect(header(sent.raw, 'host')).toBe(host);
    expect(JSON.parse(sent.body)).toEqual({ redirect_uri: 'https://app.example/connect/é✓', tenant_id: 'acme' });
    expect(header(sent.raw, 'content-length')).toBe(String(Buffer.byteLength(sent.body)));
    // A POST that has no body to send says so with a length of 0, not chunked.
    expect((await proxy.fetch('/v1/media/upload', { method: 'POST', headers: { 'Content-Type': 'application/json' } })).status).toBe(200);
    const empty = (heads[2] as (typeof heads)[0]).raw.map((item) => item.toLowerCase());
    expect(empty[empty.indexOf('content-length') + 1]).toBe('0');
    expect(empty).not.toContain('transfer-encoding');
  });

  it('gives its answer’s length in bytes, past ASCII too, and sends it unchunked', async () => {
    const text = JSON.stringify({ success: true, data: { nickname: 'Zoë ✓ 😀' } });
    const svc = await service((_, res) => res.writeHead(200, { 'Content-Type': 'application/json' }).end(text));
    const proxy = await mountProxy({ upstreamUrl: svc.url });
    const answer = await rawRequest(proxy.origin, { path: `${BASE_PATH}${LIST}` });
    expect(answer.text).toBe(text);
    expect(answer.headers['content-length']).toBe(String(Buffer.byteLength(text)));
    expect(answer.headers['transfer-encoding']).toBeUndefined();
    const refused = await rawRequest(proxy.origin, { path: `${BASE_PATH}/v1/nothing` });
    expect(refused.status).toBe(404);
    expect(refused.headers['content-length']).toBe(String(Buffer.byteLength(refused.text)));
  });

  it('sends a GET again, once, when the kept-alive connection it reused was closed under it; a POST is answered 502', async () => {
    // The first request on a reused connection finds it closed (as a service's idle timeout does).
    const svc = await service((req, res, seen) => {
      if (seen.sockets.has(req.socket)) {
        seen.sockets.delete(req.socket);
        req.socket.destroy();
        return;
      }
      seen.sockets.add(req.socket);
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(envelope);
    });
    const proxy = await mountProxy({ upstreamUrl: svc.url });
    expect((await proxy.fetch(LIST)).status).toBe(200);
    expect((await proxy.fetch(LIST)).status).toBe(200);
    expect(svc.seen.requests).toBe(3);
    expect(proxy.logs.map((event) => event.upstreamRequests)).toEqual([1, 1]);

    // A POST could have been acted on: not sent twice.
    const answer = await proxy.fetch('/v1/media/upload', jsonInit('POST', { filename: 'a.png' }));
    expect(answer.status).toBe(502);
    expect(proxy.logs[2]).toMatchObject({ reason: 'upstream_unreachable' });
  });

  it('closes a kept-alive connection left idle for 4 s itself, before a service’s idle limit could close it under a POST', async () => {
    // This service keeps idle connections for a minute: only the proxy can close this one.
    let closedAt: number | undefined;
    const svc = await service((req, res) => {
      req.socket.once('close', () => (closedAt = Date.now()));
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(envelope);
    });
    svc.server.keepAliveTimeout = 60_000;
    const proxy = await mountProxy({ upstreamUrl: svc.url });
    expect((await proxy.fetch('/v1/media/upload', jsonInit('POST', { filename: 'a.png' }))).status).toBe(200);
    const answered = Date.now();
    await vi.waitFor(() => expect(closedAt).toBeDefined(), { timeout: 10_000, interval: 100 });
    // Closed by the proxy's pool after its 4 s, not at once (a connection kept alive) nor by the service.
    expect(closedAt! - answered).toBeGreaterThanOrEqual(3_500);
    // The next POST goes on a new connection, and is answered.
    expect((await proxy.fetch('/v1/media/upload', jsonInit('POST', { filename: 'b.png' }))).status).toBe(200);
    expect(svc.seen.connections).toBe(2);
  }, 20_000);

  it('stops reading the service’s answer at maxResponseBytes as it streams in, and drops that connection', async () => {
    let closed = false;
    const svc = await service((_, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.write('{"success":true,"data":"');
      // Never ends: 1 KiB every 5 ms until the proxy hangs up.
      const timer = setInterval(() => res.write('x'.repeat(1024)), 5);
      res.on('close', () => {
        clearInterval(timer);
        closed = true;
      });
    });
    const proxy = await mountProxy({ upstreamUrl: svc.url, maxResponseBytes: 16 * 1024 });
    const answer = await proxy.fetch(LIST);
    expect(answer.status).toBe(502);
    expect(proxy.logs[0]).toMatchObject({ reason: 'upstream_too_large' });
    await vi.waitFor(() => expect(closed).toBe(true));
  });

  it('drops the connection to the service when the browser goes away before the answer', async () => {
    let closed = false;
    const svc = await service((_, res) => {
      res.on('close', () => {
        closed = true;
      });
    });
    const proxy = await mountProxy({ upstreamUrl: svc.url });
    const controller = new AbortController();
    const pending = fetch(`${proxy.url}${LIST}`, { signal: controller.signal }).catch((error: unknown) => error);
    await vi.waitFor(() => expect(svc.seen.requests).toBe(1));
    controller.abort();
    await pending;
    await vi.waitFor(() => expect(closed).toBe(true));
    await vi.waitFor(() => expect(proxy.logs[0]).toMatchObject({ event: 'failed', reason: 'client_closed', upstreamRequests: 1 }));
  });
});
