import type { ProxyLogReason } from './log.js';

export type BodyResult =
  /** `value` is undefined for an empty body; `text` is the body as sent. */
  | { ok: true; value: unknown; text: string }
  | { ok: false; status: number; error: string; reason: ProxyLogReason };

/** `application/json`, with or without parameters such as `charset=utf-8`. */
const JSON_TYPE = /^application\/json\s*(;|$)/i;

const refuse = (status: number, error: string, reason: ProxyLogReason): BodyResult => ({ ok: false, status, error, reason });
const tooLarge = (max: number) => refuse(413, `The request body is larger than ${max} bytes.`, 'body_too_large');
const unsupported = () => refuse(415, 'The request body must be JSON (Content-Type: application/json).', 'unsupported_media_type');
const invalidJson = () => refuse(400, 'The request body is not valid JSON.', 'invalid_json');

export interface BodyLimits {
  maxBytes: number;
  maxDepth: number;
  maxMembers: number;
}

/**
 * How deep JSON text nests and how many members and items it holds, read in one pass without
 * recursion, before it is parsed: a body nested thousands deep would otherwise overflow the
 * stack of whatever walks it next. Counts separators, so an item more or less per container.
 */
function jsonShape(text: string): { depth: number; members: number } {
  let depth = 0;
  let deepest = 0;
  let members = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i += 1;
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      depth += 1;
      if (depth > deepest) deepest = depth;
      members += 1;
    } else if (c === 0x7d || c === 0x5d) depth -= 1;
    else if (c === 0x2c) members += 1;
  }
  return { depth: deepest, members };
}

/** The body's bytes; `too_large` as soon as more than `max` arrive, `late` when `timeoutMs` passes first. */
async function readBounded(body: ReadableStream<Uint8Array>, max: number, timeoutMs: number): Promise<Uint8Array | 'too_large' | 'late'> {
  const reader = body.getReader();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(resolve, Math.max(0, timeoutMs), 'late');
  });
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const step = await Promise.race([reader.read(), late]);
      // Either way the rest is never read: cancelling stops the stream (the Node adapter pauses
      // the socket, and the answer then closes the connection), so nothing is left waiting on it.
      if (step === 'late') {
        await reader.cancel().catch(() => undefined);
        return 'late';
      }
      if (step.done) break;
      size += step.value.byteLength;
      if (size > max) {
        await reader.cancel().catch(() => undefined);
        return 'too_large';
      }
      chunks.push(step.value);
    }
  } finally {
    clearTimeout(timer);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/**
 * What the headers alone decide, before a byte is read. JSON only: it is all the service takes,
 * and a cross-site form cannot send it without a CORS preflight; required even for an empty body
 * (a cross-site page can send a POST without a Content-Type, or a form's, with the user's cookies
 * and no preflight, but not one that says JSON). Content-Length can only make a refusal earlier,
 * never let more through: the size is counted again as bytes stream in (a chunked body has none,
 * and a header can lie).
 */
export function refuseByHeaders(contentType: string | null, contentLength: string | null, maxBytes: number): BodyResult | null {
  if (contentType === null || !JSON_TYPE.test(contentType)) return unsupported();
  if (Number(contentLength) > maxBytes) return tooLarge(maxBytes);
  return null;
}

/** Why reading stopped early, as the answer to send: each transport reads, the refusals are the same. */
export function refuseRead(outcome: 'too_large' | 'late' | 'unreadable', maxBytes: number): BodyResult {
  if (outcome === 'too_large') return tooLarge(maxBytes);
  if (outcome === 'late') return refuse(408, 'The request body did not arrive in time.', 'client_timeout');
  return refuse(400, 'The request body could not be read.', 'client_closed');
}

/** Made once: a decode without `stream` keeps no state between calls. */
const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/** The body's bytes, checked: UTF-8, nesting and members within bounds (before parsing), then JSON. */
export function parseJsonBody(bytes: Uint8Array, { maxDepth, maxMembers }: BodyLimits): BodyResult {
  if (bytes.byteLength === 0) return { ok: true, value: undefined, text: '' };
  let text: string;
  try {
    text = strictUtf8.decode(bytes);
  } catch {
    return invalidJson();
  }
  const shape = jsonShape(text);
  if (shape.depth > maxDepth) return refuse(400, `The request body nests deeper than ${maxDepth} levels.`, 'invalid_body');
  if (shape.members > maxMembers) return refuse(400, `The request body holds more than ${maxMembers} members and items.`, 'invalid_body');
  try {
    return { ok: true, value: JSON.parse(text) as unknown, text };
  } catch {
    return invalidJson();
  }
}

/**
 * A Fetch API request's body, read within `timeoutMs` (a client that trickles it in is answered
 * 408, not waited for) and `limits.maxBytes` (413).
 */
export async function readJsonBody(request: Request, limits: BodyLimits, timeoutMs: number): Promise<BodyResult> {
  const refused = refuseByHeaders(request.headers.get('content-type'), request.headers.get('content-length'), limits.maxBytes);
  if (refused) return refused;
  let bytes: Uint8Array | 'too_large' | 'late';
  try {
    bytes = request.body ? await readBounded(request.body, limits.maxBytes, timeoutMs) : new Uint8Array();
  } catch {
    return refuseRead('unreadable', limits.maxBytes);
  }
  return typeof bytes === 'string' ? refuseRead(bytes, limits.maxBytes) : parseJsonBody(bytes, limits);
}
