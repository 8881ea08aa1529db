export { ConnectCallback, type ConnectCallbackProps } from './ConnectCallback.js';
export { connectCallbackMessages, type ConnectCallbackMessages } from './messages.js';
export type { ConnectCallbackPart, ConnectCallbackClassNames } from './parts.js';
