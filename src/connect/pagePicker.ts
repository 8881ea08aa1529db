import type { FinalizeParams } from '../client/types.js';
import { mayHaveFinalized, type PagePickerFacts, type PagePickerStatus } from './pagePickerModel.js';

/** What a submit reads: the latest render's. */
export interface SubmitFacts {
  status: PagePickerStatus;
  sessionToken: string | null | undefined;
  /** The selection, in page order. */
  selectedPageIds: string[];
}

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
     * Connect was pressed: `finalize` is called with the selection when the picker is ready, has
     * a session and no finalize of its own is on its way (`sent`). `empty` when nothing is
     * selected, so the picker asks for a page; undefined when nothing was done.
     */
    submit({ status, sessionToken, selectedPageIds }: SubmitFacts, finalize: (params: FinalizeParams) => Promise<unknown>): 'sent' | 'empty' | undefined {
      if (status !== 'ready' || inFlight || !sessionToken) return;
      if (!selectedPageIds.length) return 'empty';
      inFlight = true;
      const done = () => (inFlight = false);
      finalize({ sessionToken, selectedPageIds }).then(done, done);
      return 'sent';
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
