import type { RouteContext } from './context.js';
import { s3Error } from './envelope.js';
import { verifyUploadRequest } from './presign.js';

/** CORS as a bucket configured for browser uploads answers it: the app's origin may PUT and read ETag. */
export function withCors(response: Response, request: Request): Response {
  if (response.type === 'error') return response;
  response.headers.set('Access-Control-Allow-Origin', request.headers.get('Origin') ?? '*');
  response.headers.set('Access-Control-Expose-Headers', 'ETag');
  response.headers.append('Vary', 'Origin');
  return response;
}

export function preflight(request: Request): Response {
  return new Response(null, {
    status: 200,
    headers: {
      'Access-Control-Allow-Origin': request.headers.get('Origin') ?? '*',
      'Access-Control-Allow-Methods': 'PUT, GET, HEAD',
      'Access-Control-Allow-Headers': request.headers.get('Access-Control-Request-Headers') ?? 'Content-Type',
      'Access-Control-Expose-Headers': 'ETag',
      'Access-Control-Max-Age': '3000',
      Vary: 'Origin',
    },
  });
}

async function etagOf(bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', bytes);
  const hex = Array.from(new Uint8Array(digest).slice(0, 16), (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `"${hex}"`;
}

export async function storagePut({ request, params, options, store }: RouteContext): Promise<Response> {
  const verdict = await verifyUploadRequest(request, { secret: options.storageSecret, now: options.now() });
  if (!verdict.ok) return s3Error(verdict.status, verdict.code, verdict.message);
  // A view rather than the bare ArrayBuffer: under jsdom, Node's WebCrypto rejects a buffer from the other realm.
  const bytes = new Uint8Array(await request.arrayBuffer());
  const etag = await etagOf(bytes);
  store.write((state) => {
    const media = state.media.find((candidate) => candidate.id === params.id);
    if (media) {
      media.size = bytes.byteLength;
      media.etag = etag;
    }
  });
  return new Response(null, { status: 200, headers: { ETag: etag } });
}

/**
 * A `verifyObject` for a storage that answers HEAD: the object's size from Content-Length, or
 * undefined when storage has no such object. Uses the global fetch, so under msw it is answered
 * by the handlers, and in a page it is a CORS request to the storage's origin.
 */
export async function headObject(url: string, init: { signal?: AbortSignal } = {}): Promise<{ size: number } | undefined> {
  const response = await fetch(url, { method: 'HEAD', signal: init.signal });
  if (!response.ok) return undefined;
  const size = Number(response.headers.get('Content-Length'));
  return Number.isInteger(size) && size >= 0 ? { size } : undefined;
}
