import { STATUS_TEXT, gatewayPage, json, s3Error } from './envelope.js';
import type { Fault, SimulatedFaults, SimulatedOperation } from './types.js';

interface Armed {
  fault: Fault;
  remaining: number;
}

export class FaultRegistry implements SimulatedFaults {
  readonly #armed = new Map<SimulatedOperation, Armed>();

  set(operation: SimulatedOperation, fault: Fault): void {
    const remaining = fault.times ?? Number.POSITIVE_INFINITY;
    if (remaining <= 0) this.#armed.delete(operation);
    else this.#armed.set(operation, { fault, remaining });
  }

  clear(operation?: SimulatedOperation): void {
    if (operation === undefined) this.#armed.clear();
    else this.#armed.delete(operation);
  }

  /** Uses up one of the fault's `times`. */
  take(operation: SimulatedOperation): Fault | undefined {
    const armed = this.#armed.get(operation);
    if (!armed) return undefined;
    armed.remaining -= 1;
    if (armed.remaining <= 0) this.#armed.delete(operation);
    return armed.fault;
  }
}

/** What fetch rejects with on abort, so a caller of `handle` sees the same as a caller of fetch. */
function abortError(signal: AbortSignal): Error {
  const reason: unknown = signal.reason;
  return reason instanceof Error ? reason : Object.assign(new Error('This operation was aborted'), { name: 'AbortError' });
}

function delay(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) {
      reject(abortError(signal));
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(abortError(signal));
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

const NOT_FOUND: Partial<Record<SimulatedOperation, string>> = {
  pendingSession: 'Session expired or invalid',
  finalize: 'Session expired or invalid',
  disconnectAccount: 'Account not found',
  confirmUpload: 'Media not found',
};

/** The envelope the service sends for a status (docs/service/interface.md, "Errors"); what a fault sends unless it names a body. */
function defaultEnvelope(operation: SimulatedOperation, status: number): Record<string, unknown> {
  switch (status) {
    case 400:
      if (operation === 'finalize' || operation === 'connectAppPassword') return { success: false, error: 'Session expired or invalid' };
      if (operation === 'authUrl') return { success: false, error: 'Invalid payload', details: {} };
      return { success: false, error: 'Invalid request', details: {} };
    case 401:
      return { success: false, error: 'Invalid or missing API key' };
    case 402:
      return { success: false, error: 'subscription_inactive', message: 'Your subscription is inactive' };
    case 404:
      return { success: false, error: NOT_FOUND[operation] ?? 'Not found' };
    case 409:
      return { success: false, error: 'Account already connected' };
    case 429:
      return { success: false, error: 'Too many requests', message: 'Rate limit exceeded, retry later' };
    case 500:
      return { success: false, error: 'Internal server error', message: 'Simulated failure' };
    default:
      return { success: false, error: STATUS_TEXT[status] ?? 'Error', ...(status >= 500 ? { message: 'Simulated failure' } : {}) };
  }
}

function defaultHeaders(status: number, now: number): Record<string, string> {
  if (status !== 429) return {};
  return {
    'Retry-After': '1',
    'X-RateLimit-Limit': '60',
    'X-RateLimit-Remaining': '0',
    'X-RateLimit-Reset': String(Math.ceil(now / 1000) + 1),
  };
}

const S3_CODES: Record<number, string> = { 400: 'InvalidRequest', 403: 'AccessDenied', 404: 'NoSuchKey', 500: 'InternalError', 503: 'SlowDown' };

function statusResponse(operation: SimulatedOperation, fault: { status: number; body?: unknown; headers?: Record<string, string> }, now: number): Response {
  const headers = { ...defaultHeaders(fault.status, now), ...fault.headers };
  if (fault.body === undefined) {
    if (operation === 'storagePut') {
      return s3Error(fault.status, S3_CODES[fault.status] ?? 'InternalError', STATUS_TEXT[fault.status] ?? 'Simulated failure', headers);
    }
    return json(fault.status, defaultEnvelope(operation, fault.status), headers);
  }
  if (fault.body === null) return new Response(null, { status: fault.status, headers });
  if (typeof fault.body === 'string') {
    const type = operation === 'storagePut' ? 'application/xml' : 'text/plain';
    return new Response(fault.body, { status: fault.status, headers: { 'Content-Type': type, ...headers } });
  }
  return json(fault.status, fault.body, headers);
}

function held(hold: PromiseLike<unknown>, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const abort = () => reject(abortError(signal));
    if (signal.aborted) return abort();
    signal.addEventListener('abort', abort, { once: true });
    const release = () => {
      signal.removeEventListener('abort', abort);
      resolve();
    };
    hold.then(release, release);
  });
}

/**
 * Plays a fault: waits first when it has `delayMs`, then answers in its place, or returns null so the
 * route answers normally (a delay-only fault). An abort while waiting rejects, as fetch does.
 */
export async function playFault(fault: Fault, operation: SimulatedOperation, signal: AbortSignal, now: () => number): Promise<Response | null> {
  if (fault.delayMs !== undefined && fault.delayMs > 0) await delay(fault.delayMs, signal);
  if (fault.hold) await held(fault.hold, signal);
  if ('drop' in fault && fault.drop) return Response.error();
  if ('html' in fault && fault.html !== undefined) return gatewayPage(fault.html);
  if ('status' in fault && fault.status !== undefined) return statusResponse(operation, fault, now());
  return null;
}
