/**
 * Runs `flush` once on the next animation frame, however often it is asked in between (also
 * while it runs: what a flush changes goes out with that flush). A hidden tab runs no frames,
 * and the server has none: a timer stands in, whichever comes first wins.
 */
export function createFrameBatcher(flush: () => void, fallbackMs = 50) {
  let frame: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const run = () => {
    try {
      flush();
    } finally {
      if (frame !== undefined) cancelAnimationFrame(frame);
      clearTimeout(timer);
      frame = timer = undefined;
    }
  };

  return (): void => {
    if (timer !== undefined) return;
    if (typeof requestAnimationFrame === 'function' && globalThis.document?.visibilityState !== 'hidden') frame = requestAnimationFrame(run);
    timer = setTimeout(run, fallbackMs);
  };
}
