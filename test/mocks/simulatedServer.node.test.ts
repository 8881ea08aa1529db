import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { startSimulatedService, type RunningSimulatedService } from '../../src/mocks/node.js';
import { createSocialProxy, toNodeHandler } from '../../src/server/index.js';
import { listen, type Loopback } from '../support/loopback.js';

// The simulated service as an app's end-to-end tests meet it: a real HTTP server on loopback,
// behind the library's proxy, with its consent page and storage on its own origin.
const KEY = 'sk_sim_test_key_0001';
let sim: RunningSimulatedService;
let app: Loopback;

beforeEach(async () => {
  sim = await startSimulatedService({ apiKey: KEY });
  const proxy = createSocialProxy({ apiKey: KEY, upstreamUrl: sim.url, basePath: '/api/social', resolveTenant: () => 'acme' });
  app = await listen(toNodeHandler(proxy));
});
afterEach(async () => {
  await app.close();
  await sim.close();
});

const api = (path: string, init?: RequestInit) => fetch(`${app.origin}/api/social${path}`, { ...init, headers: { 'Content-Type': 'application/json', ...init?.headers } });

it('listens on loopback and demands the API key, as the real service does', async () => {
  expect(sim.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  expect((await fetch(`${sim.url}/v1/social-accounts`)).status).toBe(401);
  expect((await fetch(`${sim.url}/v1/social-accounts`, { headers: { Authorization: `Bearer ${KEY}` } })).status).toBe(200);
});

it('runs an OAuth round trip through its own consent page, with the page count the user picks', async () => {
  const { data } = await (await api('/v1/social-networks/facebook/auth-url', { method: 'POST', body: JSON.stringify({ redirect_uri: 'http://app.test/connect/callback' }) })).json();
  const consent = new URL(data.auth_url);
  expect(consent.origin).toBe(sim.url);
  const form = await (await fetch(consent)).text();
  expect(form).toContain('<h1>Facebook wants access</h1>');
  expect(form).toContain('name="pageCount"');

  const answer = await fetch(`${sim.url}/consent`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ state: consent.searchParams.get('state')!, decision: 'allow', pageCount: '2' }),
  });
  expect(answer.status).toBe(303);
  const back = new URL(answer.headers.get('location')!);
  expect(back.origin + back.pathname).toBe('http://app.test/connect/callback');
  const session = await (await api(`/v1/social-accounts/pending/${back.searchParams.get('session')}`)).json();
  expect(session.data.availablePages).toHaveLength(2);
  // Pictures come from the service's own storage, and load.
  const picture = await fetch(session.data.availablePages[0].profilePictureUrl);
  expect(picture.headers.get('content-type')).toBe('image/svg+xml');
});

it('hands out presigned URLs on its own storage, which take the PUT cross-origin and confirm', async () => {
  const ticket = (await (await api('/v1/media/upload', { method: 'POST', body: JSON.stringify({ filename: 'beach.jpg', content_type: 'image/jpeg' }) })).json()).data;
  expect(ticket.upload_url.startsWith(`${sim.url}/storage/`)).toBe(true);
  const preflight = await fetch(ticket.upload_url, { method: 'OPTIONS', headers: { Origin: app.origin, 'Access-Control-Request-Method': 'PUT', 'Access-Control-Request-Headers': 'content-type' } });
  expect(preflight.headers.get('access-control-allow-origin')).toBeTruthy();
  const wrongType = await fetch(ticket.upload_url, { method: 'PUT', headers: { 'Content-Type': 'image/png', Origin: app.origin }, body: new Uint8Array(10) });
  expect(wrongType.status).toBe(403);
  const put = await fetch(ticket.upload_url, { method: 'PUT', headers: { 'Content-Type': 'image/jpeg', Origin: app.origin }, body: new Uint8Array(1000) });
  expect(put.status).toBe(200);
  const confirmed = await (await api(`/v1/media/${ticket.id}/confirm`, { method: 'POST', body: JSON.stringify({ size: 1000 }) })).json();
  expect(confirmed.success).toBe(true);
});

it('reads uploads at the pace it is given, so progress shows on loopback', async () => {
  const slow = await startSimulatedService({ storageBytesPerSecond: 256 * 1024 });
  onTestFinished(() => slow.close());
  const ticket = (await (await fetch(`${slow.url}/v1/media/upload`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ filename: 'clip.mp4', content_type: 'video/mp4' }) })).json()).data;
  const started = performance.now();
  const put = await fetch(ticket.upload_url, { method: 'PUT', headers: { 'Content-Type': 'video/mp4' }, body: new Uint8Array(128 * 1024) });
  expect(put.status).toBe(200);
  // Half a second at that pace; unpaced, loopback takes a few milliseconds. A busy machine only adds.
  expect(performance.now() - started).toBeGreaterThanOrEqual(400);
  expect(slow.service.db.media()).toEqual([expect.objectContaining({ filename: 'clip.mp4', size: 128 * 1024 })]);
});

