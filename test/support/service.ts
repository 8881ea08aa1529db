import { http } from 'msw';
import { createSimulatedService, type SimulatedServiceOptions } from '../../src/mocks/index.js';
import { BASE_URL } from './render.js';
import { server } from './server.js';

/** A fresh simulated service answering the jsdom suite's fetches for this test. */
export function useService(options: SimulatedServiceOptions = {}) {
  const service = createSimulatedService({ baseUrl: BASE_URL, ...options });
  server.use(...service.handlers);
  return service;
}

export const requestsFor = (service: ReturnType<typeof useService>, operation: string) =>
  service.requests.filter((request) => request.operation === operation);

/**
 * The next finalize's answer never arrives: the connection drops after the service had it
 * (`reached`, the pages are connected) or before. What a lost answer looks like to the page.
 */
export function loseNextFinalizeAnswer(service: ReturnType<typeof useService>, { reached = true } = {}) {
  let lose = true;
  server.use(
    http.post(`${BASE_URL}/v1/social-accounts/pending/:token/finalize`, async ({ request }) => {
      if (!lose) return undefined;
      lose = false;
      if (reached) await service.handle(request);
      return Response.error();
    }),
  );
}

/** A stand-in for the popup window: jsdom opens none. */
export function fakePopup() {
  return { closed: false, close: vi.fn(), focus: vi.fn(), postMessage: vi.fn(), location: { replace: vi.fn<(url: string) => void>() } };
}
