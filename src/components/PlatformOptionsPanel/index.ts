export { PlatformOptionsPanel, type PlatformOptionsPanelProps } from './PlatformOptionsPanel.js';
export { platformOptionsMessages, type PlatformOptionsMessages } from './messages.js';
export type { PlatformOptionsPanelPart, PlatformOptionsPanelClassNames } from './parts.js';
