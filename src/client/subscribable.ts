/**
 * Who to tell when a store's snapshot changes: `subscribe`, the half of the pair
 * `useSyncExternalStore` reads besides `getSnapshot`, and `notify`, which the store calls once it
 * has replaced its snapshot (never changed in place). The one listener set of every core; it lives
 * in the bottom layer so each of them may import it.
 *
 * `start`, when given, runs as the first listener arrives and its return runs as the last one
 * leaves: work that only matters while someone listens (a clock's timer, a channel's entry) lasts
 * exactly as long as that.
 */
export function createSubscribable(start?: () => () => void) {
  const listeners = new Set<() => void>();
  let stop: (() => void) | undefined;
  return {
    subscribe: (listener: () => void): (() => void) => {
      if (!listeners.size) stop = start?.();
      listeners.add(listener);
      return () => void (listeners.delete(listener) && !listeners.size && stop?.());
    },
    // A copy: a listener may unsubscribe itself or subscribe others while we call them.
    notify: (): void => [...listeners].forEach((listener) => listener()),
  };
}

export type Subscribable = ReturnType<typeof createSubscribable>;
