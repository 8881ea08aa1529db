import { gzipSync } from 'node:zlib';
import type { Reply } from '../support/loopback.js';
import { API_KEY, jsonInit, mountProxy, recordingUpstream } from './harness.js';

// The proxy holds the key, so it is probed as an attacker and an SRE would: what comes back from
// the service, what goes to it, and how long and how much the proxy will take.
const upstream = recordingUpstream();
const UPLOAD = '/v1/media/upload';
const b64 = (text: string) => Buffer.from(text).toString('base64');

describe('the key, in any form the service may echo it', () => {
  it('never leaves in a duplicated JSON member, which a parser drops but the browser still receives', async () => {
    upstream.reply(() => ({ status: 400, headers: { 'Content-Type': 'application/json' }, body: `{"success":false,"error":"${API_KEY}","error":"Something went wrong"}` }));
    const proxy = await mountProxy({ upstreamUrl: upstream.url });
    const response = await proxy.fetch('/v1/social-accounts');
    expect(response.status).toBe(400);
    expect(response.text).not.toContain(API_KEY);
    expect(response.json).toEqual({ success: false, error: 'Something went wrong' });
  });

  // A success answer is checked by its shape and not parsed when nothing in it reads otherwise
  // (src/server/upstream.ts): the same forms are searched for there as in an error's envelope.
  it.each([
    ['an error', 400, (literal: string) => `{"success":false,"error":${literal},"details":{${literal}:{"_errors":["x"]}}}`],
    ['a success', 200, (literal: string) => `{"success":true,"data":{"note":${literal},${literal}:1}}`],
  ])('never leaves \\u-escaped, URL-encoded or base64-encoded at any offset, in %s answer’s body or headers', async (_, status, envelope) => {
    const escaped = [...API_KEY].map((c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`).join('');
    const literals = [
      `"key ${escaped}"`,
      JSON.stringify(`?k=${encodeURIComponent(API_KEY)}`),
      JSON.stringify(b64(API_KEY)),
      JSON.stringify(b64(`x${API_KEY}`)),
      JSON.stringify(b64(`xy${API_KEY}`).replace(/\+/g, '-').replace(/\//g, '_')),
      JSON.stringify(b64(`Bearer ${API_KEY}`)),
    ];
    let step = 0;
    upstream.reply(() => ({ status, headers: { 'Content-Type': 'application/json', 'X-RateLimit-Limit': b64(`zz${API_KEY}`) }, body: envelope(literals[step++]!) }));
    const proxy = await mountProxy({ upstreamUrl: upstream.url });
    for (const _ of literals) {
      const response = await proxy.fetch('/v1/social-accounts');
      expect(response.status).toBe(status);
      const sent = `${response.text}${JSON.stringify(response.headers)}`;
      expect(sent).not.toContain(API_KEY);
      for (const lead of ['', 'x', 'xy', 'zz', 'Bearer ']) expect(sent).not.toContain(b64(`${lead}${API_KEY}`).slice(4, -4));
      expect(sent).not.toContain(encodeURIComponent(API_KEY));
      expect(response.text).toContain('[redacted]');
    }
  });

  it('never leaves in a success answer that only a parse would read, which is refused instead', async () => {
    const [first, rest] = [API_KEY.charCodeAt(0).toString(16), API_KEY.slice(1)];
    const answers: Reply[] = [
      // A JavaScript escape, not JSON's: no search for a form of the key finds it.
      { body: `{"success":true,"data":{"note":"\\x${first}${rest}"}}` },
      // UTF-16: every other byte a zero, so the key's letters are never side by side in the text.
      { headers: { 'Content-Type': 'application/json' }, body: Buffer.from(`{"success":true,"data":{"note":"${API_KEY}"}}`, 'utf16le') },
      // Base64 wrapped on a raw line break, which `atob` skips: no JSON string holds one.
      { headers: { 'Content-Type': 'application/json' }, body: `{"success":true,"data":{"note":"${b64(API_KEY).slice(0, 12)}\n${b64(API_KEY).slice(12)}"}}` },
    ];
    let step = 0;
    upstream.reply(() => answers[step++]!);
    const proxy = await mountProxy({ upstreamUrl: upstream.url });
    for (const _ of answers) {
      const response = await proxy.fetch('/v1/social-accounts');
      expect(response.status).toBe(502);
      expect(response.json).toEqual({ success: false, error: 'The social service answered HTTP 200 with a body that is not JSON.' });
    }
  });

  it.each([
    ['of digits, which the service writes as a number', '1234567890123456', '{"success":true,"data":{"n":1234567890123456}}'],
    ['holding JSON’s own quotes and commas', 'abcdefgh","x":"ijklmnop', '{"success":true,"data":{"a":"abcdefgh","x":"ijklmnop"}}'],
  ])('never leaves across JSON’s own syntax (a key %s): the answer is withheld', async (_, apiKey, body) => {
    upstream.reply(() => ({ headers: { 'Content-Type': 'application/json' }, body }));
    const proxy = await mountProxy({ upstreamUrl: upstream.url, apiKey });
    const response = await proxy.fetch('/v1/social-accounts');
    expect(response.status).toBe(502);
    expect(response.json).toEqual({ success: false, error: "The social service's answer could not be passed on safely." });
    expect(response.text).not.toContain(apiKey);
    expect(proxy.logs[0]).toMatchObject({ event: 'failed', reason: 'upstream_secret', status: 502 });
  });

  it('never leaves in a success answer whose `success` is not its first member', async () => {
    upstream.reply(() => ({ headers: { 'Content-Type': 'application/json' }, body: `{"data":{"note":"${API_KEY}"},"success":true}` }));
    const proxy = await mountProxy({ upstreamUrl: upstream.url });
    const response = await proxy.fetch('/v1/social-accounts');
    expect(response.status).toBe(200);
    expect(response.json).toEqual({ data: { note: '[redacted]' }, success: true });
  });

  it('passes an answer without a secret byte for byte, integers past 2^53 intact', async () => {
    const text = '{ "success": true, "data": { "id": 12345678901234567890, "b": 1, "a": 2 } }';
    upstream.reply(() => ({ headers: { 'Content-Type': 'application/json' }, body: text }));
    const proxy = await mountProxy({ upstreamUrl: upstream.url });
    expect((await proxy.fetch('/v1/social-accounts')).text).toBe(text);
  });
});

describe('request bodies', () => {
  it('reach the service byte for byte when the proxy changes nothing', async () => {
    const proxy = await mountProxy({ upstreamUrl: upstream.url });
    const body = '{"filename":"a.png","content_type":"image/png","n":12345678901234567890}';
    await proxy.fetch(UPLOAD, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body });
    expect(upstream.received.map((r) => r.body)).toEqual([body]);
  });

  it('answer 400 to JSON nested deeper than maxJsonDepth, before parsing it, and never reach the service', async () => {
    const proxy = await mountProxy({ upstreamUrl: upstream.url });
    const deep = `${'['.repeat(5000)}${']'.repeat(5000)}`;
    const response = await proxy.fetch(UPLOAD, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: deep });
    expect(response.status).toBe(400);
    expect(response.json).toEqual({ success: false, error: 'The request body nests deeper than 16 levels.' });
    expect(proxy.logs.at(-1)).toMatchObject({ level: 'warn', event: 'rejected', reason: 'invalid_body' });
    // A depth the library's own bodies use passes; one past the option is refused.
    const custom = await mountProxy({ upstreamUrl: upstream.url, maxJsonDepth: 3 });
    expect((await custom.fetch(UPLOAD, jsonInit('POST', { filename: 'a.png', x: { y: {} } }))).status).toBe(200);
    expect((await custom.fetch(UPLOAD, jsonInit('POST', { filename: 'a.png', x: { y: { z: {} } } }))).status).toBe(400);
    expect(upstream.received).toHaveLength(1);
  });

  it('answer 400 to a body with more members and items than maxJsonMembers', async () => {
    const proxy = await mountProxy({ upstreamUrl: upstream.url, maxJsonMembers: 50 });
    const many = jsonInit('POST', { filename: 'a.png', list: Array.from({ length: 60 }, (_, i) => i) });
    const response = await proxy.fetch(UPLOAD, many);
    expect(response.status).toBe(400);
    expect(response.json.error).toBe('The request body holds more than 50 members and items.');
    expect(upstream.received).toEqual([]);
  });
});

describe('answers larger than maxResponseBytes', () => {
  it('are cut off at the bound with a 502, counted on decoded bytes, so a small gzip bomb is caught too', async () => {
    const big = JSON.stringify({ success: true, data: { pad: 'x'.repeat(2 * 1024 * 1024) } });
    const bomb = gzipSync(JSON.stringify({ success: true, data: { pad: ' '.repeat(50 * 1024 * 1024) } }));
    expect(bomb.byteLength).toBeLessThan(100 * 1024);
    let step = 0;
    upstream.reply((): Reply => (step++ === 0 ? { headers: { 'Content-Type': 'application/json' }, body: big } : { headers: { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' }, body: bomb }));
    const proxy = await mountProxy({ upstreamUrl: upstream.url });
    for (let i = 0; i < 2; i += 1) {
      const response = await proxy.fetch('/v1/social-accounts');
      expect(response.status).toBe(502);
      expect(response.json).toEqual({ success: false, error: "The social service's answer was larger than 1048576 bytes." });
    }
    expect(proxy.logs.map((event) => event.reason)).toEqual(['upstream_too_large', 'upstream_too_large']);
  });
});

describe('the app’s own hooks', () => {
  it('answer 504 at timeoutMs when authorize or resolveTenant hangs, and the service hears nothing', async () => {
    const hang = () => new Promise<never>(() => {});
    const hungAuthorize = await mountProxy({ upstreamUrl: upstream.url, timeoutMs: 200, authorize: hang });
    const hungTenant = await mountProxy({ upstreamUrl: upstream.url, timeoutMs: 200, resolveTenant: hang });
    for (const proxy of [hungAuthorize, hungTenant]) {
      const response = await proxy.fetch('/v1/social-accounts');
      expect(response.status).toBe(504);
      expect(proxy.logs.at(-1)).toMatchObject({ event: 'failed', reason: 'proxy_timeout' });
    }
    expect(upstream.received).toEqual([]);
  });
});
