import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { toNodeHandler } from '../server/node.js';
import { CONSENT_PATH, answerConsent } from './consentPage.js';
import { createSimulator } from './simulator.js';
import type { Fault, SimulatedOperation, SimulatedServiceCore, SimulatedServiceOptions } from './types.js';

export interface StartSimulatedServiceOptions extends Omit<SimulatedServiceOptions, 'baseUrl' | 'consentUrl' | 'persist'> {
  /**
   * Where upload tickets point: another storage (yours, or a double of it) signed with
   * `storageSecret`, with `verifyObject` (for example `headObject`) to see what arrived there.
   * The service's own storage at `${url}/storage` when omitted.
   */
  storageUrl?: string;
  /** The port to listen on; 0 (the default) takes a free one. */
  port?: number;
  /** The address to listen on. Loopback by default: it is a test double, not a service to expose. */
  host?: string;
  /**
   * Read upload bodies at this pace, as storage across a network would: on loopback a file
   * arrives at once, and an app's test or demo never sees its progress bar move. Unpaced when omitted.
   */
  storageBytesPerSecond?: number;
}

export interface RunningSimulatedService {
  /** `http://127.0.0.1:<port>`: give it to the proxy as `upstreamUrl`. */
  url: string;
  /** The simulated service itself: its records (`db`), faults, request log and `reset`. */
  service: SimulatedServiceCore;
  server: Server;
  close(): Promise<void>;
}

/** Where the control routes live, for a test runner in another process than the service. */
export const CONTROL_PATH = '/__socialkit';

/**
 * The simulated service as a real HTTP server: its API under `/v1/...` (as the real service,
 * with `apiKey` demanded when given), its consent pages at `/consent` and its presigned storage
 * at `/storage`, all on one loopback origin. Point your proxy's `upstreamUrl` at `url`, and your
 * Playwright or Cypress tests at the app: consent, storage and pictures are served from here.
 * The options and faults are those of the MSW handlers (`createSimulatedService`); a test runner in
 * another process sets faults and resets through the control routes (see docs/testing.md).
 */
export async function startSimulatedService(options: StartSimulatedServiceOptions = {}): Promise<RunningSimulatedService> {
  const { port = 0, host = '127.0.0.1', storageBytesPerSecond, ...serviceOptions } = options;
  // The service names its own origin (consent and storage URLs), known once it listens.
  const holder: { service?: SimulatedServiceCore } = {};
  const server = createServer(toNodeHandler((request) => answer(paced(request, storageBytesPerSecond), holder.service!, serviceOptions.apiKey)));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address() as AddressInfo;
  const url = `http://${address.family === 'IPv6' ? `[${address.address}]` : address.address}:${address.port}`;
  holder.service = createSimulator({ ...serviceOptions, baseUrl: '/', storageUrl: serviceOptions.storageUrl ?? `${url}/storage`, consentUrl: `${url}${CONSENT_PATH}` }).core;
  return {
    url,
    service: holder.service,
    server,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function answer(request: Request, service: SimulatedServiceCore, apiKey: string | undefined): Promise<Response> {
  const { pathname } = new URL(request.url);
  if (pathname === CONSENT_PATH) return answerConsent(request, service);
  if (pathname === CONTROL_PATH || pathname.startsWith(`${CONTROL_PATH}/`)) return control(request, service, apiKey);
  return service.handle(request);
}

const STORAGE_PATH = '/storage/';

/** An upload to storage whose body is read no faster than `bytesPerSecond`; anything else as it is. */
function paced(request: Request, bytesPerSecond: number | undefined): Request {
  if (!bytesPerSecond || request.method !== 'PUT' || !request.body || !new URL(request.url).pathname.startsWith(STORAGE_PATH)) return request;
  const reader = request.body.getReader();
  const started = Date.now();
  let read = 0;
  // Reading slowly holds the socket's backpressure, so the browser's upload progress moves at this pace.
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const { done, value } = await reader.read();
      if (done) return controller.close();
      read += value.byteLength;
      const wait = started + (read / bytesPerSecond) * 1000 - Date.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      controller.enqueue(value);
    },
    cancel: (reason) => reader.cancel(reason),
  });
  return new Request(request, { body, duplex: 'half' } as RequestInit);
}

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/**
 * Control routes for a test runner in another process: set or clear a fault, reset, read the
 * request log and the service's records (media, accounts), mark an account inactive. They demand
 * the API key too when the service has one.
 */
async function control(request: Request, service: SimulatedServiceCore, apiKey: string | undefined): Promise<Response> {
  if (apiKey !== undefined && request.headers.get('authorization') !== `Bearer ${apiKey}`) return json(401, { error: 'Invalid or missing API key' });
  const path = new URL(request.url).pathname.slice(CONTROL_PATH.length);
  const method = request.method.toUpperCase();
  if (path === '/reset' && method === 'POST') {
    service.reset();
    return new Response(null, { status: 204 });
  }
  if (path === '/requests' && method === 'GET') return json(200, service.requests);
  if (path === '/media' && method === 'GET') return json(200, service.db.media());
  if (path === '/accounts' && method === 'GET') return json(200, service.db.accounts());
  // An account the network no longer accepts (PUT), or accepts again (DELETE).
  const inactive = /^\/accounts\/([^/]+)\/inactive$/.exec(path);
  if (inactive && (method === 'PUT' || method === 'DELETE')) {
    const id = decodeURIComponent(inactive[1]!);
    if (!service.db.accounts().some((account) => account.id === id)) return json(404, { error: 'Account not found' });
    return json(200, service.db.setAccountActive(id, method === 'DELETE'));
  }
  const fault = /^\/faults\/([A-Za-z]+)$/.exec(path);
  if (fault) {
    const operation = fault[1] as SimulatedOperation;
    if (method === 'DELETE') {
      service.faults.clear(operation);
      return new Response(null, { status: 204 });
    }
    if (method === 'PUT') {
      const body = (await request.json().catch(() => null)) as Fault | null;
      if (!body || typeof body !== 'object') return json(400, { error: 'A fault is a JSON object: { "status": 503 }, { "delayMs": 2000 }, { "drop": true } …' });
      service.faults.set(operation, body);
      return new Response(null, { status: 204 });
    }
  }
  return json(404, { error: 'Not found' });
}
