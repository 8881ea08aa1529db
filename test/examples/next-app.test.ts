import { freePort, start } from './support.js';
import { API_KEY, connectBluesky, itRunsEveryFlow, scriptBytes, visitExample } from './flows.js';

// examples/next-app as its users run it: installed from the packed tarball, `next build`, `next
// start` in front of the simulated service, and clicked in Chromium.
const visit = visitExample('next-app', async (dir, sim) => {
  const port = await freePort();
  return start('npx', ['next', 'start', '--port', String(port), '--hostname', '127.0.0.1'], dir, /Local:\s+(http:\/\/\S+)/, {
    SOCIAL_API_URL: sim.url,
    SOCIAL_API_KEY: API_KEY,
    SESSION_SECRET: 'example-test-secret',
  });
});

itRunsEveryFlow(visit);

it('prefetches the account list in a Server Component: the first HTML already shows it, and the browser does not ask again', async () => {
  const { page } = visit;
  await page.goto(visit.app);
  await connectBluesky(page, 'ada.bsky.social');
  const before = (await visit.control<{ operation: string }[]>('/requests')).filter((entry) => entry.operation === 'listAccounts').length;

  // The HTML as the server sends it, before any script runs.
  const html = await (await visit.context.request.get(visit.app)).text();
  expect(html).toContain('@ada.bsky.social');
  expect(html).not.toContain('Loading accounts…');

  // A fresh load: the server's prefetch is the only read; the browser hydrates from it.
  const fresh = await visit.context.newPage();
  await fresh.goto(visit.app);
  await fresh.getByRole('list', { name: 'Connected accounts' }).getByText('@ada.bsky.social').waitFor();
  await fresh.waitForLoadState('networkidle');
  const reads = (await visit.control<{ operation: string }[]>('/requests')).filter((entry) => entry.operation === 'listAccounts').length - before;
  expect(reads).toBe(2); // one for the HTML above, one for this page's server render
});

it('configures a network on the admin page (a Server Action), after which it connects', async () => {
  const { page, context } = visit;
  await page.goto(visit.app);
  const status = page.locator('[data-scope="connect-account-button"][data-part="root"][data-network="pinterest"] [data-part="status"]');
  // The service refuses a network the organization has not configured, and the button says so.
  visit.allowProblem(/Failed to load resource: the server responded with a status of 400/);
  await page.getByRole('button', { name: 'Connect Pinterest' }).click();
  await page.locator('[data-scope="connect-account-button"][data-network="pinterest"]').getByRole('alert').getByText('Network not configured').waitFor();

  await page.getByRole('link', { name: 'Networks' }).click();
  await page.getByRole('combobox', { name: 'Network' }).selectOption('pinterest');
  await page.getByRole('textbox', { name: 'OAuth client ID' }).fill('pinterest-client-id');
  await page.getByLabel('OAuth client secret').fill('pinterest-client-secret-value');
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByRole('status').getByText('pinterest is configured: it can be connected now.').waitFor();
  expect(await page.content()).not.toContain('pinterest-client-secret-value');

  await page.getByRole('link', { name: 'Dashboard' }).click();
  const [popup] = await Promise.all([context.waitForEvent('page'), page.getByRole('button', { name: 'Connect Pinterest' }).click()]);
  await popup.getByRole('heading', { name: 'Pinterest wants access' }).waitFor();
  await popup.getByRole('button', { name: 'Allow' }).click();
  await expect.poll(() => status.textContent()).toMatch(/^Connected /);

  const requests = await visit.control<{ operation: string; body: unknown }[]>('/requests');
  const configured = requests.filter((entry) => entry.operation === 'configureNetwork');
  expect(configured).toHaveLength(1);
  expect(JSON.stringify(configured)).not.toContain('pinterest-client-secret-value');
});

it('ships the dashboard in no more JavaScript than the README says', async () => {
  const scripts = await scriptBytes(visit.page, visit.app);
  const total = scripts.reduce((sum, size) => sum + size, 0);
  // A ratchet: README "Examples" gives the dashboard route's client JavaScript, gzip.
  expect(total / 1024).toBeLessThan(210.4);
});
