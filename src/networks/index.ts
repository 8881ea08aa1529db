export { NETWORKS, getNetwork, genericIcon, type NetworkInfo, type NetworkKind } from './catalogue.js';
export type { IconShape } from './iconShape.js';
