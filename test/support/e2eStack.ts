import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Plugin } from 'vite';
import type { BrowserCommand } from 'vitest/node';
import { createSimulator } from '../../src/mocks/simulator.js';
import { headObject } from '../../src/mocks/storage.js';
import type { LoggedRequest, SimulatedAccount, SimulatedMedia, SimulatedServiceCore } from '../../src/mocks/types.js';
import { createSocialProxy, toNodeHandler, type ProxyLogEvent } from '../../src/server/index.js';
import { CONSENT_PATH, answerConsent } from '../../src/mocks/consentPage.js';
import { E2E_BASE_PATH, E2E_SIGN_IN, E2E_TENANT } from './e2ePaths.js';
import { listen, type Loopback } from './loopback.js';
import { STORAGE_SECRET, sharedStorage } from './sharedStorage.js';

/**
 * The whole chain for the Chromium end-to-end test (test/server/e2e.browser.test.tsx): the
 * simulated service as a real HTTP server on 127.0.0.1 that demands an API key, with its consent
 * page on its own origin and tickets for the loopback storage; and the proxy mounted on the test
 * page's Vite server at E2E_BASE_PATH, as an app mounts it, behind the app's own cookie session.
 * The key is made per run and never leaves this process: tests read the service's records through
 * the browser commands below, which say whether the key was sent, never what it is.
 */

/** A request as it reached the simulated service. */
export interface WireEntry {
  method: string;
  path: string;
  query: Record<string, string>;
  /** `api-key` when it carried `Authorization: Bearer <the proxy's key>`. */
  auth: 'api-key' | 'none' | 'other';
  /** Header names, lowercase. */
  headers: string[];
  /** Parsed JSON (app passwords redacted), or null. */
  body: unknown;
}

export interface E2eLog {
  serviceOrigin: string;
  wire: WireEntry[];
  /** The simulated service's own log (operation, url, body). */
  requests: LoggedRequest[];
  /** The proxy's onLog events. */
  proxy: ProxyLogEvent[];
  accounts: SimulatedAccount[];
  media: SimulatedMedia[];
}

export interface E2eKeySearch {
  /** Proxy answers (status, headers, body) checked. */
  responses: number;
  /** How many of them hold the key. */
  responsesWithKey: number;
  /** Indexes of the given texts that hold the key. */
  textsWithKey: number[];
}

interface Stack {
  apiKey: string;
  service: Loopback;
  core: SimulatedServiceCore;
  wire: WireEntry[];
  proxyLog: ProxyLogEvent[];
  /** What the browser received from the proxy, kept here so the key never goes to the page. */
  proxyAnswers: string[];
  /** Copies of answers still being read into proxyAnswers. */
  reading: Set<Promise<void>>;
  /** The app's sessions: cookie value -> tenant. */
  sessions: Map<string, string>;
}

// The plugin (in the config bundle) and the commands share this one stack; on globalThis, like the
// shared storage, whichever loader brought the module in.
const KEY = Symbol.for('socialkit.test.e2eStack');
const holder = globalThis as typeof globalThis & { [KEY]?: Promise<Stack> };

const SESSION_COOKIE = 'sk_e2e_session';

function simulatorFor(apiKey: string, serviceOrigin: string, storageUrl: string, seed: Partial<SimulatedAccount>[] = []) {
  return createSimulator({
    apiKey,
    baseUrl: '/svc',
    storageUrl,
    storageSecret: STORAGE_SECRET,
    verifyObject: headObject,
    consentUrl: `${serviceOrigin}${CONSENT_PATH}`,
    seed,
  }).core;
}

const redact = (value: unknown): unknown =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? Object.fromEntries(Object.entries(value).map(([key, item]) => [key, /password/i.test(key) ? '[redacted]' : item]))
    : value;

function parse(text: string): unknown {
  try {
    return text ? redact(JSON.parse(text)) : null;
  } catch {
    return text;
  }
}

