export { ConnectAccountButton, type ConnectAccountButtonProps } from './ConnectAccountButton.js';
export { ConnectAccountButtonGroup, type ConnectAccountButtonGroupProps } from './ConnectAccountButtonGroup.js';
export type { ConnectAccountButtonPart, ConnectAccountButtonClassNames } from './anatomy.js';
