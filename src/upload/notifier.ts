import type { Unsubscribe } from './types.js';

/**
 * Listeners by channel (the list, the totals, each item by its id), so a change tells only those
 * who read what changed.
 */
export function createNotifier() {
  const channels = new Map<string, Set<() => void>>();
  return {
    listen: (channel: string, listener: () => void): Unsubscribe => {
      const set = channels.get(channel) ?? new Set();
      channels.set(channel, set.add(listener));
      return () => {
        set.delete(listener);
        if (!set.size && channels.get(channel) === set) channels.delete(channel);
      };
    },
    emit: (channel: string): void => {
      // A copy: a listener may unsubscribe or subscribe others while we call them.
      for (const listener of [...(channels.get(channel) ?? [])]) listener();
    },
  };
}