/** The simulated service over HTTP, recording each request as it arrived. */
async function record(stack: Stack, request: Request): Promise<Response> {
  const url = new URL(request.url);
  if (url.pathname === CONSENT_PATH) return answerConsent(request, stack.core);
  // The consent page's own favicon and the like: the browser's, not the proxy's.
  if (!url.pathname.startsWith('/svc/')) return new Response(null, { status: 404 });
  const text = request.method === 'GET' || request.method === 'HEAD' ? '' : await request.text();
  const authorization = request.headers.get('authorization');
  stack.wire.push({
    method: request.method,
    path: url.pathname,
    query: Object.fromEntries(url.searchParams),
    auth: authorization === null ? 'none' : authorization === `Bearer ${stack.apiKey}` ? 'api-key' : 'other',
    headers: [...request.headers.keys()],
    body: parse(text),
  });
  const body = text === '' ? null : text;
  return stack.core.handle(new Request(request.url, { method: request.method, headers: request.headers, body, signal: request.signal }));
}

async function startStack(): Promise<Stack> {
  const apiKey = `sk_e2e_${randomUUID()}`;
  // The service's consent URL names its own origin, known once it listens; nothing calls it before.
  const self: { current?: Stack } = {};
  const service = await listen(toNodeHandler((request) => record(self.current!, request)));
  const core = simulatorFor(apiKey, service.origin, `${(await sharedStorage()).url}/t-e2e-idle`);
  self.current = { apiKey, service, core, wire: [], proxyLog: [], proxyAnswers: [], reading: new Set(), sessions: new Map() };
  return self.current;
}

const stack = () => (holder[KEY] ??= startStack());

function sessionOf(stack: Stack, request: Request): string | undefined {
  const cookie = request.headers.get('cookie') ?? '';
  const value = new RegExp(`(?:^|;\\s*)${SESSION_COOKIE}=([\\w-]+)`).exec(cookie)?.[1];
  return value === undefined ? undefined : stack.sessions.get(value);
}

/** As docs/proxy.md recommends: the app's session decides who may call and for which tenant; no foreign Origin (CSRF). */
function mountProxy(stack: Stack) {
  const proxy = createSocialProxy({
    apiKey: stack.apiKey,
    upstreamUrl: `${stack.service.origin}/svc`,
    basePath: E2E_BASE_PATH,
    authorize: (request) => {
      const origin = request.headers.get('origin');
      return sessionOf(stack, request) !== undefined && (origin === null || new URL(origin).host === request.headers.get('host'));
    },
    resolveTenant: (request) => sessionOf(stack, request),
    onLog: (event) => stack.proxyLog.push(event),
  });
  const recorded = Object.assign(
    async (request: Request) => {
      const response = await proxy(request);
      const read = response
        .clone()
        .text()
        .then((body) => void stack.proxyAnswers.push(`${response.status}\n${[...response.headers].join('\n')}\n${body}`))
        .finally(() => stack.reading.delete(read));
      stack.reading.add(read);
      return response;
    },
    { basePath: proxy.basePath },
  );
  return toNodeHandler(recorded);
}

function signIn(stack: Stack) {
  return (req: IncomingMessage, res: ServerResponse, next: () => void) => {
    if (req.method !== 'POST') return next();
    const session = randomUUID();
    stack.sessions.set(session, E2E_TENANT);
    res.setHeader('Set-Cookie', `${SESSION_COOKIE}=${session}; Path=/; HttpOnly; SameSite=Strict`);
    res.statusCode = 204;
    res.end();
  };
}

/** The Vite plugin; add it to the one project that runs the end-to-end test. */
export function e2eStack(): Plugin {
  return {
    name: 'socialkit:e2e-stack',
    apply: 'serve',
    configureServer(server) {
      // The service (and the storage it names) start on the first request, not here: a run
      // filtered to other projects still sets this server up, never serves or closes it, and the
      // two would keep that run from exiting.
      let handlers: Promise<{ signIn: ReturnType<typeof signIn>; proxy: ReturnType<typeof mountProxy> }> | undefined;
      const ready = () => (handlers ??= stack().then((current) => ({ signIn: signIn(current), proxy: mountProxy(current) })));
      server.middlewares.use(E2E_SIGN_IN, (req, res, next) => void ready().then((on) => on.signIn(req, res, next), next));
      server.middlewares.use((req, res, next) => void ready().then((on) => on.proxy(req, res, next), next));
      server.httpServer?.once('close', () => void closeStack());
    },
  };
}

