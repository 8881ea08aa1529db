import type { IncomingMessage } from 'node:http';
import type { Plugin, UserConfig } from 'vite';
import { createSocialProxy, nodeRequestOf, toNodeHandler, type ProxyLogEvent } from '../src/server/index.js';

/**
 * Live mode: with `SOCIAL_API_KEY` and `SOCIAL_API_URL` set, Storybook's dev server mounts the
 * backend proxy at /api/social (where every story's provider points) and the stories talk to the
 * real service instead of the simulated one. The key lives in this Node process only: the browser
 * learns just the boolean `__SOCIALKIT_LIVE__`.
 */

/** Where the proxy is mounted: the stories' BASE_URL (stories/support/simulated.ts), not imported so Node never loads msw. */
export const LIVE_BASE_PATH = '/api/social';

export interface LiveSettings {
  apiKey: string;
  upstreamUrl: string;
  /** Forced on every tenant-scoped call when set; otherwise the stories send no tenant. */
  tenantId: string | undefined;
}

/** Live only when both variables are set, and never under Vitest: story tests must not act on a real organization. */
export function liveSettingsFrom(env: Record<string, string | undefined>): LiveSettings | null {
  if (env.VITEST) return null;
  const apiKey = env.SOCIAL_API_KEY?.trim();
  const upstreamUrl = env.SOCIAL_API_URL?.trim();
  if (!apiKey || !upstreamUrl) return null;
  return { apiKey, upstreamUrl, tenantId: env.SOCIAL_TENANT_ID?.trim() || undefined };
}

const LOOPBACK = /^(127(\.\d{1,3}){3}|::1|::ffff:127(\.\d{1,3}){3})$/;

/**
 * The proxy spends the team's key, so it answers this machine only: `storybook dev --host 0.0.0.0`
 * would otherwise lend the key to the whole network. A page of another origin open in the same
 * browser (its `Origin` differs from `Host`) is refused as well; Vite's own host check has already
 * stopped DNS rebinding by then.
 */
function fromThisMachine(request: Request): boolean {
  const address = nodeRequestOf<IncomingMessage>(request)?.socket.remoteAddress;
  if (address === undefined || !LOOPBACK.test(address)) return false;
  const origin = request.headers.get('origin');
  if (origin === null) return true;
  try {
    return new URL(origin).host === request.headers.get('host');
  } catch {
    return false; // `Origin: null` (a sandboxed frame, a file)
  }
}

function logLine(event: ProxyLogEvent): string {
  const why = event.reason ? ` ${event.reason}` : '';
  return `[live service] ${event.status} ${event.method} ${event.path} (${event.event}${why}, ${event.durationMs} ms)`;
}

/** The Vite plugin that puts the proxy in front of Storybook's dev server. */
export function liveProxy(settings: LiveSettings): Plugin {
  let log: (event: ProxyLogEvent) => void = () => undefined;
  // Created now, so a bad SOCIAL_API_URL stops Storybook at start-up with the proxy's own message (which never repeats the key).
  const proxy = createSocialProxy({
    apiKey: settings.apiKey,
    upstreamUrl: settings.upstreamUrl,
    basePath: LIVE_BASE_PATH,
    authorize: fromThisMachine,
    ...(settings.tenantId === undefined ? {} : { resolveTenant: () => settings.tenantId }),
    onLog: (event) => log(event),
  });
  const handler = toNodeHandler(proxy);
  return {
    name: 'socialkit:live-proxy',
    apply: 'serve',
    configureServer(server) {
      const { logger } = server.config;
      log = (event) => (event.level === 'info' ? logger.info(logLine(event)) : logger.warn(logLine(event)));
      const tenant = settings.tenantId === undefined ? 'no tenant forced' : `tenant ${settings.tenantId}`;
      logger.info(`[live service] ${LIVE_BASE_PATH} -> ${new URL(settings.upstreamUrl).origin} (${tenant})`);
      // Before Vite's own middlewares (after its host check), so /api/social never reaches the SPA fallback.
      server.middlewares.use(handler);
    },
  };
}

/** What `.storybook/main.ts` merges into Storybook's Vite config. */
export function liveViteConfig(env: Record<string, string | undefined>): UserConfig {
  const settings = liveSettingsFrom(env);
  return {
    define: { __SOCIALKIT_LIVE__: JSON.stringify(settings !== null) },
    plugins: settings ? [liveProxy(settings)] : [],
  };
}
