import { useRef, type FocusEvent } from 'react';
import { useBrowserLayoutEffect } from './useBrowserLayoutEffect.js';

/**
 * Keeps the keyboard's place when the focused element leaves the DOM under it (a Cancel button
 * replaced by Retry when the state moves on, a removed row or tile): browsers then drop focus to
 * the page's body, and a keyboard user starts again from the top. After each render of the owner,
 * `recover(lost)` runs, with `lost` true when focus was inside the element given onFocus and
 * onBlur and is now nowhere; it moves focus where it belongs.
 */
export function useFocusRecovery(recover: (lost: boolean) => void) {
  const had = useRef(false);
  useBrowserLayoutEffect(() => {
    const focused = document.activeElement;
    recover(had.current && (!focused || focused === document.body));
  });
  return {
    onFocus: () => {
      had.current = true;
    },
    onBlur: (event: FocusEvent<HTMLElement>) => {
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
    },
  };
}
