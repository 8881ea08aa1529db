/** Runs `task` when a place is free; rejects if `signal` aborts first. */
export type Limit = <T>(signal: AbortSignal | undefined, task: () => Promise<T>) => Promise<T>;

/**
 * A line that runs at most `places` tasks at once, for work too big to start all together (full
 * decodes, thumbnails, image fitting: every such line in the library is one of these). A task whose signal aborts while it waits leaves the line and never
 * starts, so a canceled drop of fifty photos holds no place; it rejects with `aborted()`, or the
 * signal's reason without one. `whenIdle` runs when a task ends and none waits (the fitter retires
 * its worker then). Module state only, no window or document: safe to create at import on the
 * server.
 */
export function createLimit(
  places: number,
  { aborted, whenIdle }: { aborted?: () => Error; whenIdle?: () => void } = {},
): Limit {
  let running = 0;
  const waiting: (() => void)[] = [];
  return (signal, task) =>
    new Promise((resolve, reject) => {
      const refuse = () => reject(aborted ? aborted() : (signal?.reason as Error));
      const start = () => {
        signal?.removeEventListener('abort', drop);
        running += 1;
        task()
          .then(resolve, reject)
          .finally(() => {
            running -= 1;
            const next = waiting.shift();
            if (next) next();
            else if (!running) whenIdle?.();
          });
      };
      const drop = () => {
        waiting.splice(waiting.indexOf(start), 1);
        refuse();
      };
      if (signal?.aborted) return refuse();
      if (running < places) return start();
      signal?.addEventListener('abort', drop, { once: true });
      waiting.push(start);
    });
}
