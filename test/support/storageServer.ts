import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { verifyUploadRequest } from '../../src/mocks/presign.js';

/**
 * A real object store on loopback, for upload tests worth something: another origin, CORS
 * preflights, the signed Content-Type and the expiry checked as presigned S3 checks them, and the
 * body read as a stream (never buffered), so the browser's upload progress is real progress.
 * The simulated service signs its tickets with the same secret and points them here.
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

export interface StorageFault {
  /** Cuts the connection after this many bytes of the body. */
  dropAfterBytes?: number;
  status?: number;
}

export interface StorageServer {
  /** e.g. http://127.0.0.1:41234/bucket — give it to the simulated service as storageUrl. */
  url: string;
  objects: Map<string, StoredObject>;
  /** Method and path of every request, preflights included. */
  requests: { method: string; path: string; contentType: string | undefined; origin: string | undefined }[];
  /** Faults for the next PUTs, taken one per request. */
  faults: StorageFault[];
  close(): Promise<void>;
}

const xml = (code: string, message: string) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message></Error>`;

function cors(request: IncomingMessage, response: ServerResponse) {
  response.setHeader('Access-Control-Allow-Origin', request.headers.origin ?? '*');
  response.setHeader('Access-Control-Expose-Headers', 'ETag');
  response.setHeader('Vary', 'Origin');
}

export async function startStorageServer(options: StorageServerOptions): Promise<StorageServer> {
  const objects = new Map<string, StoredObject>();
  const requests: StorageServer['requests'] = [];
  const faults: StorageFault[] = [];

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const contentType = request.headers['content-type'];
    requests.push({ method: request.method ?? '', path: url.pathname, contentType, origin: request.headers.origin });
    cors(request, response);

    if (request.method === 'OPTIONS') {
      response.writeHead(204, {
        'Access-Control-Allow-Methods': 'PUT',
        'Access-Control-Allow-Headers': request.headers['access-control-request-headers'] ?? 'Content-Type',
        'Access-Control-Max-Age': '600',
      });
      response.end();
      return;
    }
    if (request.method !== 'PUT') {
      response.writeHead(405, { 'Content-Type': 'application/xml' }).end(xml('MethodNotAllowed', 'Only PUT is allowed.'));
      return;
    }
    void put(request, response, url, contentType);
  });

  async function put(request: IncomingMessage, response: ServerResponse, url: URL, contentType: string | undefined) {
    const address = server.address() as AddressInfo;
    const absolute = `http://127.0.0.1:${address.port}${request.url ?? '/'}`;
    const verdict = await verifyUploadRequest(
      { method: 'PUT', url: absolute, contentType: contentType ?? null },
      { secret: options.secret, now: options.now?.() },
    );
    const fault = faults.shift();
    if (!verdict.ok || fault?.status) {
      // Real storage answers before reading the body; drain it so the browser sees the answer.
      request.resume();
      const [status, code, message] = verdict.ok ? [fault!.status!, 'InternalError', 'Simulated failure'] : [verdict.status, verdict.code, verdict.message];
      response.writeHead(status, { 'Content-Type': 'application/xml', Connection: 'close' }).end(xml(code, message));
      return;
    }
    let size = 0;
    for await (const chunk of request) {
      size += (chunk as Buffer).length;
      if (fault?.dropAfterBytes !== undefined && size >= fault.dropAfterBytes) {
        request.socket.destroy();
        return;
      }
      if (options.bytesPerSecond) await new Promise((resolve) => setTimeout(resolve, ((chunk as Buffer).length / options.bytesPerSecond!) * 1000));
    }
    objects.set(url.pathname, { path: url.pathname, contentType: verdict.contentType, size });
    response.writeHead(200, { ETag: `"${size.toString(16)}"` }).end();
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/bucket`,
    objects,
    requests,
    faults,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
