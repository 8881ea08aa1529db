import { createSocialProxy } from '../../src/server/index.js';
import { rawRequest } from '../support/loopback.js';
import { API_KEY, jsonInit, mountProxy, recordingUpstream } from './harness.js';

const upstream = recordingUpstream();
const UPLOAD = '/v1/media/upload';

/** A body streamed in chunks, so it goes chunked, without Content-Length. */
function chunked(chunks: number, size: number): ReadableStream<Uint8Array> {
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent === chunks) return controller.close();
      sent += 1;
      controller.enqueue(new TextEncoder().encode(sent === 1 ? `{"filename":"${'a'.repeat(size - 13)}` : 'a'.repeat(size)));
    },
  });
}

describe('request bodies', () => {
  it.each([
    ['text/plain', 'filename=a.png'],
    ['application/x-www-form-urlencoded', 'filename=a.png'],
    ['multipart/form-data; boundary=x', '--x\r\n\r\n--x--'],
    ['application/jsonp', '{}'],
  ])('refuses %s with the 415 envelope', async (type, body) => {
    const proxy = await mountProxy({ upstreamUrl: upstream.url });
    const response = await proxy.fetch(UPLOAD, { method: 'POST', headers: { 'Content-Type': type }, body });
    expect(response.status).toBe(415);
    expect(response.json).toEqual({ success: false, error: 'The request body must be JSON (Content-Type: application/json).' });
    expect(upstream.received).toHaveLength(0);
  });

  it('refuses a POST without a JSON Content-Type (415), even an empty one a cross-site page could send, and forwards an empty JSON one', async () => {
    const proxy = await mountProxy({ upstreamUrl: upstream.url });
    const refused = await rawRequest(proxy.origin, { method: 'POST', path: `/api/social${UPLOAD}`, body: '{"filename":"a.png"}' });
    expect(refused.status).toBe(415);
    const emptyUntyped = await rawRequest(proxy.origin, { method: 'POST', path: '/api/social/v1/media/med_1/confirm' });
    expect(emptyUntyped.status).toBe(415);
    const form = await rawRequest(proxy.origin, { method: 'POST', path: '/api/social/v1/media/med_1/confirm', headers: { 'Content-Type': 'text/plain' }, body: '{}' });
    expect(form.status).toBe(415);
    const empty = await rawRequest(proxy.origin, { method: 'POST', path: '/api/social/v1/media/med_1/confirm', headers: { 'Content-Type': 'application/json' } });
    expect(empty.status).toBe(200);
    expect(upstream.received.map((r) => [r.path, r.body, r.headers['content-type']])).toEqual([[`${upstream.prefix}/v1/media/med_1/confirm`, '', undefined]]);
  });

  it('accepts application/json with a charset, and forwards a body it does not change byte for byte', async () => {
    const proxy = await mountProxy({ upstreamUrl: upstream.url });
    await proxy.fetch(UPLOAD, { method: 'POST', headers: { 'Content-Type': 'Application/JSON; charset=utf-8' }, body: '{ "filename" : "a.png" }' });
    expect(upstream.received[0]).toMatchObject({ body: '{ "filename" : "a.png" }', headers: { 'content-type': 'application/json' } });
  });

  it('refuses JSON that does not parse, and bytes that are not UTF-8, with 400', async () => {
    const proxy = await mountProxy({ upstreamUrl: upstream.url });
    expect((await proxy.fetch(UPLOAD, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"filename":' })).status).toBe(400);
    const bytes = new Uint8Array([0x22, 0xff, 0xfe, 0x22]);
    expect((await proxy.fetch(UPLOAD, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: bytes })).json).toEqual({
      success: false,
      error: 'The request body is not valid JSON.',
    });
    expect(upstream.received).toHaveLength(0);
  });

  it('refuses a body over maxBodyBytes with the 413 envelope (Content-Length known)', async () => {
    const proxy = await mountProxy({ upstreamUrl: upstream.url, maxBodyBytes: 1024 });
    const response = await proxy.fetch(UPLOAD, jsonInit('POST', { filename: 'a'.repeat(2000) }));
    expect(response.status).toBe(413);
    expect(response.json).toEqual({ success: false, error: 'The request body is larger than 1024 bytes.' });
    expect(upstream.received).toHaveLength(0);
  });

  it('counts a chunked body as it streams in: 413 past the limit, forwarded under it', async () => {
    const proxy = await mountProxy({ upstreamUrl: upstream.url, maxBodyBytes: 64 * 1024 });
    const over = await proxy.fetch(UPLOAD, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: chunked(20, 4096), duplex: 'half' } as RequestInit);
    expect(over.status).toBe(413);
    expect(upstream.received).toHaveLength(0);

    const closing = (n: number) => new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(`{"filename":"${'b'.repeat(n)}`));
        controller.enqueue(new TextEncoder().encode('"}'));
        controller.close();
      },
    });
    const under = await proxy.fetch(UPLOAD, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: closing(1000), duplex: 'half' } as RequestInit);
    expect(under.status).toBe(200);
    expect(JSON.parse(upstream.received[0]!.body)).toEqual({ filename: 'b'.repeat(1000) });
  });

  it('does not trust a Content-Length that understates the body', async () => {
    const proxy = createSocialProxy({ apiKey: API_KEY, upstreamUrl: upstream.url, basePath: '/api/social', maxBodyBytes: 1024 });
    const request = new Request(`http://app.example/api/social${UPLOAD}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Content-Length': '20' },
      body: chunked(4, 1024),
      duplex: 'half',
    } as RequestInit);
    const response = await proxy(request);
    expect(response.status).toBe(413);
    expect(upstream.received).toHaveLength(0);
  });

  it('neither reads nor forwards a DELETE body', async () => {
    const proxy = await mountProxy({ upstreamUrl: upstream.url });
    await proxy.fetch('/v1/social-accounts/acc_1', jsonInit('DELETE', { also: 'delete acc_2' }));
    expect(upstream.received[0]).toMatchObject({ method: 'DELETE', body: '' });
    expect(upstream.received[0]?.headers).not.toHaveProperty('content-type');
  });
});
