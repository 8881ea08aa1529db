import type { Awaitable } from './options.js';

/**
 * The parts of `http.IncomingMessage` the adapter uses. Declared here rather than imported from
 * `node:http`, so the declarations need no @types/node (the library's build has none, and a
 * Workers app importing this entry has none either); an IncomingMessage fits it as it is.
 */
export interface NodeRequest {
  method?: string | undefined;
  url?: string | undefined;
  headers: Record<string, string | string[] | undefined>;
  socket: object | null;
  /** The whole message has been received (for a request without a body, at once). */
  readonly complete: boolean;
  readonly readableEnded: boolean;
  /** Bytes of the body received and not read yet. */
  readonly readableLength?: number;
  /** null until something reads the body as it flows (a `data` listener, `resume()`, a pipe). */
  readonly readableFlowing?: boolean | null;
  /** What has arrived of the body and not been read, at once. */
  read?(): Uint8Array | null;
  on(event: 'data', listener: (chunk: Uint8Array) => void): unknown;
  on(event: 'end', listener: () => void): unknown;
  on(event: 'error', listener: (error: Error) => void): unknown;
  removeListener(event: 'data' | 'end' | 'error', listener: (...args: never[]) => void): unknown;
  pause(): unknown;
  resume(): unknown;
}

/** The parts of `http.ServerResponse` the adapter uses. */
export interface NodeResponse {
  statusCode: number;
  readonly headersSent: boolean;
  readonly writableFinished: boolean;
  readonly destroyed: boolean;
  setHeader(name: string, value: string | string[]): unknown;
  write(chunk: Uint8Array | string): boolean;
  end(chunk?: string): unknown;
  destroy(): unknown;
  once(event: 'close' | 'drain', listener: () => void): unknown;
  on(event: 'close', listener: () => void): unknown;
}

/** Connect's and Express's `next`. */
export type NodeNext = (error?: unknown) => void;
/** A `node:http` request listener that also works as Express or Connect middleware. */
export type NodeHandler = (req: NodeRequest, res: NodeResponse, next?: NodeNext) => void;

/**
 * `authorize` and `resolveTenant` for apps on Node, given to `toNodeHandler`: they receive Node's
 * request as the framework hands it (Express's `req`, with `req.session` and `req.user`), and no
 * Fetch `Request` is made for them. Each one given here is used instead of the proxy's hook of the
 * same name under `toNodeHandler`, with the same rules (the proxy's `timeoutMs`, 401 for `false` or
 * a throw, a `Response` sent as it is, 403 for no tenant, the tenant forced); the proxy's own hooks
 * still serve its Fetch handler (`proxy(request)`) and fill in a hook not given here.
 */
export interface NodeHooks<Req extends NodeRequest = NodeRequest> {
  /** Whether the request may go through: only `true` does; `false` or a throw answers 401; a Response is sent as it is. */
  authorize?: ((req: Req) => Awaitable<boolean | Response>) | undefined;
  /** The signed-in user's tenant, forced on every tenant-scoped call; nullish answers 403. */
  resolveTenant?: ((req: Req) => Awaitable<string | null | undefined>) | undefined;
}

/** What Express adds to the request: the URL before a mount path was stripped, and a parsed body. */
export type FrameworkRequest = NodeRequest & { originalUrl?: unknown; body?: unknown };
