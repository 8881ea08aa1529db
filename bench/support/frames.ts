import type { ProfilerOnRenderCallback } from 'react';

/** Resolves after the next frame has been painted (a frame callback, then a task after it). */
export const nextPaint = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

export interface CommitCount {
  commits: number;
  frames: number;
  /** The most React commits between two animation frames. */
  maxPerFrame: number;
  /** Frames in which more than one commit landed. */
  framesOverOne: number;
}

/**
 * Counts React commits (a Profiler's onRender) and animation frames while running, and which frame
 * each commit fell in. The frame counter re-arms first thing in its callback, so in every frame it
 * runs before callbacks registered later (the upload engine's own frame flush): a commit that
 * flush causes is counted in the frame it belongs to.
 */
export function createCommitMeter() {
  let running = false;
  let frame = 0;
  let handle = 0;
  let commits = 0;
  const perFrame = new Map<number, number>();

  const tick = () => {
    if (!running) return;
    handle = requestAnimationFrame(tick);
    frame += 1;
  };
  const onRender: ProfilerOnRenderCallback = () => {
    if (!running) return;
    commits += 1;
    perFrame.set(frame, (perFrame.get(frame) ?? 0) + 1);
  };

  return {
    onRender,
    start() {
      running = true;
      frame = commits = 0;
      perFrame.clear();
      handle = requestAnimationFrame(tick);
    },
    stop(): CommitCount {
      running = false;
      cancelAnimationFrame(handle);
      const counts = [...perFrame.values()];
      return { commits, frames: frame, maxPerFrame: Math.max(0, ...counts), framesOverOne: counts.filter((count) => count > 1).length };
    },
  };
}
