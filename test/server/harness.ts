import type { IncomingMessage } from 'node:http';
import { createSocialProxy, toNodeHandler, type NodeHooks, type ProxyLogEvent, type SocialProxyOptions } from '../../src/server/index.js';
import { listen, parseJson, startUpstream, type RawResponse, type RecordingUpstream } from '../support/loopback.js';

export const API_KEY = 'sk_test_proxy-Secret-9f2c41';
export const BASE_PATH = '/api/social';

/** A recording upstream for the whole file, emptied after each test. */
export function recordingUpstream(): RecordingUpstream {
  let upstream: RecordingUpstream | undefined;
  const current = () => {
    if (!upstream) throw new Error('the upstream starts in beforeAll');
    return upstream;
  };
  beforeAll(async () => {
    upstream = await startUpstream();
  });
  afterEach(() => upstream?.reset());
  afterAll(async () => {
    await upstream?.close();
  });
  return {
    get url() {
      return current().url;
    },
    get origin() {
      return current().origin;
    },
    get prefix() {
      return current().prefix;
    },
    get received() {
      return current().received;
    },
    reply: (answer) => current().reply(answer),
    reset: () => current().reset(),
    close: () => current().close(),
  };
}

export interface MountedProxy {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  /** The proxy's URL: origin + basePath. */
  url: string;
  logs: ProxyLogEvent[];
  /** fetch to a path under the proxy, read whole. */
  fetch(path: string, init?: RequestInit): Promise<RawResponse>;
}

/**
 * The proxy, mounted with toNodeHandler in a real node:http server on 127.0.0.1, for one test
 * (closed when it ends), with the adapter's Node hooks when given. Logs are collected.
 */
export async function mountProxy<Req extends IncomingMessage = IncomingMessage>(
  options: Partial<SocialProxyOptions> & Pick<SocialProxyOptions, 'upstreamUrl'>,
  nodeHooks?: NodeHooks<Req>,
): Promise<MountedProxy> {
  const logs: ProxyLogEvent[] = [];
  const proxy = createSocialProxy({ apiKey: API_KEY, basePath: BASE_PATH, onLog: (event) => logs.push(event), ...options });
  const loop = await listen(toNodeHandler(proxy, nodeHooks));
  onTestFinished(() => loop.close());
  const url = `${loop.origin}${proxy.basePath}`;
  return {
    origin: loop.origin,
    url,
    logs,
    async fetch(path, init) {
      const response = await fetch(`${url}${path}`, init);
      const text = await response.text();
      return { status: response.status, headers: Object.fromEntries(response.headers), text, json: parseJson(text) };
    },
  };
}

export const jsonInit = (method: string, body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method,
  headers: { 'Content-Type': 'application/json', ...headers },
  body: JSON.stringify(body),
});
