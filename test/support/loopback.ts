import { createServer, request as httpRequest, type IncomingHttpHeaders, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A real HTTP server on 127.0.0.1 at a free port. `close` also ends keep-alive connections. */
export interface Loopback {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  server: Server;
  close: () => Promise<void>;
}

export async function listen(listener: RequestListener): Promise<Loopback> {
  const server = createServer(listener);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    server,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** What the recording upstream received, one entry per request. */
export interface Received {
  method: string;
  /** The raw request target, as it arrived. */
  url: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface Reply {
  status?: number;
  headers?: Record<string, string | string[]>;
  /** A string is sent as it is; anything else as JSON. */
  body?: unknown;
  /** Answer only after this long (cancelled when the connection closes first). */
  delayMs?: number;
}

export interface RecordingUpstream {
  /** The service's base URL: the origin plus a path prefix, so prefix handling is exercised. */
  url: string;
  origin: string;
  prefix: string;
  received: Received[];
  /** How to answer from now on. */
  reply(answer: (request: Received) => Reply): void;
  reset(): void;
  close: () => Promise<void>;
}

const DEFAULT_REPLY = (): Reply => ({ body: { success: true, data: {} } });

/** A stand-in for the service that records everything it receives and answers as told. */
export async function startUpstream(prefix = '/svc'): Promise<RecordingUpstream> {
  const received: Received[] = [];
  let answer: (request: Received) => Reply = DEFAULT_REPLY;
  const loop = await listen((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://upstream.invalid');
      const entry: Received = {
        method: req.method ?? '',
        url: req.url ?? '',
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      received.push(entry);
      const reply = answer(entry);
      const write = () => {
        const body = reply.body === undefined ? '' : typeof reply.body === 'string' || Buffer.isBuffer(reply.body) ? reply.body : JSON.stringify(reply.body);
        res.writeHead(reply.status ?? 200, { 'Content-Type': typeof reply.body === 'string' ? 'text/plain' : 'application/json', ...reply.headers });
        res.end(body);
      };
      if (!reply.delayMs) return write();
      const timer = setTimeout(write, reply.delayMs);
      res.on('close', () => clearTimeout(timer));
    });
  });
  return {
    url: `${loop.origin}${prefix}`,
    origin: loop.origin,
    prefix,
    received,
    reply(next) {
      answer = next;
    },
    reset() {
      received.length = 0;
      answer = DEFAULT_REPLY;
    },
    close: loop.close,
  };
}

export interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
  /** The body as loosely typed JSON (JSON.parse's own type), or undefined when it is not JSON. */
  json: ReturnType<typeof JSON.parse>;
}

export function parseJson(text: string): ReturnType<typeof JSON.parse> {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * A request with the target exactly as given (`..`, backslashes, absolute-form), which fetch
 * would normalise away before sending, and with headers fetch refuses to set (Connection, TE).
 */
export function rawRequest(
  origin: string,
  init: { method?: string; path: string; headers?: Record<string, string | string[]>; body?: string | Buffer },
): Promise<RawResponse> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    // Node frames a DELETE or OPTIONS body only when told its length (it sends no chunked encoding for them).
    const length = init.body === undefined ? {} : { 'Content-Length': String(Buffer.byteLength(init.body)) };
    const headers = { ...length, ...init.headers };
    const req = httpRequest({ host: hostname, port, method: init.method ?? 'GET', path: init.path, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        resolve({ status: res.statusCode ?? 0, headers: res.headers, text, json: parseJson(text) });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(init.body);
  });
}
