import { brokenCall, interpretAnswer, tooLargeAnswer, type Upstream, type UpstreamResult } from './upstream.js';

/*
 * The service reached with `node:http` / `node:https` and a keep-alive Agent, for `toNodeHandler`:
 * the same bounds as the fetch transport (time left, `maxBytes` counted on decoded bytes as they
 * stream in, cancelled when the browser goes away, redirects not followed), without undici's
 * Request, Response and web streams per call. The modules come from `process.getBuiltinModule`,
 * so this entry imports nothing of Node's and still loads in Workers; the few members used are
 * declared here, as nodeTypes.ts does, so the build needs no @types/node.
 */

interface Emitter {
  on(event: string, listener: (...args: never[]) => void): unknown;
  destroy(): unknown;
}
interface ClientRequest extends Emitter {
  readonly reusedSocket: boolean;
  end(body?: string): unknown;
}
interface IncomingResponse extends Emitter {
  readonly statusCode?: number;
  /** Names and values as they came, in turns: Node builds `headers` from these only when asked. */
  readonly rawHeaders: readonly string[];
  readonly complete: boolean;
}
interface Decoder extends Emitter {
  write(chunk: Uint8Array): unknown;
  end(): unknown;
}
interface RequestOptions {
  protocol: string;
  hostname: string;
  port: string;
  path: string;
  method: string;
  headers: Record<string, string>;
  agent: unknown;
}
interface HttpModule {
  request(options: RequestOptions): ClientRequest;
  Agent: new (options: { keepAlive: boolean; timeout: number }) => unknown;
}
interface ZlibModule {
  createGunzip(): Decoder;
  createInflate(): Decoder;
  createBrotliDecompress(): Decoder;
}

type GetBuiltinModule = (id: string) => unknown;

/** Node's built-in modules, or undefined before Node 20.16 (and outside Node): the fetch transport is used then. */
export function nodeBuiltins(): { http: HttpModule; https: HttpModule; zlib: ZlibModule } | undefined {
  const get = (globalThis as { process?: { getBuiltinModule?: GetBuiltinModule } }).process?.getBuiltinModule;
  if (typeof get !== 'function') return undefined;
  return { http: get('node:http') as HttpModule, https: get('node:https') as HttpModule, zlib: get('node:zlib') as ZlibModule };
}

/** What fetch decodes, fetch's way: one coding; any other is passed as it came (and is then not JSON). */
function decoderFor(zlib: ZlibModule, coding: string | undefined): Decoder | null {
  const name = coding === undefined ? '' : coding.trim().toLowerCase();
  if (name === 'gzip' || name === 'x-gzip') return zlib.createGunzip();
  if (name === 'deflate') return zlib.createInflate();
  if (name === 'br') return zlib.createBrotliDecompress();
  return null;
}

/**
 * The answer's headers from `rawHeaders`, fetch's way: lower-case names, a repeated one joined with
 * `, `. Reading `response.headers` instead would make Node build a second table of every header.
 */
function headerEntries(raw: readonly string[]): Array<[string, string]> {
  const entries: Array<[string, string]> = [];
  for (let i = 0; i + 1 < raw.length; i += 2) {
    const name = (raw[i] as string).toLowerCase();
    const value = raw[i + 1] as string;
    const same = entries.find((entry) => entry[0] === name);
    if (same) same[1] += `, ${value}`;
    else entries.push([name, value]);
  }
  return entries;
}

/** Where an origin's requests go, parsed once per origin (the service's, in practice one). */
interface Destination {
  secure: boolean;
  protocol: string;
  hostname: string;
  port: string;
}

function destinationOf(origin: string): Destination {
  const url = new URL(origin);
  // An IPv6 literal goes to node:http without its brackets, as its own URL parsing passes it.
  const hostname = url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
  return { secure: url.protocol === 'https:', protocol: url.protocol, hostname, port: url.port };
}

/** A request the service never saw: a keep-alive connection it closed as the request left. */
const IDEMPOTENT = new Set(['GET', 'DELETE']);

