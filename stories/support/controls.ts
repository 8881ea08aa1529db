import { NETWORKS } from '../../src/index.js';

/** The catalogue's ids, in its order: the choices of every network control. */
export const NETWORK_IDS = NETWORKS.map((network) => network.id);

/**
 * A select of the network ids. Typed as an enum, not left to the inferred union: Storybook applies
 * URL args (`&args=network:linkedin`) to enums only, and would otherwise offer a JSON text box.
 */
export const networkSelect = (required = false) => ({
  control: 'select' as const,
  options: NETWORK_IDS,
  type: { name: 'enum' as const, value: NETWORK_IDS, required },
});

/** A network filter: an id, or every network (`null`). */
export const networkFilterSelect = {
  control: { type: 'select' as const, labels: { all: 'all (null)' } },
  options: ['all', ...NETWORK_IDS],
  mapping: { all: null },
};

/** Several networks at once (a post's), as checkboxes. */
export const networksCheck = { control: 'inline-check' as const, options: NETWORK_IDS };
