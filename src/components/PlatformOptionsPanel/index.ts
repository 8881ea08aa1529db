export { PlatformOptionsPanel, type PlatformOptionsPanelProps } from './PlatformOptionsPanel.js';
export type { PlatformOptionsPanelPart, PlatformOptionsPanelClassNames } from './anatomy.js';
