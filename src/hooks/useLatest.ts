import { useInsertionEffect, useRef } from 'react';

/**
 * A ref that holds the latest render's value, for handlers that read it when they are called:
 * a new callback identity in props never restarts a flow, and two changes in one handler compose
 * when the handler writes to it as well.
 */
export function useLatest<T>(value: T) {
  const ref = useRef(value);
  useInsertionEffect(() => {
    ref.current = value;
  });
  return ref;
}
