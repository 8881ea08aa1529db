import { SocialKitError } from '../../src/client/errors.js';
import type { MediaRecord, UploadTicket } from '../../src/client/types.js';
import type { PutFunction } from '../../src/upload/put.js';
import type { UploadClient } from '../../src/upload/options.js';

export type FakeStep = 'ticket' | 'put' | 'confirm';

interface Call {
  step: FakeStep;
  /** The file's name (the ticket's and the PUT's) or the media id (the confirm's). */
  name: string;
  signal?: AbortSignal;
  /** The PUT's, to report bytes while it is held. */
  onProgress?: (loaded: number) => void;
  settled: boolean;
  answer: () => void;
}

/**
 * A client and a PUT with no network: each call answers on the next microtask, or waits while
 * its step is held until the test lets it go. Records every call, what is in flight per step, and
 * the most that ever was, so a test can see the engine's schedule without timing anything.
 */
export function createFakeTransport({ now = Date.now, ttlMs = 3_600_000 }: { now?: () => number; ttlMs?: number } = {}) {
  const calls: Call[] = [];
  const held = new Set<FakeStep>();
  const inFlight: Record<FakeStep, number> = { ticket: 0, put: 0, confirm: 0 };
  const most: Record<FakeStep, number> = { ticket: 0, put: 0, confirm: 0 };
  const names = new Map<string, string>();
  let sequence = 0;

  function call<T>(step: FakeStep, name: string, signal: AbortSignal | undefined, value: () => T, onProgress?: (loaded: number) => void): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const entry: Call = { step, name, signal, onProgress, settled: false, answer: () => settle(() => resolve(value())) };
      const settle = (how: () => void) => {
        if (entry.settled) return;
        entry.settled = true;
        inFlight[step] -= 1;
        how();
      };
      calls.push(entry);
      inFlight[step] += 1;
      most[step] = Math.max(most[step], inFlight[step]);
      signal?.addEventListener('abort', () => settle(() => reject(new SocialKitError({ kind: 'aborted', message: 'Aborted.' }))), { once: true });
      if (!held.has(step)) queueMicrotask(entry.answer);
    });
  }

  const client: UploadClient = {
    requestUploadTicket: ({ filename }, { signal } = {}) =>
      call('ticket', filename, signal, (): UploadTicket => {
        const id = `med_${(sequence += 1)}`;
        names.set(id, filename);
        return { id, uploadUrl: `https://storage.invalid/${id}/${filename}`, expiresIn: ttlMs / 1000, expiresAt: now() + ttlMs };
      }),
    confirmUpload: ({ mediaId, size }, { signal } = {}) => call('confirm', mediaId, signal, (): MediaRecord => ({ id: mediaId, filename: names.get(mediaId), size })),
  };

  const put: PutFunction = ({ body, signal, onProgress }) => call('put', (body as File).name, signal, () => onProgress(body.size), onProgress);

  const pending = (step: FakeStep) => calls.filter((entry) => entry.step === step && !entry.settled);
  return {
    client,
    put,
    inFlight,
    most,
    /** Names of every call of the step so far, in order. */
    called: (step: FakeStep) => calls.filter((entry) => entry.step === step).map((entry) => entry.name),
    /** Names of the step's calls still waiting for an answer. */
    pending: (step: FakeStep) => pending(step).map((entry) => entry.name),
    /** Calls of the step wait until `release`. */
    hold: (step: FakeStep) => void held.add(step),
    /** Signals of the step's calls, in order (to see which were aborted). */
    signals: (step: FakeStep) => calls.filter((entry) => entry.step === step).map((entry) => entry.signal),
    /** The named PUT still waiting reports that storage has taken `loaded` bytes. */
    report(name: string, loaded: number) {
      for (const entry of pending('put')) if (entry.name === name) entry.onProgress!(loaded);
    },
    /** Answers the step's waiting calls (those named, or all of them and the ones to come). */
    release(step: FakeStep, name?: string) {
      if (name === undefined) held.delete(step);
      for (const entry of pending(step)) if (name === undefined || entry.name === name) entry.answer();
    },
  };
}
