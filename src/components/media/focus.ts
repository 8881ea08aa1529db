import { useCallback, useRef, type FocusEvent } from 'react';
import { useBrowserLayoutEffect } from '../../hooks/layoutEffect.js';

/**
 * Keeps the keyboard's place when the focused element leaves the DOM under it (a Cancel button
 * replaced by Retry when the state moves on, a removed row): browsers then drop focus to the
 * page's body, and a keyboard user starts again from the top. After each render of the owner,
 * focus that was inside the element given onFocus and onBlur and is now nowhere goes to `place()`.
 */
export function useFocusRecovery(place: () => HTMLElement | null | undefined) {
  const had = useRef(false);
  const latest = useRef(place);
  useBrowserLayoutEffect(() => {
    latest.current = place;
    if (!had.current) return;
    const focused = document.activeElement;
    if (focused && focused !== document.body) return;
    latest.current()?.focus();
  });
  const onFocus = useCallback(() => {
    had.current = true;
  }, []);
  const onBlur = useCallback((event: FocusEvent<HTMLElement>) => {
    const to = event.relatedTarget;
    if (to) {
      had.current = event.currentTarget.contains(to);
      return;
    }
    // Nowhere: a click on the page (the element is still there), or the element left the DOM.
    const from = event.target;
    queueMicrotask(() => {
      if (from.isConnected) had.current = false;
    });
  }, []);
  return { onFocus, onBlur };
}

