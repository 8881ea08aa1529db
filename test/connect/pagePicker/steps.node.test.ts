import { createPagePickerSteps } from '../../../src/connect/pagePicker/steps.js';
import { SocialKitError } from '../../../src/client/errors.js';
import type { FinalizeParams } from '../../../src/client/types.js';

// The page picker's steps over time without React: the submit, and the read of the session when
// its countdown runs out.

const network = new SocialKitError({ kind: 'network', message: 'down', operation: 'finalize' });
const refused = new SocialKitError({ kind: 'http', status: 400, message: 'no', operation: 'finalize' });

describe('submit', () => {
  it('finalizes the selection in page order when ready, and keeps a submit back while the status says one is on its way', () => {
    const steps = createPagePickerSteps();
    const finalize = vi.fn((_: FinalizeParams) => new Promise<never>(() => {}));
    expect(steps.submit('ready', 'tok', ['a', 'b'], finalize)).toBeUndefined();
    expect(finalize).toHaveBeenCalledWith({ sessionToken: 'tok', selectedPageIds: ['a', 'b'] });
    // Once the status says it is on its way (the hook keeps back the clicks before that renders).
    steps.submit('submitting', 'tok', ['a', 'b'], finalize);
    expect(finalize).toHaveBeenCalledTimes(1);
  });

  it('sends nothing but when ready with a session, and asks for a page when none is chosen', () => {
    const steps = createPagePickerSteps();
    const finalize = vi.fn(() => new Promise<never>(() => {}));
    for (const status of ['idle', 'loading', 'submitting', 'connected', 'expired', 'empty', 'error'] as const) {
      expect(steps.submit(status, 'tok', ['a'], finalize)).toBeUndefined();
    }
    expect(steps.submit('ready', undefined, ['a'], finalize)).toBeUndefined();
    expect(steps.submit('ready', '', ['a'], finalize)).toBeUndefined();
    expect(steps.submit('ready', 'tok', [], finalize)).toBe(true);
    expect(finalize).not.toHaveBeenCalled();
    // Nothing chosen sent nothing, so a choice then goes out.
    steps.submit('ready', 'tok', ['a'], finalize);
    expect(finalize).toHaveBeenCalledTimes(1);
  });
});

describe('deadline', () => {
  it('asks once when the countdown reaches 0, and again when a later countdown does', () => {
    const steps = createPagePickerSteps();
    const ask = vi.fn();
    for (const seconds of [3, 2, 1]) steps.deadline(seconds, true, undefined, ask);
    expect(ask).not.toHaveBeenCalled();
    steps.deadline(0, true, undefined, ask);
    // Renders while the read is on its way, StrictMode's second effect among them.
    steps.deadline(0, true, undefined, ask);
    steps.deadline(0, true, undefined, ask);
    expect(ask).toHaveBeenCalledTimes(1);
    // The service still held the session: a new countdown, which runs out in its turn.
    steps.deadline(5, true, undefined, ask);
    steps.deadline(0, true, undefined, ask);
    expect(ask).toHaveBeenCalledTimes(2);
  });

  it('does not ask without a countdown, before the pages are read, or once a finalize may have gone through', () => {
    const steps = createPagePickerSteps();
    const ask = vi.fn();
    steps.deadline(undefined, true, undefined, ask);
    steps.deadline(0, false, undefined, ask);
    for (const attempt of [
      { status: 'pending', error: null },
      { status: 'success', error: null },
      { status: 'error', error: network },
    ] as const) {
      steps.deadline(0, true, attempt, ask);
    }
    expect(ask).not.toHaveBeenCalled();
    // A finalize the service refused deleted nothing: the session is read.
    steps.deadline(0, true, { status: 'error', error: refused }, ask);
    expect(ask).toHaveBeenCalledTimes(1);
  });
});