async function closeStack() {
  const current = holder[KEY];
  delete holder[KEY];
  await (await current)?.service.close();
}

/** A fresh service (seeded as given) with tickets under a storage prefix of its own; sessions end. Returns that prefix and the seeded accounts. */
export const e2eReset: BrowserCommand<[seed?: Partial<SimulatedAccount>[]]> = async (_context, seed = []) => {
  const current = await stack();
  const prefix = `t-e2e-${randomUUID().slice(0, 8)}`;
  current.core = simulatorFor(current.apiKey, current.service.origin, `${(await sharedStorage()).url}/${prefix}`, seed);
  current.wire.length = 0;
  current.proxyLog.length = 0;
  current.proxyAnswers.length = 0;
  current.sessions.clear();
  return { scope: `/bucket/${prefix}`, accounts: current.core.db.accounts() };
};

export const e2eLog: BrowserCommand<[]> = async (): Promise<E2eLog> => {
  const current = await stack();
  return {
    serviceOrigin: current.service.origin,
    wire: current.wire,
    requests: current.core.requests,
    proxy: current.proxyLog,
    accounts: current.core.db.accounts(),
    media: current.core.db.media(),
  };
};

/** Looks for the key in what the proxy answered and in the texts the page sends (its document, storage, URLs). */
export const e2eFindKey: BrowserCommand<[texts: string[]]> = async (_context, texts): Promise<E2eKeySearch> => {
  const { apiKey, proxyAnswers, reading } = await stack();
  await Promise.allSettled(reading);
  return {
    responses: proxyAnswers.length,
    responsesWithKey: proxyAnswers.filter((answer) => answer.includes(apiKey)).length,
    textsWithKey: texts.flatMap((text, index) => (text.includes(apiKey) ? [index] : [])),
  };
};

/**
 * Answers the consent screen in the popup the way a keyboard user does: Tab to the button, Enter.
 * The popup is on the service's origin, out of the test page's reach, so Playwright drives it.
 */
/**
 * The consent popups already answered. One an earlier test answered can still be listed while it
 * closes, and answering it again fails with "Target page, context or browser has been closed".
 */
const answered = new WeakSet<object>();

export const e2eConsent: BrowserCommand<[answer: 'Allow' | 'Deny']> = async (context, answer) => {
  const { service } = await stack();
  const deadline = Date.now() + 20_000;
  const consentPopup = () =>
    context.context.pages().find((page) => !answered.has(page) && !page.isClosed() && page.url().startsWith(`${service.origin}${CONSENT_PATH}`));
  let popup = consentPopup();
  while (!popup) {
    if (Date.now() > deadline) throw new Error(`e2eConsent: no page of ${service.origin}${CONSENT_PATH} opened`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    popup = consentPopup();
  }
  answered.add(popup);
  await popup.waitForLoadState('domcontentloaded');
  const heading = await popup.getByRole('heading', { level: 1 }).textContent();
  for (let i = 0; i < 10; i++) {
    if ((await popup.evaluate(() => document.activeElement?.textContent)) === answer) break;
    await popup.keyboard.press('Tab');
  }
  if ((await popup.evaluate(() => document.activeElement?.textContent)) !== answer) throw new Error(`e2eConsent: Tab never reached ${answer}`);
  await popup.keyboard.press('Enter');
  return { origin: new URL(popup.url()).origin, heading };
};

export const e2eCommands = { e2eReset, e2eLog, e2eFindKey, e2eConsent };

declare module 'vitest/browser' {
  interface BrowserCommands {
    e2eReset: (seed?: Partial<SimulatedAccount>[]) => Promise<{ scope: string; accounts: SimulatedAccount[] }>;
    e2eLog: () => Promise<E2eLog>;
    e2eFindKey: (texts: string[]) => Promise<E2eKeySearch>;
    e2eConsent: (answer: 'Allow' | 'Deny') => Promise<{ origin: string; heading: string | null }>;
  }
}
