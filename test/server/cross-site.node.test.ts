import { chromium } from 'playwright';
import { createSocialProxy, toNodeHandler, type ProxyLogEvent } from '../../src/server/index.js';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium.js';
import { listen, rawRequest } from '../support/loopback.js';
import { API_KEY, jsonInit, mountProxy, recordingUpstream } from './harness.js';

// Requests from another site's page are refused before anything else (the Fetch Metadata
// resource-isolation policy): the browser says where a request comes from, and no page can lie.
const upstream = recordingUpstream();
const LIST = '/v1/social-accounts';

describe('Sec-Fetch-Site', () => {
  it('lets same-origin, same-site and user-typed requests through, and refuses cross-site ones with 403', async () => {
    const proxy = await mountProxy({ upstreamUrl: upstream.url });
    const from = (site: string) => rawRequest(proxy.origin, { path: `/api/social${LIST}`, headers: { 'Sec-Fetch-Site': site } });
    expect((await from('same-origin')).status).toBe(200);
    expect((await from('same-site')).status).toBe(200);
    expect((await from('none')).status).toBe(200);
    const refused = await from('cross-site');
    expect(refused.status).toBe(403);
    expect(refused.json).toEqual({ success: false, error: 'Requests from other sites are not allowed.' });
    expect(proxy.logs.at(-1)).toMatchObject({ event: 'rejected', reason: 'cross_site', level: 'warn' });
    expect(upstream.received).toHaveLength(3);
  });

  it('lets a cross-site page through when allowedOrigins lists its origin', async () => {
    const proxy = await mountProxy({ upstreamUrl: upstream.url, allowedOrigins: ['https://dashboard.example'] });
    const cross = (origin: string) => rawRequest(proxy.origin, { path: `/api/social${LIST}`, headers: { 'Sec-Fetch-Site': 'cross-site', Origin: origin } });
    expect((await cross('https://dashboard.example')).status).toBe(200);
    expect((await cross('https://evil.example')).status).toBe(403);
    expect(() => createSocialProxy({ apiKey: API_KEY, upstreamUrl: upstream.url, allowedOrigins: ['https://dashboard.example/path'] })).toThrow(/allowedOrigins takes origins/);
  });

  it('takes requests without fetch metadata (servers, tests) unless requireFetchMetadata says no', async () => {
    const open = await mountProxy({ upstreamUrl: upstream.url });
    expect((await open.fetch(LIST)).status).toBe(200);
    const strict = await mountProxy({ upstreamUrl: upstream.url, requireFetchMetadata: true });
    expect((await strict.fetch(LIST)).status).toBe(403);
    expect((await strict.fetch(LIST, { headers: { 'Sec-Fetch-Site': 'same-origin' } })).status).toBe(200);
    expect((await strict.fetch('/v1/media/upload', jsonInit('POST', { filename: 'a.png' }, { 'Sec-Fetch-Site': 'same-origin' }))).status).toBe(200);
  });
});

describe('a real cross-site page in Chromium', () => {
  it('gets 403 for a form post, a no-cors fetch and an image, none reaching the service; the app’s own page still works', async () => {
    const logs: ProxyLogEvent[] = [];
    const proxy = createSocialProxy({ apiKey: API_KEY, upstreamUrl: upstream.url, basePath: '/api/social', onLog: (event) => logs.push(event) });
    const handle = toNodeHandler(proxy);
    // The app: its page and its proxy on one origin (127.0.0.1).
    const app = await listen(((req, res) => {
      if (req.url === '/') {
        res.writeHead(200, { 'Content-Type': 'text/html' });
        res.end(`<!doctype html><title>app</title><script>fetch('/api/social${LIST}').then((r) => { document.title = 'app ' + r.status; });</script>`);
        return;
      }
      void handle(req, res);
    }));
    onTestFinished(() => app.close());
    const target = `${app.origin}/api/social`;
    // Another site (localhost is not the same site as 127.0.0.1) trying all three.
    const attacker = await listen((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/html' });
      res.end(`<!doctype html><title>evil</title>
        <iframe name="sink"></iframe>
        <form id="f" method="post" target="sink" action="${target}/v1/social-networks/linkedin/auth-url"><input name="tenant_id" value="victim"></form>
        <script>
          document.getElementById('f').submit();
          fetch('${target}/v1/media/upload', { method: 'POST', mode: 'no-cors', credentials: 'include', body: '{"filename":"x.png"}' });
          const img = new Image(); img.src = '${target}${LIST}?tenantId=victim'; document.body.append(img);
        </script>`);
    });
    onTestFinished(() => attacker.close());

    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    onTestFinished(() => browser.close());
    const page = await browser.newPage();
    await page.goto(`${app.origin}/`);
    await vi.waitFor(async () => expect(await page.title()).toBe('app 200'));
    expect(upstream.received).toHaveLength(1);

    await page.goto(attacker.origin.replace('127.0.0.1', 'localhost'));
    await vi.waitFor(() => expect(logs.filter((event) => event.reason === 'cross_site')).toHaveLength(3), { timeout: 10_000 });
    expect(logs.filter((event) => event.reason === 'cross_site').map((event) => [event.method, event.operation, event.status]).sort()).toEqual([
      ['GET', 'listAccounts', 403],
      ['POST', 'authUrl', 403],
      ['POST', 'uploadTicket', 403],
    ]);
    expect(upstream.received).toHaveLength(1);
  });
});
