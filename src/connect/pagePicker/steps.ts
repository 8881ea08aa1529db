import type { FinalizeParams } from '../../client/types.js';
import { mayHaveFinalized, type PagePickerFacts, type PagePickerStatus } from './model.js';

/**
 * The page picker's steps, without React: the submit, and the read of the session when its
 * countdown runs out (which remembers whether it asked). One per picker; creating it has no side
 * effect (StrictMode may make one and throw it away).
 */
export function createPagePickerSteps() {
  let asked = false;
  return {
    /**
     * Connect was pressed: `finalize` is called with the selection (in page order) when the picker
     * is ready and has a session; the caller keeps a click back while the session's finalize is
     * pending. True when nothing is selected, so nothing is sent and the picker asks for a page.
     */
    submit(status: PagePickerStatus, sessionToken: string | null | undefined, selectedPageIds: string[], finalize: (params: FinalizeParams) => Promise<unknown>) {
      if (status !== 'ready' || !sessionToken) return;
      if (!selectedPageIds.length) return true;
      void finalize({ sessionToken, selectedPageIds });
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
