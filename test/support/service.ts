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
