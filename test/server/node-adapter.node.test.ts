import type { IncomingMessage, ServerResponse } from 'node:http';
import { createSocialProxy, nodeRequestOf, toNodeHandler } from '../../src/server/index.js';
import { listen, rawRequest } from '../support/loopback.js';
import { API_KEY, BASE_PATH, recordingUpstream } from './harness.js';

const upstream = recordingUpstream();

/** Mounts a Node handler the way Express's `app.use(mount, handler)` does: strips the mount from req.url, keeps originalUrl. */
async function expressLike(mount: string, handler: ReturnType<typeof toNodeHandler>, before?: (req: IncomingMessage & Record<string, unknown>) => Promise<void> | void) {
  const next = vi.fn();
  const loop = await listen((req, res) => void serve(req, res));
  async function serve(req: IncomingMessage, res: ServerResponse) {
    const request = req as IncomingMessage & Record<string, unknown>;
    await before?.(request);
    const url = req.url ?? '/';
    if (mount && url !== mount && !url.startsWith(`${mount}/`) && !url.startsWith(`${mount}?`)) {
      res.end('app');
      return;
    }
    request.originalUrl = url;
    req.url = url.slice(mount.length) || '/';
    handler(req, res, (error?: unknown) => {
      next(error);
      res.statusCode = error ? 500 : 418;
      res.end(error ? 'app error' : 'next');
    });
  }
  onTestFinished(() => loop.close());
  return { origin: loop.origin, next };
}

const proxyFor = (options: Partial<Parameters<typeof createSocialProxy>[0]> = {}) =>
  createSocialProxy({ apiKey: API_KEY, upstreamUrl: upstream.url, basePath: BASE_PATH, ...options });

describe('toNodeHandler as Express or Connect middleware', () => {
  it('calls next() for a path outside basePath and writes nothing', async () => {
    const app = await expressLike('', toNodeHandler(proxyFor()));
    const response = await rawRequest(app.origin, { path: '/dashboard/settings' });
    expect(response).toMatchObject({ status: 418, text: 'next' });
    expect(app.next).toHaveBeenCalledWith(undefined);
    expect(upstream.received).toHaveLength(0);
  });

  it('handles a path under basePath itself, without next()', async () => {
    const app = await expressLike('', toNodeHandler(proxyFor()));
    const response = await rawRequest(app.origin, { path: '/api/social/v1/social-accounts' });
    expect(response.status).toBe(200);
    expect(app.next).not.toHaveBeenCalled();
    expect(upstream.received).toHaveLength(1);
  });

  it('reads req.originalUrl under app.use(basePath, …), where Express strips the mount from req.url', async () => {
    const app = await expressLike(BASE_PATH, toNodeHandler(proxyFor()));
    const response = await rawRequest(app.origin, { path: '/api/social/v1/social-accounts?limit=5' });
    expect(response.status).toBe(200);
    expect(upstream.received[0]?.url).toBe(`${upstream.prefix}/v1/social-accounts?limit=5`);
  });

  it('checks the raw originalUrl too: `..` under the mount is refused', async () => {
    const app = await expressLike(BASE_PATH, toNodeHandler(proxyFor()));
    const response = await rawRequest(app.origin, { method: 'DELETE', path: '/api/social/v1/social-accounts/../../../admin' });
    expect(response.status).toBe(400);
    expect(upstream.received).toHaveLength(0);
  });

  it('forwards a body that a JSON body parser already read (express.json before the proxy)', async () => {
    const app = await expressLike('', toNodeHandler(proxyFor()), async (req) => {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      if (chunks.length) req.body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    });
    const response = await rawRequest(app.origin, {
      method: 'POST',
      path: '/api/social/v1/media/upload',
      headers: { 'Content-Type': 'application/json' },
      body: '{"filename":"a.png"}',
    });
    expect(response.status).toBe(200);
    expect(upstream.received[0]?.body).toBe('{"filename":"a.png"}');
  });

  it('hands a handler’s failure to next(error)', async () => {
    const failing = Object.assign(() => Promise.reject(new Error('boom')), { basePath: BASE_PATH });
    const app = await expressLike('', toNodeHandler(failing));
    const response = await rawRequest(app.origin, { path: '/api/social/v1/social-accounts' });
    expect(response).toMatchObject({ status: 500, text: 'app error' });
    expect(app.next).toHaveBeenCalledWith(expect.any(Error));
  });
});