it('takes faults and resets from another process through its control routes, with the key', async () => {
  const control = (path: string, init?: RequestInit) => fetch(`${sim.url}/__socialkit${path}`, { ...init, headers: { Authorization: `Bearer ${KEY}`, ...init?.headers } });
  expect((await fetch(`${sim.url}/__socialkit/reset`, { method: 'POST' })).status).toBe(401);
  expect((await control('/faults/listAccounts', { method: 'PUT', body: JSON.stringify({ status: 503 }) })).status).toBe(204);
  expect((await api('/v1/social-accounts')).status).toBe(503);
  expect((await control('/faults/listAccounts', { method: 'DELETE' })).status).toBe(204);
  expect((await api('/v1/social-accounts')).status).toBe(200);
  const log = (await (await control('/requests')).json()) as { operation: string }[];
  expect(log.filter((entry) => entry.operation === 'listAccounts')).toHaveLength(2);
  sim.service.db.addAccount({ network: 'x', username: 'grace', tenantId: 'acme' });
  expect(await (await control('/accounts')).json()).toEqual([expect.objectContaining({ network: 'x', username: 'grace', tenantId: 'acme' })]);
  expect(await (await control('/media')).json()).toEqual([]);
  expect((await control('/reset', { method: 'POST' })).status).toBe(204);
  expect(sim.service.db.accounts()).toEqual([]);
});

it('marks an account inactive through a control route, and a consent for its network and tenant brings it back under its id', async () => {
  const control = (path: string, init?: RequestInit) => fetch(`${sim.url}/__socialkit${path}`, { ...init, headers: { Authorization: `Bearer ${KEY}`, ...init?.headers } });
  const ada = sim.service.db.addAccount({ network: 'x', username: 'ada', tenantId: 'acme' });
  expect((await fetch(`${sim.url}/__socialkit/accounts/${ada.id}/inactive`, { method: 'PUT' })).status).toBe(401);
  expect((await control('/accounts/acc_unknown/inactive', { method: 'PUT' })).status).toBe(404);
  const marked = await control(`/accounts/${ada.id}/inactive`, { method: 'PUT' });
  expect(marked.status).toBe(200);
  expect(await marked.json()).toMatchObject({ id: ada.id, isActive: 0 });
  const listed = await (await api('/v1/social-accounts')).json();
  expect(listed.data).toEqual([expect.objectContaining({ id: ada.id, isActive: 0 })]);

  // The consent page offers the returning account first, and another one.
  const { data } = await (await api('/v1/social-networks/x/auth-url', { method: 'POST', body: JSON.stringify({ redirect_uri: 'http://app.test/connect/callback' }) })).json();
  const consent = new URL(data.auth_url);
  const form = await (await fetch(consent)).text();
  expect(form).toContain(`<input type="radio" name="accountId" value="${ada.id}" checked> @ada`);
  expect(form).toContain('<input type="radio" name="accountId" value=""> Another account');
  const answer = await fetch(`${sim.url}/consent`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ state: consent.searchParams.get('state')!, decision: 'allow', accountId: ada.id }),
  });
  expect(new URL(answer.headers.get('location')!).searchParams.get('account_id')).toBe(ada.id);
  expect(sim.service.db.accounts()).toEqual([expect.objectContaining({ id: ada.id, isActive: 1 })]);

  // DELETE makes it active again without a consent.
  await control(`/accounts/${ada.id}/inactive`, { method: 'PUT' });
  expect(await (await control(`/accounts/${ada.id}/inactive`, { method: 'DELETE' })).json()).toMatchObject({ id: ada.id, isActive: 1 });
});

it('runs as the socialkit-sim command, prints its URL and stops on SIGTERM', async () => {
  const cli = fileURLToPath(new URL('../../dist/mocks/cli.js', import.meta.url));
  expect(existsSync(cli), 'npm run build makes dist/mocks/cli.js').toBe(true);
  const child = spawn(process.execPath, [cli, '--port', '0', '--networks', 'x,bluesky'], { stdio: ['ignore', 'pipe', 'pipe'] });
  const line = await new Promise<string>((resolve, reject) => {
    child.stdout.once('data', (chunk: Buffer) => resolve(chunk.toString()));
    child.once('exit', (code) => reject(new Error(`exited with ${code}`)));
  });
  const url = /Simulated service at (http:\/\/127\.0\.0\.1:\d+)/.exec(line)?.[1];
  expect(url).toBeDefined();
  // Only the networks it was given are configured: another one fails as the real service does.
  const refused = await fetch(`${url}/v1/social-networks/facebook/auth-url`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
  expect(await refused.json()).toMatchObject({ success: false, error: 'Network not configured' });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  expect(await exited).toBe(0);
});

it('points its tickets at another storage when given one, signed with that storage’s secret', async () => {
  const service = await startSimulatedService({ apiKey: KEY, storageUrl: 'http://127.0.0.1:9/bucket', storageSecret: 'shared-secret' });
  try {
    const answer = await fetch(`${service.url}/v1/media/upload`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${KEY}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ filename: 'a.png', content_type: 'image/png' }),
    });
    const { data } = (await answer.json()) as { data: { upload_url: string } };
    expect(data.upload_url).toMatch(/^http:\/\/127\.0\.0\.1:9\/bucket\/med_[^/]+\/a\.png\?/);
  } finally {
    await service.close();
  }
});
