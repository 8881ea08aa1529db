import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { verifyUploadRequest } from '../../src/mocks/presign.js';

/**
 * A real object store on loopback, for upload tests worth something: another origin, CORS
 * preflights, the signed Content-Type and the expiry checked as presigned S3 checks them, and the
 * body read as a stream (never buffered), so the browser's upload progress is real progress.
 * The simulated service signs its tickets with the same secret and points them here.
 *
 * Tests running at once keep apart by path: each gives the service its own prefix
 * (`${url}/t-<id>`) and sets faults and reads state for that prefix only.
 */
export interface StorageServerOptions {
  secret: string;
  now?: () => number;
  /** Slows every body down, so progress has ticks to show. */
  bytesPerSecond?: number;
}

export interface StoredObject {
  path: string;
  contentType: string;
  size: number;
}

export interface StorageRequest {
  method: string;
  path: string;
  contentType: string | undefined;
  origin: string | undefined;
}

export interface StorageFault {
  /** Applies to the next PUT under this path prefix; any PUT when omitted. */
  scope?: string;
  /** Applies only to a PUT of this file name (the object path's last segment): two files in flight race for unnamed faults. */
  name?: string;
  /** Cuts the connection after this many bytes of the body. */
  dropAfterBytes?: number;
  /** Answers this status (once the body is read), with `code` and `message` in the XML. */
  status?: number;
  code?: string;
  message?: string;
  /** Sent with `status` as `Retry-After` (and exposed to the page, as a bucket's CORS rules can). */
  retryAfter?: string;
  /** Reads this PUT's body at this pace instead of the server's. */
  bytesPerSecond?: number;
}

export interface StorageState {
  objects: StoredObject[];
  requests: StorageRequest[];
  /** The most PUTs whose bodies were being received at once. */
  maxInFlight: number;
  /** PUTs being received now. */
  inFlight: number;
}

export interface StorageServer {
  /** e.g. http://127.0.0.1:41234/bucket — give it to the simulated service as storageUrl. */
  url: string;
  objects: Map<string, StoredObject>;
  /** Method and path of every request, preflights included. */
  requests: StorageRequest[];
  /** Faults for the next PUTs, taken one per request (the first whose scope matches). */
  faults: StorageFault[];
  /** What happened under a path prefix (the whole server when omitted). */
  state(scope?: string): StorageState;
  /** Cuts every PUT in flight under the prefix, as a lost network would. Returns how many. */
  drop(scope?: string): number;
  /** Reads the rest of every PUT in flight under the prefix at full speed, the current pause cut short. Returns how many. */
  unthrottle(scope?: string): number;
  /** Keeps the bytes of the PUTs under the prefix from now on, so a GET of their objects answers what arrived. */
  keep(scope: string): void;
  close(): Promise<void>;
}

