import { useCallback, useRef, useState } from 'react';

export interface Announcement {
  id: number;
  text: string;
}

/** An event to say; an added file also says how to count many of them at once. */
interface Pending {
  text: string;
  many?: (count: number) => string;
}

/** Nodes kept in the live region: older ones have been read, and removals are not announced. */
const KEEP = 8;
/** More files than this added at once are announced as a count, not one sentence each. */
const NAMED = 3;

/**
 * One polite live region's content. Each event is said once (keyed: an id and a status, or the
 * error object of one failure), however often React runs the effect that reports it, and the
 * events of one commit go out as one new node, so no sentence clobbers another mid-speech.
 */
export function useAnnouncer() {
  const [messages, setMessages] = useState<Announcement[]>([]);
  const said = useRef(new Set<unknown>());
  const queue = useRef<Pending[]>([]);
  const sequence = useRef(0);

  const flush = useCallback(() => {
    const batch = queue.current;
    queue.current = [];
    const added = batch.filter((event) => event.many);
    const texts = added.length > NAMED ? [added[0]!.many!(added.length), ...batch.filter((event) => !event.many).map((event) => event.text)] : batch.map((event) => event.text);
    sequence.current += 1;
    const message = { id: sequence.current, text: texts.join(' ') };
    setMessages((previous) => [...previous.slice(1 - KEEP), message]);
  }, []);

  const announce = useCallback(
    (key: unknown, text: string, many?: Pending['many']) => {
      if (said.current.has(key)) return;
      said.current.add(key);
      queue.current.push({ text, many });
      if (queue.current.length === 1) queueMicrotask(flush);
    },
    [flush],
  );

  /** Says `text` once, as an event of its own (no key: every call is news). */
  const say = useCallback((text: string) => announce({}, text), [announce]);

  return { messages, announce, say };
}
