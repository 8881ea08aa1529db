import { createSocialClient, type SocialClient } from '../../src/client/createSocialClient.js';
import { SocialKitError } from '../../src/client/errors.js';
import { createSimulatedService, type SimulatedService, type SimulatedServiceOptions } from '../../src/mocks/index.js';
import { server } from '../support/server.js';

/** Where the client is mounted, and so where the simulated service listens. */
export const BASE_URL = '/api/social';
/** The same mount point as jsdom's fetch resolves it against the page (`http://localhost:3000/`). */
export const API = 'http://localhost:3000/api/social';

/** A fresh simulated service behind msw and a client pointed at it, for one test. */
export function simulate(options: Omit<SimulatedServiceOptions, 'baseUrl'> = {}): { service: SimulatedService; client: SocialClient } {
  const service = createSimulatedService({ baseUrl: BASE_URL, ...options });
  server.use(...service.handlers);
  return { service, client: createSocialClient({ baseUrl: BASE_URL }) };
}

/** The SocialKitError a call rejects with; fails the test when it resolves or rejects with anything else. */
export async function failure(promise: Promise<unknown>): Promise<SocialKitError> {
  const error: unknown = await promise.then(
    (value) => {
      throw new Error(`expected the call to fail, it resolved with ${JSON.stringify(value)}`);
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(SocialKitError);
  return error as SocialKitError;
}
