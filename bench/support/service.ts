import { inject } from 'vitest';
import { commands } from 'vitest/browser';
import { createSimulatedService, headObject } from '../../src/mocks/index.js';

/**
 * The service side of an upload run: a simulated service whose tickets point at the bench
 * storage under a prefix of this run's own, answered in the page through the provider's `fetch`
 * (no msw worker: with a service worker controlling the page, Chrome reports no upload progress).
 * It checks each object with a HEAD before confirming, as the service checks its bucket.
 */
export function benchService() {
  const prefix = `b-${crypto.randomUUID().slice(0, 8)}`;
  const scope = `/bucket/${prefix}`;
  const storageUrl = `${inject('benchStorageUrl')}/${prefix}`;
  const storageSecret = inject('benchStorageSecret');
  const service = createSimulatedService({ baseUrl: '/api/social', storageUrl, storageSecret, verifyObject: headObject });
  return {
    storageUrl,
    storageSecret,
    service,
    fetch: (input: RequestInfo | URL, init?: RequestInit) => service.handle(new Request(input, init)),
    /** What the storage received under this run's prefix. */
    stored: () => commands.benchStorageState(scope),
  };
}
