import { useCallback, useInsertionEffect, useRef, useState } from 'react';

export interface Announcement {
  id: number;
  text: string;
}

type Kind = 'added' | 'other';

/** Nodes kept in the live region: older ones have been read, and removals are not announced. */
const KEEP = 8;
/** More files than this added at once are announced as a count, not one sentence each. */
const NAMED = 3;

/**
 * One polite live region's content. Each event is said once (keyed: an id and a status, or the
 * error object of one failure), however often React runs the effect that reports it, and the
 * events of one commit go out as one new node, so no sentence clobbers another mid-speech.
 */
export function useAnnouncer(summarizeAdded: (count: number) => string) {
  const [messages, setMessages] = useState<Announcement[]>([]);
  const said = useRef(new Set<unknown>());
  const queue = useRef<{ kind: Kind; text: string }[]>([]);
  const sequence = useRef(0);
  const summarize = useRef(summarizeAdded);
  useInsertionEffect(() => {
    summarize.current = summarizeAdded;
  });

  const flush = useCallback(() => {
    const batch = queue.current;
    queue.current = [];
    const added = batch.filter((event) => event.kind === 'added');
    const texts = added.length > NAMED ? [summarize.current(added.length), ...batch.filter((event) => event.kind !== 'added').map((event) => event.text)] : batch.map((event) => event.text);
    sequence.current += 1;
    const message = { id: sequence.current, text: texts.join(' ') };
    setMessages((previous) => [...previous.slice(1 - KEEP), message]);
  }, []);

  const announce = useCallback(
    (key: unknown, text: string, kind: Kind = 'other') => {
      if (said.current.has(key)) return;
      said.current.add(key);
      queue.current.push({ kind, text });
      if (queue.current.length === 1) queueMicrotask(flush);
    },
    [flush],
  );

  return { messages, announce };
}
