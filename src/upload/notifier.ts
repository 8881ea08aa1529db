import type { Unsubscribe } from './storeApi.js';

/**
 * Listeners by channel (the list, the totals, each item by its id), so a change tells only those
 * who read what changed; and the channels changed since the last flush, so that many changes in
 * a frame tell each listener once.
 */
export function createNotifier() {
  const channels = new Map<string, Set<() => void>>();
  const changed = new Set<string>();
  return {
    listen: (channel: string, listener: () => void): Unsubscribe => {
      const set = channels.get(channel) ?? new Set();
      channels.set(channel, set.add(listener));
      return () => {
        set.delete(listener);
        if (!set.size && channels.get(channel) === set) channels.delete(channel);
      };
    },
    mark: (channel: string): void => void changed.add(channel),
    /** Tells the listeners of every channel marked, including those a listener marks meanwhile. */
    flush: (): void => {
      for (const channel of changed) {
        changed.delete(channel);
        // A copy: a listener may unsubscribe or subscribe others while we call them.
        for (const listener of [...(channels.get(channel) ?? [])]) listener();
      }
    },
  };
}
