import { request as httpRequest } from 'node:http';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { createSocialProxy, toNodeHandler } from '../../src/server/index.js';
import { listen, type Loopback } from '../support/loopback.js';
import { API_KEY } from './harness.js';

// A few seconds of concurrent traffic, good and bad mixed, against the proxy over real HTTP, with
// an upstream that answers, hangs, resets and floods. Bounded in requests and time.
setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

const SECONDS = 3;
// Generous, so a good request on a loaded machine is never cut short; the bad ones wait it out.
const DEADLINE_MS = 3000;
const CLIENTS = 16;
const b64 = Buffer.from(API_KEY).toString('base64');

type Kind = 'ok' | 'hang' | 'reset' | 'big' | 'echo' | 'slow';
const KINDS: Kind[] = ['ok', 'ok', 'ok', 'ok', 'hang', 'reset', 'big', 'echo', 'slow'];

/** What each kind must get: a status, and the words of the proxy's own envelope where it answers. */
const EXPECTED: Record<Kind, { status: number; error?: RegExp }> = {
  ok: { status: 200 },
  hang: { status: 504, error: /did not answer in time/ },
  reset: { status: 502, error: /could not be reached/ },
  big: { status: 502, error: /larger than/ },
  echo: { status: 400, error: /\[redacted\]/ },
  slow: { status: 408, error: /did not arrive in time/ },
};

function upstreamServer(): Promise<Loopback> {
  return listen((req, res) => {
    const kind = new URL(req.url ?? '/', 'http://u.invalid').searchParams.get('username');
    req.resume();
    if (kind === 'hang') return; // never answers; the proxy gives up at its deadline
    if (kind === 'reset') return void req.socket.destroy();
    res.writeHead(kind === 'echo' ? 400 : 200, { 'Content-Type': 'application/json' });
    if (kind === 'big') return void res.end(JSON.stringify({ success: true, data: { pad: 'x'.repeat(2 * 1024 * 1024) } }));
    if (kind === 'echo') return void res.end(`{"success":false,"error":"${API_KEY}","error":"bad ${b64} ${API_KEY}"}`);
    res.end(JSON.stringify({ success: true, data: [{ id: 'acc_1', network: 'x', username: 'ada' }], count: 1 }));
  });
}

/** One request; a slow client sends its JSON body a byte at a time, slower than the proxy waits. */
function send(origin: string, kind: Kind): Promise<{ status: number; text: string }> {
  const { hostname, port } = new URL(origin);
  const slow = kind === 'slow';
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: hostname,
        port,
        method: slow ? 'POST' : 'GET',
        path: slow ? '/api/social/v1/media/upload' : `/api/social/v1/social-accounts?username=${kind}`,
        headers: slow ? { 'Content-Type': 'application/json', 'Content-Length': '40' } : {},
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', reject);
      },
    );
    req.on('error', (error) => (slow ? resolve({ status: 0, text: String(error) }) : reject(error)));
    if (!slow) return void req.end();
    // A byte every 400 ms: the proxy's deadline passes long before the 40 bytes are in.
    const body = '{"filename":"slow.png"}'.padEnd(40, ' ');
    let sent = 0;
    const drip = setInterval(() => {
      if (req.destroyed || sent >= body.length) return clearInterval(drip);
      req.write(body[sent++]);
    }, 400);
    req.on('close', () => clearInterval(drip));
  });
}

it('answers every good request, gives every bad one its envelope, leaks no key byte, and holds its memory', { timeout: 60_000 }, async () => {
  const upstream = await upstreamServer();
  onTestFinished(() => upstream.close());
  const proxy = createSocialProxy({ apiKey: API_KEY, upstreamUrl: upstream.origin, basePath: '/api/social', timeoutMs: DEADLINE_MS });
  const app = await listen(toNodeHandler(proxy));
  onTestFinished(() => app.close());

  const run = async () => {
    const outcomes: { kind: Kind; status: number; text: string }[] = [];
    const until = Date.now() + SECONDS * 1000;
    await Promise.all(
      Array.from({ length: CLIENTS }, async (_, client) => {
        for (let i = 0; Date.now() < until && i < 500; i += 1) {
          const kind = KINDS[(client + i) % KINDS.length]!;
          outcomes.push({ kind, ...(await send(app.origin, kind)) });
        }
      }),
    );
    return outcomes;
  };

  await run(); // warm up: the heap's first growth is the runtime's, not a leak
  gc();
  const before = process.memoryUsage().heapUsed;
  const outcomes = await run();
  gc();
  const after = process.memoryUsage().heapUsed;

  expect(outcomes.length).toBeGreaterThan(CLIENTS * 2);
  for (const kind of Object.keys(EXPECTED) as Kind[]) expect(outcomes.some((outcome) => outcome.kind === kind), kind).toBe(true);
  const wrong = outcomes.filter(({ kind, status, text }) => {
    const expected = EXPECTED[kind];
    if (status !== expected.status) return true;
    if (kind === 'ok') return !(JSON.parse(text) as { data?: unknown[] }).data?.length;
    return !expected.error!.test((JSON.parse(text) as { error?: string }).error ?? '');
  });
  expect(wrong.slice(0, 3)).toEqual([]);
  const leaked = outcomes.filter(({ text }) => text.includes(API_KEY) || text.includes(b64));
  expect(leaked).toEqual([]);
  // Nothing of thousands of requests stays behind: the heap returns to its band (a few MB of noise).
  expect((after - before) / 1024 / 1024).toBeLessThan(16);
});
