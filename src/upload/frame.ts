/**
 * Runs `flush` once on the next animation frame, however often it is asked in between. A hidden
 * tab runs no frames, and the server has none: a timer stands in, whichever comes first wins.
 */
export function createFrameBatcher(flush: () => void, fallbackMs = 50) {
  let frame: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const cancel = () => {
    if (frame !== undefined) cancelAnimationFrame(frame);
    if (timer !== undefined) clearTimeout(timer);
    frame = timer = undefined;
  };
  const run = () => {
    cancel();
    flush();
  };

  return {
    schedule(): void {
      if (frame !== undefined || timer !== undefined) return;
      const visible = typeof document === 'undefined' || document.visibilityState !== 'hidden';
      if (visible && typeof requestAnimationFrame === 'function') frame = requestAnimationFrame(run);
      timer = setTimeout(run, fallbackMs);
    },
    cancel,
  };
}
