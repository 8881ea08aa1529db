import { startSimulatedService, type RunningSimulatedService } from '../../src/mocks/node.js';
import { NetworkConfigurationError, configureNetwork, createSocialProxy, toNodeHandler } from '../../src/server/index.js';
import { listen, type Loopback } from '../support/loopback.js';

const KEY = 'sk_admin_test_key';
const SECRET = 'linkedin-client-secret-0123456789';
let sim: RunningSimulatedService;
let app: Loopback;

beforeEach(async () => {
  // An organization that has configured X only.
  sim = await startSimulatedService({ apiKey: KEY, configuredNetworks: ['x'] });
  app = await listen(toNodeHandler(createSocialProxy({ apiKey: KEY, upstreamUrl: sim.url, basePath: '/api/social', resolveTenant: () => 'acme' })));
});
afterEach(async () => {
  await app.close();
  await sim.close();
});

const authUrl = (network: string) =>
  fetch(`${app.origin}/api/social/v1/social-networks/${network}/auth-url`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });

it('configures a network from the server, after which connecting it works', async () => {
  const before = await authUrl('linkedin');
  expect([before.status, (await before.json()).error]).toEqual([400, 'Network not configured']);

  const configured = await configureNetwork({ apiKey: KEY, upstreamUrl: sim.url }, { network: 'linkedin', clientKey: 'li-client-id', clientSecret: SECRET });
  expect(configured).toMatchObject({ network: 'linkedin', configured: true });
  expect((await authUrl('linkedin')).status).toBe(200);

  // The service kept the key and that a secret came; neither its records nor its log hold the secret.
  expect(sim.service.db.networks().find((entry) => entry.network === 'linkedin')).toMatchObject({ clientKey: 'li-client-id', hasClientSecret: true });
  expect(JSON.stringify([sim.service.db.networks(), sim.service.requests])).not.toContain(SECRET);
  expect(sim.service.requests.find((entry) => entry.operation === 'configureNetwork')?.body).toMatchObject({ client_secret: '[redacted]' });
});

it('is never reachable through the browser proxy', async () => {
  const response = await fetch(`${app.origin}/api/social/v1/social-networks`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ network: 'linkedin', client_key: 'k', client_secret: SECRET }),
  });
  expect(response.status).toBeGreaterThanOrEqual(400);
  expect(sim.service.requests.filter((entry) => entry.operation === 'configureNetwork')).toEqual([]);
});

it('refuses incomplete credentials before sending anything', async () => {
  await expect(configureNetwork({ apiKey: KEY, upstreamUrl: sim.url }, { network: 'linkedin', clientKey: 'li-client-id' })).rejects.toMatchObject({
    code: 'invalid-input',
    message: "clientSecret is required to configure linkedin: the OAuth client's secret.",
  });
  await expect(configureNetwork({ apiKey: KEY, upstreamUrl: sim.url }, { network: '../posts', clientKey: 'k', clientSecret: SECRET })).rejects.toMatchObject({ code: 'invalid-input' });
  // Answers are searched for the key and the secret: short ones would match ordinary text.
  for (const [options, credentials, message] of [
    [{ apiKey: 'sk_admin_key_15' }, { network: 'linkedin', clientKey: 'k', clientSecret: SECRET }, 'apiKey is too short (a service API key, at least 16 characters).'],
    [{ apiKey: KEY }, { network: 'linkedin', clientKey: 'k', clientSecret: 'secret_of_15_ch' }, "clientSecret is too short (the OAuth client's secret, at least 16 characters)."],
  ] as const) {
    const refused = await configureNetwork({ ...options, upstreamUrl: sim.url }, credentials).catch((error: unknown) => error);
    expect(refused).toMatchObject({ code: 'invalid-input', message });
    expect((refused as Error).message).not.toMatch(/sk_admin_key_15|secret_of_15_ch/);
  }
  expect(sim.service.requests).toEqual([]);
  await expect(configureNetwork({ apiKey: KEY, upstreamUrl: sim.url }, { network: 'linkedin', clientKey: 'k', clientSecret: 'client-secret-16' })).resolves.toMatchObject({ network: 'linkedin' });
  // Bluesky connects with app passwords: its configuration needs no OAuth client.
  await expect(configureNetwork({ apiKey: KEY, upstreamUrl: sim.url }, { network: 'bluesky' })).resolves.toMatchObject({ network: 'bluesky' });
});

it('reports the service’s refusal with its field errors, and never the key or the secret', async () => {
  const echo: typeof fetch = () =>
    Promise.resolve(
      new Response(JSON.stringify({ success: false, error: `client_secret ${SECRET} rejected for key ${KEY}`, details: { client_secret: { _errors: [`bad: ${SECRET}`] } } }), { status: 400 }),
    );
  const failure = await configureNetwork({ apiKey: KEY, upstreamUrl: sim.url, fetch: echo }, { network: 'linkedin', clientKey: 'k', clientSecret: SECRET }).catch((error: unknown) => error);
  expect(failure).toBeInstanceOf(NetworkConfigurationError);
  expect(failure).toMatchObject({ code: 'refused', status: 400, fieldErrors: { client_secret: ['bad: [redacted]'] } });
  expect(JSON.stringify({ ...(failure as object), message: (failure as Error).message })).not.toMatch(new RegExp(`${SECRET}|${KEY}`));

  const refused = await configureNetwork({ apiKey: 'sk_admin_wrong_key_00', upstreamUrl: sim.url }, { network: 'linkedin', clientKey: 'k', clientSecret: SECRET }).catch((error: unknown) => error);
  expect(refused).toMatchObject({ code: 'refused', status: 401 });
});

it('says when the service cannot be reached', async () => {
  const closed = await listen(() => {});
  const url = closed.origin;
  await closed.close();
  await expect(configureNetwork({ apiKey: KEY, upstreamUrl: url }, { network: 'linkedin', clientKey: 'k', clientSecret: SECRET })).rejects.toMatchObject({
    code: 'unreachable',
    message: `The service could not be reached at ${url}.`,
  });
});
