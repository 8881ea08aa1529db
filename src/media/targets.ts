import type { NetworkId } from '../client/types.js';

/** A network id, or anything that names one (an account chosen for the post). */
export type MediaCheckTarget = NetworkId | { network: NetworkId };

/**
 * The network ids of a choice of networks, each once, in the order given: what a check runs
 * over, and (as JSON) what says that a new array holds the same choice. React-free, and small
 * enough to load up front where the checker itself loads on demand.
 */
export function networkIds(targets: Iterable<MediaCheckTarget>): NetworkId[] {
  return [...new Set(Array.from(targets, (target) => (typeof target === 'string' ? target : target.network)))];
}
