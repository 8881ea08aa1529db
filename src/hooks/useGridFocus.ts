import { useCallback, useRef } from 'react';
import { useFocusRecovery } from './useFocusRecovery.js';

/** What the grid's focus reads after each render. */
export interface GridFocusState {
  /** The cell that holds the grid's one tab stop. */
  activeIndex: number;
  /** Cells in the grid; none, and lost focus goes to the empty state. */
  count: number;
  /** The app scrolls a cell into view itself (a virtualizer): focus without scrolling. */
  scrolls: boolean;
}

/**
 * Focus for a `role="grid"` of cells with `data-index`: a cell asked for is focused after the
 * commit that mounted it (with a virtualizer the row may mount a render later, after its scroll,
 * so the request waits until the cell exists). Focus lost with its element (a removed item) comes
 * back to the tab stop instead of the page's body, or to the empty state when the last item went.
 */
export function useGridFocus(read: () => GridFocusState) {
  const grid = useRef<HTMLElement | null>(null);
  const empty = useRef<HTMLElement | null>(null);
  const pending = useRef<number | null>(null);

  const { onFocus, onBlur } = useFocusRecovery((lost) => {
    const { activeIndex, count, scrolls } = read();
    const index = pending.current ?? (lost ? activeIndex : null);
    const cell = index === null ? null : grid.current?.querySelector<HTMLElement>(`[role="gridcell"][data-index="${index}"]`);
    if (cell) {
      pending.current = null;
      cell.focus({ preventScroll: scrolls });
    } else if (lost && !count) {
      empty.current?.focus();
    }
  });

  const gridRef = useCallback((node: HTMLElement | null) => {
    grid.current = node;
  }, []);
  const emptyRef = useCallback((node: HTMLElement | null) => {
    empty.current = node;
  }, []);
  /** Focuses the cell at `index` once it is in the DOM. */
  const focusWhenMounted = useCallback((index: number) => {
    pending.current = index;
  }, []);

  return { gridRef, emptyRef, onFocus, onBlur, focusWhenMounted };
}
