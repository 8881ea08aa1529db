import { connect } from 'node:net';
import { createSocialProxy, toNodeHandler, type ProxyLogEvent, type SocialProxyOptions } from '../../src/server/index.js';
import { listen } from '../support/loopback.js';
import { API_KEY, BASE_PATH, jsonInit, mountProxy, recordingUpstream } from './harness.js';

// `timeoutMs` is one budget per request, from its arrival: a body that trickles in draws on it
// like the service's answer does, and is answered 408 (the client was slow) once it is spent.

const upstream = recordingUpstream();
const UPLOAD = '/v1/media/upload';
const LATE_BODY = { success: false, error: 'The request body did not arrive in time.' };

/** The proxy behind toNodeHandler, with its server, for looking at its connections. */
async function serve(options: Partial<SocialProxyOptions> = {}) {
  const logs: ProxyLogEvent[] = [];
  const proxy = createSocialProxy({ apiKey: API_KEY, upstreamUrl: upstream.url, basePath: BASE_PATH, onLog: (event) => logs.push(event), ...options });
  const loop = await listen(toNodeHandler(proxy));
  onTestFinished(() => loop.close());
  const connections = () => new Promise<number>((resolve, reject) => loop.server.getConnections((error, count) => (error ? reject(error) : resolve(count))));
  return { ...loop, logs, connections };
}

/** A chunked HTTP/1.1 body (ASCII only) as its text. */
function dechunk(raw: string): string {
  let text = '';
  for (let at = 0; ; ) {
    const line = raw.indexOf('\r\n', at);
    const size = Number.parseInt(raw.slice(at, line), 16);
    if (!(size > 0)) return text;
    text += raw.slice(line + 2, line + 2 + size);
    at = line + 2 + size + 2;
  }
}

/**
 * Sends the head and part of a body that promises more, then nothing: resolves with what came
 * back once the server closes the connection (it never does on its own if the body is waited for).
 */
function sendHalfABody(origin: string, path: string) {
  const { hostname, port } = new URL(origin);
  const body = JSON.stringify({ filename: 'a.png', content_type: 'image/png' });
  const socket = connect(Number(port), hostname);
  socket.write(
    `POST ${path} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 10)}`,
  );
  const chunks: Buffer[] = [];
  socket.on('data', (chunk: Buffer) => chunks.push(chunk));
  onTestFinished(() => void socket.destroy());
  return new Promise<{ status: number; head: string; json: unknown }>((resolve, reject) => {
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const split = text.indexOf('\r\n\r\n');
      const head = text.slice(0, split);
      try {
        // The Node path answers with Content-Length, the Fetch path chunked.
        const body = /\r\ntransfer-encoding: *chunked/i.test(head) ? dechunk(text.slice(split + 4)) : text.slice(split + 4);
        resolve({ status: Number(head.split(' ')[1]), head: head.toLowerCase(), json: JSON.parse(body) as unknown });
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
  });
}

describe('the request budget (timeoutMs) covers the body', () => {
  it('answers a body that does not arrive in time with 408, never asks the service, and closes the connection', async () => {
    const proxy = await serve({ timeoutMs: 300 });
    const answer = await sendHalfABody(proxy.origin, `${BASE_PATH}${UPLOAD}`);
    expect(answer.status).toBe(408);
    expect(answer.json).toEqual(LATE_BODY);
    // The rest of the body would be read as the next request: the connection goes with the answer.
    expect(answer.head).toContain('connection: close');
    await vi.waitFor(async () => expect(await proxy.connections()).toBe(0));
    expect(upstream.received).toHaveLength(0);
    expect(proxy.logs).toEqual([
      expect.objectContaining({ level: 'warn', event: 'rejected', operation: 'uploadTicket', status: 408, reason: 'client_timeout', upstreamRequests: 0 }),
    ]);
  });

  it('stops reading a late body in a Fetch runtime too: the stream is cancelled', async () => {
    const logs: ProxyLogEvent[] = [];
    const proxy = createSocialProxy({ apiKey: API_KEY, upstreamUrl: upstream.url, basePath: BASE_PATH, timeoutMs: 200, onLog: (event) => logs.push(event) });
    const cancel = vi.fn();
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"filename":'));
      },
      cancel,
    });
    const request = new Request(`http://app.example${BASE_PATH}${UPLOAD}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body,
      duplex: 'half',
    } as RequestInit);
    const response = await proxy(request);
    expect(response.status).toBe(408);
    expect(await response.json()).toEqual(LATE_BODY);
    expect(cancel).toHaveBeenCalledOnce();
    expect(upstream.received).toHaveLength(0);
    expect(logs[0]).toMatchObject({ reason: 'client_timeout', upstreamRequests: 0 });
  });

  it.each([
    ['a request with a body', jsonInit('POST', { filename: 'a.png' }), UPLOAD],
    ['a request without one', { method: 'GET' }, '/v1/social-accounts'],
  ])('never asks the service once the budget is spent before it (a slow authorize): %s', async (_, init, path) => {
    const proxy = await mountProxy({
      upstreamUrl: upstream.url,
      timeoutMs: 100,
      authorize: () => new Promise<boolean>((resolve) => setTimeout(resolve, 200, true)),
    });
    const response = await proxy.fetch(path, init);
    expect(response.status).toBe(504);
    expect(response.json).toEqual({ success: false, error: 'The request could not be completed in time.' });
    expect(upstream.received).toHaveLength(0);
    expect(proxy.logs).toEqual([expect.objectContaining({ level: 'error', event: 'failed', status: 504, reason: 'proxy_timeout', upstreamRequests: 0 })]);
  });
});
