import { createSubscribable } from '../../client/subscribable.js';

/**
 * The time a pending session has left, as a store for `useSyncExternalStore`: whole seconds until
 * `deadline` (epoch ms, this browser's clock, from `sessionDeadline`), never below 0; undefined
 * without a deadline. Listeners are told just after the number changes, once a second, and not at
 * all without a deadline, once it is not `running` (the picker submitted) or once it has run out.
 */
export function createCountdown(deadline: number | undefined, running: boolean) {
  // One timer while anyone listens, none once the last listener has gone.
  const listeners = createSubscribable(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = () => {
      const ms = deadline! - Date.now();
      // Wake just after the displayed second changes, not on a fixed interval that drifts.
      if (ms > 0) timer = setTimeout(() => (listeners.notify(), schedule()), (ms % 1000 || 1000) + 5);
    };
    if (deadline !== undefined && running) schedule();
    return () => clearTimeout(timer);
  });
  return {
    getSnapshot: () => (deadline === undefined ? undefined : Math.max(0, Math.ceil((deadline - Date.now()) / 1000))),
    subscribe: listeners.subscribe,
  };
}
