import { createSubscribable, type Subscribable } from '../client/subscribable.js';
import type { Unsubscribe } from './storeApi.js';

/**
 * Listeners by channel (the list, the totals, each item by its id), so a change tells only those
 * who read what changed; and the channels changed since the last flush, so that many changes in
 * a frame tell each listener once.
 */
export function createNotifier() {
  const channels = new Map<string, Subscribable>();
  const changed = new Set<string>();
  return {
    listen: (channel: string, listener: () => void): Unsubscribe => {
      let listeners = channels.get(channel);
      // A channel is kept while someone listens to it: an item's id goes with its last listener.
      if (!listeners) channels.set(channel, (listeners = createSubscribable(() => () => channels.delete(channel))));
      return listeners.subscribe(listener);
    },
    mark: (channel: string): void => void changed.add(channel),
    /** Tells the listeners of every channel marked, including those a listener marks meanwhile. */
    flush: (): void => {
      for (const channel of changed) {
        changed.delete(channel);
        channels.get(channel)?.notify();
      }
    },
  };
}
