import type { Answer } from './envelope.js';
import type { Inbound } from './inbound.js';
import { loggedPath, type ProxyLogEvent, type ProxyLogReason } from './log.js';
import type { RouteMatch } from './routes.js';

/** What one request did, for its log event. */
export interface Trace {
  segments: string[] | 'invalid' | 'outside';
  match: RouteMatch | null;
  event: ProxyLogEvent['event'];
  reason: ProxyLogReason | undefined;
  upstreamRequests: number;
}

function levelOf(trace: Trace, status: number): ProxyLogEvent['level'] {
  if (trace.event === 'failed') return trace.reason === 'client_closed' ? 'info' : 'error';
  if (trace.event === 'rejected') return 'warn';
  return status >= 500 ? 'warn' : 'info';
}

/** What one request did, as its log event says it. */
export function logEvent(request: Inbound, trace: Trace, response: Answer | Response, started: number): ProxyLogEvent {
  return {
    level: levelOf(trace, response.status),
    event: trace.event,
    method: request.method,
    path: loggedPath(trace.match, trace.segments),
    ...(trace.match ? { operation: trace.match.route.operation } : {}),
    status: response.status,
    durationMs: Date.now() - started,
    ...(trace.reason ? { reason: trace.reason } : {}),
    upstreamRequests: trace.upstreamRequests,
  };
}
