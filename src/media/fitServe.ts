import { FitError, fitEncode, type FitEnvironment } from './fitEncode.js';
import type { FitJobMessage, FitReplyMessage } from './fitTypes.js';

/**
 * An image-fitting worker's body (fitWorker.ts, heifWorker.ts): one job at a time, as the page's
 * `fitImage` sends them. It says `ready` first, with whether it can draw and encode, so the page
 * can tell a worker that runs from one that never started (a CSP that forbids workers, a file the
 * app's server does not serve) or cannot fit, and fit on the main thread instead.
 */
export function serveFits(decodeOther?: FitEnvironment['decodeOther']): void {
  const scope = globalThis as unknown as {
    postMessage: (message: FitReplyMessage) => void;
    addEventListener: (type: 'message', listener: (event: MessageEvent<FitJobMessage>) => void) => void;
  };

  // Canceling is the page's: it terminates this worker, so nothing here waits for a signal.
  const environment: FitEnvironment = { pause: () => Promise.resolve(), decodeOther };

  scope.addEventListener('message', ({ data: { id, file, target } }) => {
    fitEncode(file, target, environment).then(
      (outcome) => scope.postMessage({ id, outcome }),
      (error: unknown) =>
        scope.postMessage({
          id,
          error: { code: error instanceof FitError ? error.code : 'encode', message: error instanceof Error ? error.message : String(error) },
        }),
    );
  });

  // A worker without a 2D OffscreenCanvas that encodes (older Safari) cannot fit: the page then does.
  const canFit = typeof OffscreenCanvas === 'function' && 'convertToBlob' in OffscreenCanvas.prototype && new OffscreenCanvas(1, 1).getContext('2d') !== null;
  scope.postMessage({ ready: canFit });
}
