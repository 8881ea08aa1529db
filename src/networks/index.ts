export { NETWORKS, getNetwork, genericIconPath, type NetworkInfo, type NetworkKind } from './catalogue.js';
