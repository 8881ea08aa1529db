export { connectError, isConnectError, type ConnectError, type ConnectErrorCode } from './errors.js';
export { resolveConnectMode, type ConnectMode } from './mode.js';
export { CONNECT_CHANNEL, parseConnectMessage, readCallbackUrl, type CallbackResult, type ConnectMessage } from './protocol.js';
export { connectReducer, type ConnectAction, type ConnectEvent, type ConnectState, type ConnectStatus } from './reducer.js';