const xml = (code: string, message: string) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message></Error>`;

// What a bucket configured for browser uploads answers: the app's origin may PUT (with its
// Content-Type), HEAD, and read ETag and Content-Length.
function cors(request: IncomingMessage, response: ServerResponse) {
  // One connection per request: Chrome silently sends a request again when a reused keep-alive
  // connection is cut, which would hide the dropped PUTs the tests make from the code under test.
  response.setHeader('Connection', 'close');
  response.setHeader('Access-Control-Allow-Origin', request.headers.origin ?? '*');
  response.setHeader('Access-Control-Expose-Headers', 'ETag, Content-Length');
  response.setHeader('Vary', 'Origin');
}

const within = (path: string, scope: string | undefined) => scope === undefined || path.startsWith(scope);

export async function startStorageServer(options: StorageServerOptions): Promise<StorageServer> {
  const objects = new Map<string, StoredObject>();
  const requests: StorageRequest[] = [];
  const faults: StorageFault[] = [];
  /** PUT bodies being received, with their path, to count, cut or speed up. */
  const active = new Map<IncomingMessage, { path: string; fast: boolean; wake: () => void }>();
  /** Start (+1) and end (-1) of every PUT body, in order, for the in-flight high-water mark. */
  const timeline: { path: string; delta: 1 | -1 }[] = [];
  /** Prefixes whose PUT bodies are kept, and the bodies kept (by object path). */
  const keeping = new Set<string>();
  const bodies = new Map<string, Buffer>();

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const contentType = request.headers['content-type'];
    requests.push({ method: request.method ?? '', path: url.pathname, contentType, origin: request.headers.origin });
    cors(request, response);

    if (request.method === 'OPTIONS') {
      response.writeHead(204, {
        // HEAD is a simple method and needs no preflight.
        'Access-Control-Allow-Methods': 'PUT',
        'Access-Control-Allow-Headers': request.headers['access-control-request-headers'] ?? 'Content-Type',
        'Access-Control-Max-Age': '600',
      });
      response.end();
      return;
    }
    if (request.method === 'HEAD' || request.method === 'GET') {
      // Unsigned reads, as from a bucket whose objects are readable: the service checks objects this way.
      const object = objects.get(url.pathname);
      if (!object) {
        response.writeHead(404, { 'Content-Type': 'application/xml' }).end(request.method === 'GET' ? xml('NoSuchKey', 'The specified key does not exist.') : undefined);
        return;
      }
      response.writeHead(200, { 'Content-Type': object.contentType, 'Content-Length': String(object.size), ETag: `"${object.size.toString(16)}"` });
      // The bytes are kept only under a prefix that asked (keep); elsewhere a GET answers zeros of the object's size.
      response.end(request.method === 'GET' ? (bodies.get(url.pathname) ?? Buffer.alloc(object.size)) : undefined);
      return;
    }
    if (request.method !== 'PUT') {
      response.writeHead(405, { 'Content-Type': 'application/xml' }).end(xml('MethodNotAllowed', 'The specified method is not allowed against this resource.'));
      return;
    }
    void put(request, response, url, contentType);
  });

  function takeFault(path: string): StorageFault | undefined {
    const index = faults.findIndex((fault) => within(path, fault.scope) && (fault.name === undefined || decodeURIComponent(path.split('/').pop() ?? '') === fault.name));
    return index === -1 ? undefined : faults.splice(index, 1)[0];
  }

  async function put(request: IncomingMessage, response: ServerResponse, url: URL, contentType: string | undefined) {
    const address = server.address() as AddressInfo;
    const absolute = `http://127.0.0.1:${address.port}${request.url ?? '/'}`;
    const verdict = await verifyUploadRequest(
      { method: 'PUT', url: absolute, contentType: contentType ?? null },
      { secret: options.secret, now: options.now?.() },
    );
    const fault = takeFault(url.pathname);
    if (!verdict.ok || fault?.status) {
      // The whole body is read before the answer: answered while the body was still coming, with
      // the connection closing, Firefox under load saw a cut connection (which it reports as a
      // blocked cross-origin request) and never the error's XML.
      request.resume();
      await new Promise<void>((done) => {
        request.once('end', done);
        request.once('close', done);
      });
      const [status, code, message] = verdict.ok
        ? [fault!.status!, fault!.code ?? 'InternalError', fault!.message ?? 'Simulated failure']
        : [verdict.status, verdict.code, verdict.message];
      const retryAfter = verdict.ok && fault?.retryAfter !== undefined ? { 'Retry-After': fault.retryAfter, 'Access-Control-Expose-Headers': 'ETag, Content-Length, Retry-After' } : {};
      response.writeHead(status, { 'Content-Type': 'application/xml', Connection: 'close', ...retryAfter }).end(xml(code, message));
      return;
    }
    const pace = fault?.bytesPerSecond ?? options.bytesPerSecond;
    const entry = { path: url.pathname, fast: false, wake: () => {} };
    active.set(request, entry);
    timeline.push({ path: url.pathname, delta: 1 });
    const finish = () => {
      if (!active.delete(request)) return;
      timeline.push({ path: url.pathname, delta: -1 });
    };
    // A pause outlives nothing: the browser hanging up ends it too.
    request.once('close', () => {
      finish();
      entry.wake();
    });
    let size = 0;
    const kept = [...keeping].some((scope) => within(url.pathname, scope)) ? ([] as Buffer[]) : undefined;
    try {
      for await (const chunk of request) {
        size += (chunk as Buffer).length;
        kept?.push(chunk as Buffer);
        if (fault?.dropAfterBytes !== undefined && size >= fault.dropAfterBytes) {
          finish();
          request.socket.destroy();
          return;
        }
        // A paced body is only read as fast as the pace: the browser's progress follows the reads,
        // and a socket not being read does not notice the browser hanging up either.
        // A slow pace (a stalled PUT) pauses for hours: unthrottle or a hang-up ends the pause, so no timer outlives the test.
        if (pace && !entry.fast) {
          await new Promise<void>((resolve) => {
            const timer = setTimeout(resolve, ((chunk as Buffer).length / pace) * 1000);
            entry.wake = () => {
              clearTimeout(timer);
              resolve();
            };
          });
        }
      }
    } catch {
      // The browser aborted or the connection was cut: nothing is stored.
      finish();
      return;
    }
    finish();
    if (request.socket.destroyed) return;
    objects.set(url.pathname, { path: url.pathname, contentType: verdict.contentType, size });
    if (kept) bodies.set(url.pathname, Buffer.concat(kept));
    response.writeHead(200, { ETag: `"${size.toString(16)}"` }).end();
  }

  function maxInFlight(scope?: string): number {
    let current = 0;
    let max = 0;
    for (const event of timeline) {
      if (!within(event.path, scope)) continue;
      current += event.delta;
      max = Math.max(max, current);
    }
    return max;
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/bucket`,
    objects,
    requests,
    faults,
    state: (scope) => ({
      objects: [...objects.values()].filter((object) => within(object.path, scope)),
      requests: requests.filter((request) => within(request.path, scope)),
      maxInFlight: maxInFlight(scope),
      inFlight: [...active.values()].filter(({ path }) => within(path, scope)).length,
    }),
    drop(scope) {
      let count = 0;
      for (const [request, { path }] of active) {
        if (!within(path, scope)) continue;
        request.socket.destroy();
        count += 1;
      }
      return count;
    },
    unthrottle(scope) {
      let count = 0;
      for (const entry of active.values()) {
        if (!within(entry.path, scope)) continue;
        entry.fast = true;
        entry.wake();
        count += 1;
      }
      return count;
    },
    keep(scope) {
      keeping.add(scope);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
