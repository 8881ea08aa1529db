// How long a browser test waits for what takes real work: a page or a popup loading its modules
// through Vite's dev server, a round trip through the proxy and the simulated service, bytes to
// storage. A wait ends as soon as what it waits for is there, so a long one costs a green run
// nothing; 20 s was not enough with two suites running at once (load 27 on 2 cores), and a test
// must not depend on how fast the machine is.
export const PAGE_LOAD = { timeout: 60_000 };

/** A whole flow of several page loads, each of which may take `PAGE_LOAD`. */
export const FLOW = { timeout: 240_000 };

/** A real upload reaching a state: bytes through loopback storage, with the machine busy. */
export const TRANSFER = { timeout: 90_000 };

/**
 * A state reached without a browser (jsdom or node): a few round trips through the simulated
 * service, a lazy chunk imported, a countdown of a few seconds. Three seconds was not enough for
 * an upload's check and fitting with two test files running at once on a busy machine.
 */
export const SETTLE = { timeout: 30_000 };
