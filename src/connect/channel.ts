import { CONNECT_CHANNEL, connectMessage, parseConnectMessage, type CallbackResult, type ConnectMessage } from './protocol.js';

type Result = Extract<ConnectMessage, { flow?: string }>;

const openChannel = () => (typeof BroadcastChannel === 'function' ? new BroadcastChannel(CONNECT_CHANNEL) : undefined);

/**
 * The opener's side: takes the callback's result from `postMessage` (only from `origin`, the
 * callback page's exact origin) or from the BroadcastChannel (same origin by construction), for
 * this flow or a callback that does not know its flow. Every accepted result is acknowledged, so
 * the callback knows someone took it. Returns a function that stops listening.
 */
export function listenForResult(win: Window, origin: string, flow: string, onResult: (result: Result) => void): () => void {
  const take = (message: ConnectMessage | undefined, reply: (ack: ConnectMessage) => void) => {
    if (!message || message.type === 'ack' || (message.flow !== undefined && message.flow !== flow)) return;
    reply(connectMessage(message.id, { type: 'ack' }));
    onResult(message);
  };
  const onMessage = (event: MessageEvent) => {
    if (event.origin !== origin) return;
    take(parseConnectMessage(event.data), (ack) => (event.source as Window | null)?.postMessage(ack, event.origin));
  };
  win.addEventListener('message', onMessage);
  const channel = openChannel();
  if (channel) channel.onmessage = (event: MessageEvent) => take(parseConnectMessage(event.data), (ack) => channel.postMessage(ack));
  return () => {
    win.removeEventListener('message', onMessage);
    channel?.close();
  };
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
 * opener may have navigated to another site) and on the BroadcastChannel, then calls `onAck` when
 * the app acknowledges it. Returns a function that stops listening.
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
  const isAck = (data: unknown) => {
    const reply = parseConnectMessage(data);
    return reply?.type === 'ack' && reply.id === id;
  };
  const onMessage = (event: MessageEvent) => {
    if (event.origin === targetOrigin && isAck(event.data)) onAck();
  };
  win.addEventListener('message', onMessage);
  const channel = openChannel();
  if (channel) channel.onmessage = (event: MessageEvent) => isAck(event.data) && onAck();
  try {
    liveOpener(win)?.postMessage(message, targetOrigin);
  } catch {
    // A malformed targetOrigin: the channel still carries it.
  }
  channel?.postMessage(message);
  return () => {
    win.removeEventListener('message', onMessage);
    channel?.close();
  };
}
