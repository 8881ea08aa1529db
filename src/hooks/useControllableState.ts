import { useCallback, useEffect, useRef, useState } from 'react';
import { useLatest } from './useLatest.js';

// The app's bundler replaces this; declared here, in this module only, since the library's
// build has no Node types (and a global declaration would clash with the app's @types/node).
declare const process: { env: { NODE_ENV?: string } };

export interface ControllableStateOptions<T> {
  /** The parent's value. `undefined` leaves the state to the hook (uncontrolled). */
  value: T | undefined;
  /** Where an uncontrolled state starts. */
  defaultValue: T | (() => T);
  /** Called with every change, controlled or not; read at call time. */
  onChange: ((value: T) => void) | undefined;
  /** Who and what, for the development warning: "useMediaGallery: `value`". */
  name: string;
}

export interface ControllableState<T> {
  /** What this render shows: the parent's value when controlled, else the hook's own. */
  value: T;
  /** What a change builds on, read at call time: a change made earlier in the same event, else the value rendered. */
  current: () => T;
  /** Proposes a value: kept when uncontrolled; when controlled, offered to the parent, which renders it or not. */
  set: (next: T) => void;
}

/**
 * One controllable value, by React's rule for its own inputs: when controlled, the value is what
 * the parent renders. A change the parent refuses (by not rendering it) never sticks; the next
 * change builds on what was rendered. Two changes in one event compose. One development warning
 * when a component switches between controlled and uncontrolled. The model: Zag's `bindable` and
 * React Stately's `useControlledState`.
 */
export function useControllableState<T>({ value, defaultValue, onChange, name }: ControllableStateOptions<T>): ControllableState<T> {
  const [own, setOwn] = useState(defaultValue);
  const isControlled = value !== undefined;
  const shown = isControlled ? value : own;
  const latest = useLatest({ shown, isControlled, onChange });
  // A change made during the current event, until the event is over: later changes in it build on it.
  const proposal = useRef<{ value: T } | undefined>(undefined);
  // Our own state takes a change for sure: later changes build on it even before it renders.
  const ownNow = useRef(own);

  const current = useCallback((): T => {
    if (proposal.current) return proposal.current.value;
    return latest.current.isControlled ? latest.current.shown : ownNow.current;
  }, [latest]);

  const set = useCallback(
    (next: T) => {
      if (!proposal.current) queueMicrotask(() => (proposal.current = undefined));
      proposal.current = { value: next };
      if (!latest.current.isControlled) {
        ownNow.current = next;
        setOwn(() => next);
      }
      latest.current.onChange?.(next);
    },
    [latest],
  );

  const wasControlled = useRef(isControlled);
  useEffect(() => {
    if (process.env.NODE_ENV !== 'production' && wasControlled.current !== isControlled) {
      console.warn(`${name} went from controlled to uncontrolled or back; keep to one.`);
    }
    wasControlled.current = isControlled;
  }, [isControlled, name]);

  return { value: shown, current, set };
}
