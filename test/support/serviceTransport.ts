import type { SimulatedService } from '../../src/mocks/index.js';
import type { PutFunction } from '../../src/upload/put.js';

// The provider's `fetch` and the upload's PUT answered by a simulated service in the page itself,
// for Chromium tests that need neither msw's worker nor the loopback storage.

/** The provider's `fetch`: every request the client sends, answered by `service`. */
export const serviceFetch = (service: SimulatedService) => (input: RequestInfo | URL, init?: RequestInit) => service.handle(new Request(input, init));

/**
 * The upload's PUT to the service's own storage: all the bytes reported once stored, and a refused
 * PUT thrown, as the engine's PUT throws a storage error.
 */
export const servicePut =
  (service: SimulatedService): PutFunction =>
  async ({ url, body, contentType, onProgress }) => {
    const answer = await service.handle(new Request(new URL(url, location.href), { method: 'PUT', headers: { 'Content-Type': contentType }, body }));
    if (!answer.ok) throw new Error(`storage ${answer.status}`);
    onProgress(body.size);
  };
