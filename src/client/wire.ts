import { SocialKitError } from './errors.js';
import type { AvailablePage, MediaRecord, PendingSession, SocialAccount, UploadTicket } from './types.js';

/**
 * The one place the wire's shapes become public types. Checks are lenient by design: unknown
 * fields and unknown network ids pass through, but a record without an id is refused here, at
 * the boundary, instead of surfacing as a crash three components later.
 */

type Json = Record<string, unknown>;

export const isRecord = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const protocolError = (operation: string, message: string, status = 0) =>
  new SocialKitError({ kind: 'protocol', operation, status, message });

const camelKey = (key: string) => key.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());

function camelize(record: Json): Json {
  const out: Json = {};
  for (const [key, value] of Object.entries(record)) out[camelKey(key)] = value;
  return out;
}

function readRecord(value: unknown, operation: string, what: string): Json {
  if (!isRecord(value) || typeof value.id !== 'string' || !value.id) {
    throw protocolError(operation, `The service sent ${what} without an id.`);
  }
  return camelize(value);
}

function readArray(value: unknown, operation: string, what: string): unknown[] {
  if (!Array.isArray(value)) throw protocolError(operation, `The service sent ${what} that is not a list.`);
  return value;
}

export function toAccount(value: unknown, operation: string): SocialAccount {
  const record = readRecord(value, operation, 'an account');
  const { isActive } = record;
  return {
    ...record,
    id: record.id as string,
    network: typeof record.network === 'string' ? record.network : '',
    isActive: typeof isActive === 'number' ? isActive === 1 : typeof isActive === 'boolean' ? isActive : undefined,
    // The service sends null for an account without a tenant; one "absent" is enough.
    tenantId: typeof record.tenantId === 'string' ? record.tenantId : undefined,
  };
}

export const toAccounts = (value: unknown, operation: string): SocialAccount[] =>
  readArray(value, operation, 'accounts').map((item) => toAccount(item, operation));

/**
 * Epoch milliseconds of an HTTP `Date` header, or undefined when there is none (a cross-origin
 * proxy that does not expose it) or it cannot be read.
 */
export function httpDate(value: string | null): number | undefined {
  const time = value ? Date.parse(value) : NaN;
  return Number.isFinite(time) && time > 0 ? time : undefined;
}

/** `serverNow`: the answer's `Date`, so the time left is the server's measure, whatever the browser's clock says. */
export function toPendingSession(value: unknown, operation: string, serverNow?: number): PendingSession {
  if (!isRecord(value)) throw protocolError(operation, 'The service sent a pending session that is not an object.');
  const raw = Number(value.expiresAt ?? value.expires_at);
  // The unit is not specified; samples are epoch ms (docs/service/interface.md, "What is not specified").
  // A value that small can only be seconds.
  const expiresAt = Number.isFinite(raw) && raw > 0 ? (raw < 1e11 ? raw * 1000 : raw) : undefined;
  return {
    network: typeof value.network === 'string' ? value.network : '',
    expiresAt,
    expiresInMs: expiresAt === undefined || serverNow === undefined ? undefined : Math.max(0, expiresAt - serverNow),
    availablePages: readArray(value.availablePages ?? value.available_pages ?? [], operation, 'pages').map(
      (page) => readRecord(page, operation, 'a page') as AvailablePage,
    ),
  };
}

/**
 * Only an absolute http(s) URL names storage. Anything else would be PUT somewhere that is not
 * storage and then confirmed: "" or a path resolves against the app's own origin (with its
 * cookies), data: answers a PUT 200 without keeping a byte, javascript:/blob: fail as a network
 * error that a retry repeats. Refused here, the ticket fails once, before any byte leaves.
 */
function isStorageUrl(value: string): boolean {
  try {
    const { protocol } = new URL(value);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

export function toUploadTicket(value: unknown, operation: string, now: number): UploadTicket {
  const record = readRecord(value, operation, 'an upload ticket');
  const { uploadUrl } = record;
  if (typeof uploadUrl !== 'string') throw protocolError(operation, 'The service sent an upload ticket without a URL.');
  if (!isStorageUrl(uploadUrl)) {
    throw protocolError(operation, 'The service sent an upload ticket whose URL is not an absolute http(s) URL.');
  }
  const expiresIn = typeof record.expiresIn === 'number' ? record.expiresIn : 3600;
  return { id: record.id as string, uploadUrl, expiresIn, expiresAt: now + expiresIn * 1000 };
}

export const toMediaRecord = (value: unknown, operation: string): MediaRecord =>
  readRecord(value, operation, 'a media record') as MediaRecord;
