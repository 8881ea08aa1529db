import type { FinalizeParams } from '../../client/types.js';
import { mayHaveFinalized, type PagePickerFacts, type PagePickerStatus } from './model.js';

/**
 * The page picker's steps that remember something between calls, without React: the submit that
 * finalizes once at a time, and the read of the session when its countdown runs out. One per
 * picker; creating it has no side effect (StrictMode may make one and throw it away).
 */
export function createPagePickerSteps() {
  // The pending status renders a tick later than a second click can arrive: this flag closes that gap.
  let inFlight = false;
  let asked = false;
  return {
    /**
     * Connect was pressed: `finalize` is called with the selection (in page order) when the picker
     * is ready, has a session and no finalize of its own is on its way. True when nothing is
     * selected, so nothing is sent and the picker asks for a page.
     */
    submit(status: PagePickerStatus, sessionToken: string | null | undefined, selectedPageIds: string[], finalize: (params: FinalizeParams) => Promise<unknown>) {
      if (status !== 'ready' || inFlight || !sessionToken) return;
      if (!selectedPageIds.length) return true;
      inFlight = true;
      const done = () => (inFlight = false);
      finalize({ sessionToken, selectedPageIds }).then(done, done);
    },
    /**
     * Out of time by the clock: the service is asked (a read, nothing changes) instead of believed
     * without asking, so a clock that is off never locks anyone out; its 404 is what expires the
     * picker. `ask` is called once each time the countdown reaches 0 while the pages are read and
     * no finalize may have gone through (`mayHaveFinalized`). Call with every new set of facts.
     */
    deadline(secondsLeft: number | undefined, sessionRead: boolean, attempt: PagePickerFacts['finalize'] | undefined, ask: () => void) {
      const due = secondsLeft === 0 && sessionRead && !mayHaveFinalized(attempt);
      if (due && !asked) ask();
      asked = due;
    },
  };
}
