// The only module that imports msw, so the simulator runs where msw is not installed.
import { http, type HttpHandler } from 'msw';
import type { SimulatedServiceCore } from './types.js';

export type SimulatedHandlers = HttpHandler[];

/**
 * RegExp predicates rather than MSW's custom predicate functions, which older msw 2 releases (still
 * in our peer range) lack. MSW tests them against `origin + pathname`.
 */
export function createHandlers(core: Pick<SimulatedServiceCore, 'handle'>, mounts: readonly RegExp[]): SimulatedHandlers {
  return mounts.map((pattern) => http.all(pattern, ({ request }) => core.handle(request)));
}
