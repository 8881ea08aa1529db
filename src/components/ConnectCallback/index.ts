export { ConnectCallback, type ConnectCallbackProps } from './ConnectCallback.js';
export type { ConnectCallbackPart, ConnectCallbackClassNames } from './anatomy.js';
