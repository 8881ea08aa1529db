export { ConnectAccountButton, type ConnectAccountButtonProps } from './ConnectAccountButton.js';
export { ConnectAccountButtonGroup, type ConnectAccountButtonGroupProps } from './ConnectAccountButtonGroup.js';
export { connectMessages, type ConnectMessages } from './messages.js';
export type { ConnectAccountButtonPart, ConnectAccountButtonClassNames } from './parts.js';
