/**
 * Who to tell when a flow core's snapshot is replaced: `subscribe`, the half of the pair
 * `useSyncExternalStore` reads besides `getSnapshot`, and `notify`, which a core calls once it has
 * replaced its snapshot (never changed in place).
 */
export function createListeners(): [subscribe: (listener: () => void) => () => void, notify: () => void] {
  const listeners = new Set<() => void>();
  return [
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => listeners.forEach((listener) => listener()),
  ];
}