describe('toNodeHandler as a node:http listener', () => {
  it('answers a handler’s failure with the 500 envelope when there is no next', async () => {
    const loop = await listen(toNodeHandler(() => Promise.reject(new Error('boom'))));
    onTestFinished(() => loop.close());
    const response = await rawRequest(loop.origin, { path: '/anything' });
    expect(response.status).toBe(500);
    expect(response.json).toEqual({ success: false, error: 'Internal server error' });
  });

  it('adapts any Fetch handler: method, URL, headers and a streamed body in; status, headers and a streamed body out', async () => {
    const seen: { method: string; url: string; type: string | null; body: string }[] = [];
    const handler = async (request: Request) => {
      seen.push({ method: request.method, url: request.url, type: request.headers.get('content-type'), body: await request.text() });
      const chunks = ['{"success":true,', '"data":"streamed"}'];
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          const next = chunks.shift();
          if (next === undefined) controller.close();
          else controller.enqueue(new TextEncoder().encode(next));
        },
      });
      const headers = new Headers({ 'Content-Type': 'application/json', 'X-One': '1' });
      headers.append('Set-Cookie', 'a=1');
      headers.append('Set-Cookie', 'b=2');
      return new Response(body, { status: 201, headers });
    };
    const loop = await listen(toNodeHandler(handler));
    onTestFinished(() => loop.close());
    const response = await rawRequest(loop.origin, { method: 'POST', path: '/x?y=1', headers: { 'Content-Type': 'text/plain' }, body: 'hello' });
    expect(seen).toEqual([{ method: 'POST', url: `${loop.origin}/x?y=1`, type: 'text/plain', body: 'hello' }]);
    expect(response).toMatchObject({ status: 201, text: '{"success":true,"data":"streamed"}' });
    expect(response.headers).toMatchObject({ 'x-one': '1', 'set-cookie': ['a=1', 'b=2'] });
  });

  it('gives authorize and resolveTenant the Node request behind the Fetch one (session middleware state)', async () => {
    const handler = toNodeHandler(
      proxyFor({
        authorize: (request) => nodeRequestOf<IncomingMessage & { session?: { teamId: string } }>(request)?.session !== undefined,
        resolveTenant: (request) => nodeRequestOf<IncomingMessage & { session?: { teamId: string } }>(request)?.session?.teamId,
      }),
    );
    const loop = await listen((req, res) => {
      if (req.headers.cookie === 'sid=1') Object.assign(req, { session: { teamId: 'team_7' } });
      handler(req, res);
    });
    onTestFinished(() => loop.close());
    expect((await rawRequest(loop.origin, { path: '/api/social/v1/social-accounts' })).status).toBe(401);
    expect((await rawRequest(loop.origin, { path: '/api/social/v1/social-accounts', headers: { Cookie: 'sid=1' } })).status).toBe(200);
    expect(upstream.received.map((r) => r.query.get('tenantId'))).toEqual(['team_7']);
  });

  it('keeps the connection alive for requests read whole, and closes it when a body is left unread', async () => {
    const loop = await listen(toNodeHandler(proxyFor({ maxBodyBytes: 1024 })));
    onTestFinished(() => loop.close());
    const read = await rawRequest(loop.origin, { path: '/api/social/v1/social-accounts', headers: { Connection: 'keep-alive' } });
    expect(read.status).toBe(200);
    expect(read.headers.connection).toBe('keep-alive');

    const refused = await rawRequest(loop.origin, {
      method: 'POST',
      path: '/api/social/v1/media/upload',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ filename: 'a'.repeat(200_000) }),
    });
    expect(refused.status).toBe(413);
    expect(refused.headers.connection).toBe('close');
  });

  it('answers a method the Fetch API cannot carry (TRACE) with 400', async () => {
    const loop = await listen(toNodeHandler(proxyFor()));
    onTestFinished(() => loop.close());
    const response = await rawRequest(loop.origin, { method: 'TRACE', path: '/api/social/v1/social-accounts' });
    expect(response.status).toBe(400);
    expect(upstream.received).toHaveLength(0);
  });
});
