import { createHandlers, type SimulatedHandlers } from './msw.js';
import { createSimulator } from './simulator.js';
import type { SimulatedServiceCore, SimulatedServiceOptions } from './types.js';

export interface SimulatedService extends SimulatedServiceCore {
  /** MSW 2 handlers that hand every request under the mount points to `handle`. */
  readonly handlers: SimulatedHandlers;
}

export function createSimulatedService(options: SimulatedServiceOptions = {}): SimulatedService {
  const { core, options: resolved } = createSimulator(options);
  // Storage first: when it is mounted under the API's path, its handler must see its requests.
  return { ...core, handlers: createHandlers(core, [resolved.storage.pattern, resolved.api.pattern]) };
}
