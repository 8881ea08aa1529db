import { useEffect } from 'react';
import { useLatest } from './useLatest.js';

/**
 * Calls `report` once for each value (a loaded session, an error), never again for the same
 * object: StrictMode's second effect run and a remount find it in `seen`, outside React state.
 * Each kind of report keeps its own `seen`, so two reports of one value do not silence each other.
 */
export function useReportOnce<T extends object>(value: T | null | undefined, seen: WeakSet<object>, report: (value: T) => void) {
  const latestRef = useLatest(report);
  useEffect(() => {
    if (!value || seen.has(value)) return;
    seen.add(value);
    latestRef.current(value);
  }, [value, seen, latestRef]);
}
