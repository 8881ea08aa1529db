// The only module that imports msw, so the simulator runs where msw is not installed.
import { HttpResponse, http, type HttpHandler } from 'msw';
import type { SimulatedServiceCore } from './types.js';

export type SimulatedHandlers = HttpHandler[];

/**
 * RegExp predicates rather than MSW's custom predicate functions, which older msw 2 releases (still
 * in our peer range) lack. MSW tests them against `origin + pathname`.
 */
export function createHandlers(core: Pick<SimulatedServiceCore, 'handle'>, mounts: readonly RegExp[]): SimulatedHandlers {
  return mounts.map((pattern) =>
    http.all(pattern, async ({ request }) => {
      try {
        return await core.handle(request);
      } catch (error) {
        // The client went away mid-request: its fetch has already rejected, so answer as a
        // dropped connection instead of letting msw report a crashed handler.
        if (request.signal.aborted) return HttpResponse.error();
        throw error;
      }
    }),
  );
}
