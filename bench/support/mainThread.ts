/** Long tasks and the largest lateness of a 10 ms timer, from `start()` to `stop()`. */
export function watchMainThread() {
  const tasks: number[] = [];
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) tasks.push(entry.duration);
  });
  let late = 0;
  let running = true;
  let expected = performance.now() + 10;
  const tick = () => {
    if (!running) return;
    const now = performance.now();
    late = Math.max(late, now - expected);
    expected = now + 10;
    setTimeout(tick, 10);
  };
  observer.observe({ type: 'longtask' });
  setTimeout(tick, 10);
  return {
    stop() {
      running = false;
      for (const entry of observer.takeRecords()) tasks.push(entry.duration);
      observer.disconnect();
      return { tasks, longest: Math.max(0, ...tasks), late };
    },
  };
}
