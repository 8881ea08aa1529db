import { CONNECT_CHANNEL, connectMessage, parseConnectMessage, type CallbackResult, type ConnectMessage } from './protocol.js';

type Result = Extract<ConnectMessage, { flow?: string }>;
/** `source` is the posting window for a window message, undefined for one from the channel. */
type Hear = (message: ConnectMessage, reply: (answer: ConnectMessage) => void, source: MessageEventSource | null | undefined) => void;

/**
 * Hears this protocol's messages on the window (from `origin` only, replying to that origin) and on
 * the BroadcastChannel (same origin by construction), where there is one. Returns the channel, to
 * post on, and a function that stops listening.
 */
function listen(win: Window, origin: string, hear: Hear) {
  const onMessage = (event: MessageEvent) => {
    const message = event.origin === origin ? parseConnectMessage(event.data) : undefined;
    if (message) hear(message, (answer) => (event.source as Window | null)?.postMessage(answer, origin), event.source);
  };
  win.addEventListener('message', onMessage);
  const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(CONNECT_CHANNEL) : undefined;
  if (channel) {
    channel.onmessage = (event: MessageEvent) => {
      const message = parseConnectMessage(event.data);
      if (message) hear(message, (answer) => channel.postMessage(answer), undefined);
    };
  }
  const stop = () => {
    win.removeEventListener('message', onMessage);
    channel?.close();
  };
  return { channel, stop };
}

/**
 * The opener's side: takes the callback's result from `origin`, the callback page's exact origin,
 * for this flow only. The result must name `flow`, which only the flow's own popup knows (from the
 * copy of this tab's sessionStorage it got as it opened); anyone can open the callback page with
 * parameters of their choosing, and the channel reaches every tab of the origin. A result that
 * names no flow (a popup without storage) is taken only as a window message from `popup` itself.
 * Every accepted result is acknowledged, so the callback knows someone took it. Returns a
 * function that stops listening.
 */
export function listenForResult(win: Window, origin: string, flow: string, popup: Window | undefined, onResult: (result: Result) => void): () => void {
  return listen(win, origin, (message, reply, source) => {
    if (message.type === 'ack') return;
    const ours = message.flow === undefined ? !!source && source === popup : message.flow === flow;
    if (!ours) return;
    reply(connectMessage(message.id, { type: 'ack' }));
    onResult(message);
  }).stop;
}

/** The window that opened this one, while it is still there and reachable. */
export function liveOpener(win: Window): Window | undefined {
  try {
    const opener = win.opener as Window | null;
    return opener && !opener.closed && opener !== win ? opener : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The callback's side: posts the result to the opener at exactly `targetOrigin` (never `*`: the
 * opener may have navigated to another site) and, when it knows its `flow`, on the
 * BroadcastChannel (no tab takes a result from there without it), then calls `onAck` when the app
 * acknowledges it. Returns a function that stops listening.
 */
export function deliverResult(
  win: Window,
  targetOrigin: string,
  id: string,
  result: CallbackResult,
  flow: string | undefined,
  onAck: () => void,
): () => void {
  const message = connectMessage(id, result, flow);
  const { channel, stop } = listen(win, targetOrigin, (reply) => reply.type === 'ack' && reply.id === id && onAck());
  try {
    liveOpener(win)?.postMessage(message, targetOrigin);
  } catch {
    // A malformed targetOrigin: the channel still carries it, when the flow is known.
  }
  if (flow) channel?.postMessage(message);
  return stop;
}
