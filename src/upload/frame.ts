/**
 * Runs `flush` once on the next animation frame, however often it is asked in between (asked
 * while it runs, it runs again on the frame after, which finds nothing to do unless something
 * new came). A hidden tab runs no frames, and the server has none: a timer stands in. While a
 * frame is asked for, the timer waits much longer: frames run late on a busy page, and a flush
 * between two frames would put a second commit into one; it only catches a frame that never
 * comes (the tab hidden meanwhile).
 */
export function createFrameBatcher(flush: () => void, fallbackMs = 50, lateFrameMs = 1000) {
  let frame: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const run = () => {
    if (frame !== undefined) cancelAnimationFrame(frame);
    clearTimeout(timer);
    frame = timer = undefined;
    flush();
  };

  return (): void => {
    if (timer !== undefined) return;
    if (typeof requestAnimationFrame === 'function' && globalThis.document?.visibilityState !== 'hidden') frame = requestAnimationFrame(run);
    timer = setTimeout(run, frame === undefined ? fallbackMs : lateFrameMs);
  };
}
