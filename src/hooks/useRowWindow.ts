import { useCallback, useEffect, useInsertionEffect, useRef, useState, type RefCallback } from 'react';
import { useBrowserLayoutEffect } from './useBrowserLayoutEffect.js';
import { rowRange, sameRange, scrollTopFor, windowRows } from '../gallery/rowWindow.js';

/** Rows rendered beyond each edge of the viewport. */
const OVERSCAN = 2;
/**
 * The row height and viewport assumed until measured. The server renders with them, and so does
 * the first client render, so hydration matches.
 */
const ESTIMATE = 200;
const INITIAL_VIEWPORT = 600;

export interface UseRowWindowOptions {
  count: number;
  /** A row that stays mounted wherever the scroll is: the one holding focus. */
  keep?: number;
  /** Whatever changes the rows' layout besides the width (the number of columns): rows are measured afresh. */
  layout?: unknown;
}

export interface UseRowWindowResult {
  /** The rows to render, in order. */
  rows: number[];
  /** Row `i` is placed at `i * rowHeight`. */
  rowHeight: number;
  totalHeight: number;
  /** For the scrolling element. */
  scrollRef: RefCallback<HTMLElement>;
  /** For every rendered row: the tallest sets the height of all. */
  rowRef: RefCallback<HTMLElement>;
  /** Scrolls the least that shows the whole row. */
  scrollToRow: (row: number) => void;
  /** How many rows the viewport holds, read now. */
  pageRows: () => number;
}

/**
 * A window over rows of one height (a grid of tiles, a row per line): what @tanstack/react-virtual
 * does for lists of any shape, in a fraction of its size, since one measured height places every
 * row. Renders again only when the rows to show change, at most once per frame while scrolling.
 */
export function useRowWindow({ count, keep, layout }: UseRowWindowOptions): UseRowWindowResult {
  const [element, setElement] = useState<HTMLElement | null>(null);
  const [height, setHeight] = useState(ESTIMATE);
  const [view, setView] = useState({ top: 0, viewport: INITIAL_VIEWPORT });

  const latest = useRef({ element, count, height });
  useInsertionEffect(() => {
    latest.current = { element, count, height };
  });

  // The scroll position is kept only when it changes the rows shown: scrolling within a row renders nothing.
  const read = useCallback(() => {
    const { element: scroller, count: rows, height: size } = latest.current;
    if (!scroller) return;
    const top = scroller.scrollTop;
    const viewport = scroller.clientHeight;
    setView((prev) => {
      // Zero when hidden (or without layout, as in jsdom): the last known viewport still holds.
      const next = { top, viewport: viewport || prev.viewport };
      return sameRange(rowRange(rows, size, prev.top, prev.viewport, OVERSCAN), rowRange(rows, size, next.top, next.viewport, OVERSCAN)) ? prev : next;
    });
  }, []);

  useBrowserLayoutEffect(() => {
    if (!element) return;
    let frame = 0;
    const schedule = () => {
      frame ||= requestAnimationFrame(() => {
        frame = 0;
        read();
      });
    };
    element.addEventListener('scroll', schedule, { passive: true });
    const resize = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(schedule);
    resize?.observe(element);
    return () => {
      cancelAnimationFrame(frame);
      element.removeEventListener('scroll', schedule);
      resize?.disconnect();
    };
  }, [element, read]);

  // A new row height keeps the row at the top where it is; a new list may change the rows shown.
  const placed = useRef(height);
  useBrowserLayoutEffect(() => {
    const scroller = latest.current.element;
    if (scroller && placed.current !== height) scroller.scrollTop *= height / placed.current;
    placed.current = height;
    read();
  }, [element, count, height, read]);

  // Every mounted row is observed; the tallest since the layout last changed is the height of
  // all, so a taller row (one with a progress bar) never overlaps the next, and the height never
  // shrinks with what happens to be mounted (which would move the window, and again). Sizes come
  // from the observer, which reports layout sizes: a rect read under a large translateY is off by
  // a fraction of a pixel, times thousands of rows.
  const sizes = useRef(new Map<Element, number>());
  const reset = useRef(true);
  const width = useRef(-1);
  const observer = useRef<ResizeObserver | null>(null);
  const observe = useCallback(() => {
    if (typeof ResizeObserver === 'undefined') return null;
    return (observer.current ??= new ResizeObserver((entries) => {
      for (const { target, borderBoxSize } of entries) {
        const box = borderBoxSize[0];
        if (!target.isConnected) {
          sizes.current.delete(target);
          observer.current?.unobserve(target);
        } else if (box?.blockSize) {
          // A new width is a new layout (the container resized): sizes from before do not count.
          if (box.inlineSize !== width.current) {
            width.current = box.inlineSize;
            sizes.current.clear();
            reset.current = true;
          }
          sizes.current.set(target, box.blockSize);
        }
      }
      const tallest = Math.max(0, ...sizes.current.values());
      if (!tallest) return;
      setHeight(reset.current ? tallest : Math.max(latest.current.height, tallest));
      reset.current = false;
    }));
  }, []);

  const rowRef = useCallback(
    (node: HTMLElement | null) => {
      // A row that leaves is reported by the observer with no size, and dropped then.
      const resize = node && observe();
      if (!resize) return;
      sizes.current.set(node, 0);
      resize.observe(node);
    },
    [observe],
  );

  // StrictMode disconnects once on mount: observe the rows again.
  useEffect(() => {
    sizes.current.forEach((_, row) => observe()?.observe(row));
    return () => {
      observer.current?.disconnect();
      observer.current = null;
    };
  }, [observe]);

  // On mount and when the columns change, a first measure before paint; the observer's sizes follow.
  useBrowserLayoutEffect(() => {
    reset.current = true;
    let tallest = 0;
    sizes.current.forEach((_, row) => (tallest = Math.max(tallest, row.getBoundingClientRect().height)));
    if (tallest) setHeight(tallest);
  }, [layout]);

  const scrollToRow = useCallback(
    (row: number) => {
      const { element: scroller, height: size, count: rows } = latest.current;
      if (!scroller) return;
      // The rows start below the content's padding (the frame's space above the first row).
      const content = scroller.firstElementChild;
      const edge = content ? parseFloat(getComputedStyle(content).paddingTop) || 0 : 0;
      const top = scrollTopFor(row, size, scroller.scrollTop - edge, scroller.clientHeight);
      if (top === undefined) return;
      // The first and last rows bring that space with them, as when scrolled there by hand.
      scroller.scrollTop = row === 0 ? 0 : row === rows - 1 ? scroller.scrollHeight : top + edge;
      // Now, not at the scroll event: the caller focuses the row in this render.
      read();
    },
    [read],
  );

  const pageRows = useCallback(() => {
    const { element: scroller, height: size } = latest.current;
    return (scroller?.clientHeight ?? 0) / size;
  }, []);

  return {
    rows: windowRows(rowRange(count, height, view.top, view.viewport, OVERSCAN), count, keep),
    rowHeight: height,
    totalHeight: count * height,
    scrollRef: setElement,
    rowRef,
    scrollToRow,
    pageRows,
  };
}
