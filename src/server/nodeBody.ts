import { parseJsonBody, refuseByHeaders, refuseRead, type BodyLimits, type BodyResult } from './body.js';
import type { FrameworkRequest, NodeRequest } from './nodeTypes.js';

export const headerOf = (req: NodeRequest, name: string): string | null => {
  const value = req.headers[name];
  return value === undefined ? null : Array.isArray(value) ? value.join(', ') : value;
};

/** Bytes of a body a parser already read (express.json): what it left on `req.body`. */
function parsedBody(req: FrameworkRequest): Uint8Array {
  const { body } = req;
  if (body === undefined) return new Uint8Array();
  if (body instanceof Uint8Array) return body;
  return new TextEncoder().encode(typeof body === 'string' ? body : JSON.stringify(body));
}

/**
 * Whether the whole body waits in the stream, unread: the message is complete, or as many bytes
 * as its Content-Length says are there (the parser never passes on more than that). Not when
 * something already reads it as it flows.
 */
function arrivedWhole(req: NodeRequest): boolean {
  if (typeof req.read !== 'function' || req.readableLength === undefined || req.readableFlowing !== null) return false;
  if (req.complete) return true;
  // A chunked body's length is known only at its end (a Content-Length beside it counts for nothing).
  if (req.headers['transfer-encoding'] !== undefined) return false;
  const length = headerOf(req, 'content-length');
  return length !== null && Number(length) === req.readableLength;
}

/**
 * The request body straight off the socket, counted as it arrives; past `maxBytes`, or when
 * `timeoutMs` passes first, reading stops (the socket is paused, and the answer then closes the
 * connection), so the rest is never read.
 */
export function readNodeBody(req: FrameworkRequest, limits: BodyLimits, timeoutMs: number, waited = false): BodyResult | Promise<BodyResult> {
  const refused = refuseByHeaders(headerOf(req, 'content-type'), headerOf(req, 'content-length'), limits.maxBytes);
  if (refused) return refused;
  if (req.readableEnded) {
    const bytes = parsedBody(req);
    return bytes.byteLength > limits.maxBytes ? refuseRead('too_large', limits.maxBytes) : parseJsonBody(bytes, limits);
  }
  // All of it has arrived (a small body comes in the packet of its headers) and waits, unread, in
  // the stream: taken at once, with no listener, timer or promise. Its size is known before a
  // byte is copied. The policy may ask while Node is still parsing that packet: then once more,
  // a microtask later, when the body has been parsed.
  if (arrivedWhole(req)) {
    if ((req.readableLength ?? 0) > limits.maxBytes) return refuseRead('too_large', limits.maxBytes);
    const bytes = req.read?.() ?? new Uint8Array();
    return bytes.byteLength > limits.maxBytes ? refuseRead('too_large', limits.maxBytes) : parseJsonBody(bytes, limits);
  }
  if (!waited && req.readableFlowing === null) return Promise.resolve().then(() => readNodeBody(req, limits, timeoutMs, true));
  return new Promise((resolve) => {
    const chunks: Uint8Array[] = [];
    let size = 0;
    const finish = (result: BodyResult, stopReading: boolean) => {
      clearTimeout(timer);
      req.removeListener('data', onData);
      req.removeListener('end', onEnd);
      req.removeListener('error', onError);
      if (stopReading) req.pause();
      resolve(result);
    };
    const onData = (chunk: Uint8Array) => {
      size += chunk.byteLength;
      if (size > limits.maxBytes) finish(refuseRead('too_large', limits.maxBytes), true);
      else chunks.push(chunk);
    };
    const onEnd = () => {
      if (chunks.length === 1) return finish(parseJsonBody(chunks[0] as Uint8Array, limits), false);
      const bytes = new Uint8Array(size);
      let offset = 0;
      for (const chunk of chunks) {
        bytes.set(chunk, offset);
        offset += chunk.byteLength;
      }
      finish(parseJsonBody(bytes, limits), false);
    };
    const onError = () => finish(refuseRead('unreadable', limits.maxBytes), true);
    const timer = setTimeout(() => finish(refuseRead('late', limits.maxBytes), true), Math.max(0, timeoutMs));
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onError);
    req.resume();
  });
}
