import type { BodyLimits, BodyResult } from './body.js';
import type { Inbound } from './inbound.js';
import { headerOf, readNodeBody } from './nodeBody.js';
import { toHookRequest } from './nodeRequest.js';
import type { FrameworkRequest, NodeResponse } from './nodeTypes.js';
import type { Cancellation } from './upstream.js';

/**
 * The browser went away before its answer was written whole: Node marks the response destroyed
 * when its connection closes, so the state is read off it, and `close` is listened to only while
 * a call to the service waits on it.
 */
class ClosedEarly implements Cancellation {
  private listeners: Set<() => void> | undefined;

  constructor(private readonly res: NodeResponse) {}

  get aborted(): boolean {
    return this.res.destroyed && !this.res.writableFinished;
  }

  onAbort(listener: () => void): () => void {
    if (!this.listeners) {
      const listeners = (this.listeners = new Set());
      const { res } = this;
      // `on`, not `once`: a response closes once, and `once` would wrap the listener in a bound
      // function per request.
      res.on('close', () => {
        if (!res.writableFinished) for (const each of listeners) each();
      });
    }
    this.listeners.add(listener);
    return () => this.listeners?.delete(listener);
  }
}

/**
 * Node's request as the proxy's policy reads it: no Request, Headers or stream is made for it,
 * nor a closure per request.
 */
export class NodeInbound implements Inbound {
  readonly method: string;
  readonly pathname: string;
  readonly search: string;
  readonly cancel: Cancellation;

  constructor(
    readonly native: FrameworkRequest,
    res: NodeResponse,
    readonly rawTarget: string,
    path: string,
  ) {
    this.method = native.method ?? 'GET';
    this.pathname = path;
    const query = rawTarget.indexOf('?');
    const fragment = rawTarget.indexOf('#', query);
    this.search = query < 0 ? '' : rawTarget.slice(query, fragment < 0 ? undefined : fragment);
    this.cancel = new ClosedEarly(res);
  }

  header(name: string): string | null {
    return headerOf(this.native, name);
  }

  // The proxy's `authorize` and `resolveTenant` get a Request with the browser's headers, and no
  // body: they must not read it, and the policy reads it off the socket itself.
  hookRequest(): Request {
    return toHookRequest(this.native, this.rawTarget);
  }

  readBody(limits: BodyLimits, timeoutMs: number): BodyResult | Promise<BodyResult> {
    return readNodeBody(this.native, limits, timeoutMs);
  }
}