/**
 * The pool: connections kept alive, each closed here once idle for 4 s, before a service's own
 * idle limit (5 s is Node's default) closes it under a request. A POST that finds its connection
 * closed could have been acted on, so it is answered 502, never sent again (above): the proxy must
 * not be the one to hand it a connection about to go. (Node applies a `Keep-Alive: timeout=N`
 * hint only to a pool that has a timeout of its own, and then only a shorter one; an answer slower
 * than this is not cut: the call's own deadline is `timeoutMs`.)
 */
const POOL = { keepAlive: true, timeout: 4_000 };

export function nodeUpstream({ http, https, zlib }: NonNullable<ReturnType<typeof nodeBuiltins>>): Upstream {
  // One pool per mounted proxy: connections to the service are reused across browser requests.
  let agents: { http: unknown; https: unknown } | undefined;
  // The call names its origin apart from its path, so the origin is parsed once, not per request,
  // and no path can move a request to another host.
  const destinations = new Map<string, Destination>();

  return (call) =>
    new Promise<UpstreamResult>((resolve) => {
      agents ??= { http: new http.Agent(POOL), https: new https.Agent(POOL) };
      let destination = destinations.get(call.origin);
      if (!destination) {
        try {
          destination = destinationOf(call.origin);
        } catch {
          resolve(brokenCall(false, false));
          return;
        }
        destinations.set(call.origin, destination);
      }
      const { secure } = destination;
      let settled = false;
      let timedOut = false;
      let current: ClientRequest | undefined;
      let answer: IncomingResponse | undefined;
      let decoder: Decoder | null = null;
      const giveUp = () => {
        decoder?.destroy();
        answer?.destroy();
        current?.destroy();
      };
      const finish = (result: UpstreamResult) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        stop();
        resolve(result);
      };
      const timer = setTimeout(() => {
        timedOut = true;
        giveUp();
        finish(brokenCall(true, false));
      }, call.timeoutMs);
      const stop = call.cancel.onAbort(() => {
        giveUp();
        finish(brokenCall(false, true));
      });

      const send = (retried: boolean) => {
        let request: ClientRequest;
        try {
          request = current = (secure ? https : http).request({
            protocol: destination.protocol,
            hostname: destination.hostname,
            port: destination.port,
            path: call.path,
            method: call.method,
            headers: call.headers,
            agent: secure ? agents?.https : agents?.http,
          });
        } catch {
          finish(brokenCall(false, false));
          return;
        }
        request.on('error', (error: { code?: string }) => {
          if (settled) return;
          if (!retried && answer === undefined && request.reusedSocket && error.code === 'ECONNRESET' && IDEMPOTENT.has(call.method)) send(true);
          else finish(brokenCall(timedOut, call.cancel.aborted));
        });
        request.on('response', (response: IncomingResponse) => {
          answer = response;
          const headers = headerEntries(response.rawHeaders);
          decoder = decoderFor(zlib, headers.find((entry) => entry[0] === 'content-encoding')?.[1]);
          const chunks: Uint8Array[] = [];
          let size = 0;
          const take = (chunk: Uint8Array) => {
            if (settled) return;
            size += chunk.byteLength;
            // Past the bound: the rest is never read, so memory holds at most `maxBytes` of it.
            if (size > call.maxBytes) {
              giveUp();
              finish(tooLargeAnswer(call.maxBytes));
              return;
            }
            chunks.push(chunk);
          };
          const done = () => {
            if (settled) return;
            // TextDecoder drops a byte-order mark, as fetch's text() does.
            finish(interpretAnswer(response.statusCode ?? 502, headers, joinUtf8(chunks, size)));
          };
          const broken = () => finish(brokenCall(timedOut, call.cancel.aborted));
          if (decoder) {
            const inflate = decoder;
            inflate.on('data', take);
            inflate.on('end', done);
            inflate.on('error', broken);
            response.on('data', (chunk: Uint8Array) => inflate.write(chunk));
            response.on('end', () => inflate.end());
          } else {
            response.on('data', take);
            response.on('end', done);
          }
          response.on('error', broken);
          // A connection cut before the whole answer arrived.
          response.on('close', () => {
            if (!response.complete) broken();
          });
        });
        request.end(call.body);
      };
      send(false);
    });
}

const utf8 = new TextDecoder();

function joinUtf8(chunks: readonly Uint8Array[], size: number): string {
  if (chunks.length === 1) return utf8.decode(chunks[0]);
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return utf8.decode(bytes);
}
