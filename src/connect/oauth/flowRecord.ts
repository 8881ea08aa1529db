import type { NetworkId, SocialAccount } from '../../client/types.js';
import { parseCallbackResult, type CallbackResult } from './protocol.js';

/**
 * What a connect flow keeps in `sessionStorage` (this tab only; a popup gets a copy when it is
 * opened). The one-step callback does not echo the network, and a reload of the callback page must
 * resume, so the flow writes down what it will need. It holds a pending-session token at most:
 * never the API key (the browser never has it) and never an app password.
 */
export interface FlowRecord {
  /** Names the flow, so a popup's answer reaches the button that opened it and no other. */
  id: string;
  network?: NetworkId;
  /** The tenant the flow connects for, so the callback checks a one-step account in the right one. */
  tenantId?: string;
  mode?: 'popup' | 'redirect';
  /** The page the flow started on, where "start again" and "back" lead. Same origin only. */
  returnTo?: string;
  /** Epoch milliseconds; a record older than an hour is stale and ignored. */
  startedAt: number;
  result?: CallbackResult;
  /** The accounts the flow connected, so a reload shows them instead of starting over. */
  accounts?: SocialAccount[];
  /** onConnected / onError were called for this result: never twice, even after a reload. */
  reported?: boolean;
  /**
   * A callback this browser did not start arrived and was refused: its result is dropped, and a
   * reload (or StrictMode's second effect) says so again instead of "nothing to finish".
   */
  refused?: boolean;
}

const KEY = 'socialkit:connect:flow';
const MAX_AGE_MS = 60 * 60 * 1000;

// Storage throws in sandboxed frames and some private modes: the flow then works without resume.
function storage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/** A same-origin http(s) URL, or undefined: a stored link must never become an open redirect or `javascript:`. */
export function sameOriginUrl(value: unknown, origin: string): string | undefined {
  if (typeof value !== 'string') return undefined;
  try {
    const url = new URL(value, origin);
    return url.origin === origin && /^https?:$/.test(url.protocol) ? url.href : undefined;
  } catch {
    return undefined;
  }
}

export function readFlow(now = Date.now()): FlowRecord | undefined {
  let data: unknown;
  try {
    data = JSON.parse(storage()?.getItem(KEY) ?? 'null');
  } catch {
    return undefined;
  }
  if (!data || typeof data !== 'object') return undefined;
  const raw = data as Record<string, unknown>;
  if (typeof raw.id !== 'string' || typeof raw.startedAt !== 'number' || now - raw.startedAt > MAX_AGE_MS || raw.startedAt > now + MAX_AGE_MS) {
    clearFlow();
    return undefined;
  }
  return {
    id: raw.id,
    startedAt: raw.startedAt,
    network: typeof raw.network === 'string' ? raw.network : undefined,
    tenantId: typeof raw.tenantId === 'string' ? raw.tenantId : undefined,
    mode: raw.mode === 'popup' || raw.mode === 'redirect' ? raw.mode : undefined,
    returnTo: sameOriginUrl(raw.returnTo, location.origin),
    result: parseCallbackResult(raw.result),
    accounts: Array.isArray(raw.accounts) ? (raw.accounts as SocialAccount[]).filter((a) => typeof a?.id === 'string') : undefined,
    reported: raw.reported === true,
    refused: raw.refused === true,
  };
}

/**
 * Whether this tab can keep a flow record. Where it cannot (sandboxed frames, some private modes),
 * a callback cannot tell a flow this browser started from a link someone sent.
 */
export function flowStorageWorks(): boolean {
  try {
    const store = storage();
    if (!store) return false;
    store.setItem(`${KEY}:probe`, '1');
    store.removeItem(`${KEY}:probe`);
    return true;
  } catch {
    return false;
  }
}

/** True when the record is stored; full or forbidden storage leaves the flow going, only without resume. */
export function writeFlow(record: FlowRecord): boolean {
  try {
    const store = storage();
    store?.setItem(KEY, JSON.stringify(record));
    return !!store;
  } catch {
    return false;
  }
}

export function clearFlow(): void {
  try {
    storage()?.removeItem(KEY);
  } catch {
    // Nothing to clear.
  }
}

/**
 * The flow's id is what lets an answer in: a callback link anyone can write does not know it. So it
 * is unguessable (128 random bits, never `Math.random`) and travels only in sessionStorage.
 */
export const newFlowId = () => Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
