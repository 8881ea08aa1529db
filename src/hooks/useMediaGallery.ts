import { useCallback, useEffect, useInsertionEffect, useRef, useState, type FocusEvent, type KeyboardEvent, type MouseEvent, type RefCallback } from 'react';
import { useControllableState } from './useControllableState.js';
import { useFocusRecovery } from './useFocusRecovery.js';
import { useBrowserLayoutEffect } from './useBrowserLayoutEffect.js';
import { resolveColumns, type MediaGalleryColumns } from '../gallery/columns.js';

// The app's bundler replaces this; declared here, in this module only, since the library's
// build has no Node types (and a global declaration would clash with the app's @types/node).
declare const process: { env: { NODE_ENV?: string } };

export { resolveColumns, type MediaGalleryColumns } from '../gallery/columns.js';
export type MediaGallerySelectionMode = 'none' | 'single' | 'multiple';

/**
 * Warns once per bad value, in development, naming the caller and the prop. A ref, not state,
 * remembers what was said, so StrictMode's second effect run stays quiet.
 */
export function useColumnsWarning(columns: unknown, caller: string) {
  const warned = useRef<unknown>(undefined);
  useEffect(() => {
    if (process.env.NODE_ENV === 'production' || columns === undefined || resolveColumns(columns) === columns || warned.current === columns) return;
    warned.current = columns;
    console.warn(`${caller}: columns must be 2, 3 or 4; got ${typeof columns === 'number' ? columns : JSON.stringify(columns)}`);
  }, [columns, caller]);
}

const selectable = (options: UseMediaGalleryOptions, mode: MediaGallerySelectionMode, id: string) => mode !== 'none' && (options.canSelect?.(id) ?? true);
const removable = (options: UseMediaGalleryOptions, id: string) => !!options.onRemove && (options.canRemove?.(id) ?? true);

export interface UseMediaGalleryOptions {
  /** The items' ids, in display order. */
  ids: readonly string[];
  /**
   * Items per row: 2, 3 or 4 (3 by default; anything else falls back to 3 with a development warning).
   * @default 3
   */
  columns?: MediaGalleryColumns;
  /**
   * `none` (the default) shows media only; `single` and `multiple` choose media for a post.
   * @default 'none'
   */
  selectionMode?: MediaGallerySelectionMode;
  /**
   * Controlled selection: the chosen ids. In `single` mode at most one. An id that leaves `ids`
   * leaves the selection, told through `onValueChange`; ids never shown (a list still loading) stay.
   */
  value?: readonly string[];
  /** Uncontrolled starting selection. */
  defaultValue?: readonly string[];
  /** Every change of the chosen ids, in the order chosen: a choice, or an id that left `ids`. */
  onValueChange?: (value: string[]) => void;
  /**
   * Whether an item can be chosen (all can by default). One that cannot (an upload the service
   * has not confirmed yet) is `aria-disabled`, left out of every choice, and still reached by the keyboard.
   * @default every item
   */
  canSelect?: (id: string) => boolean;
  /** Offers removal (Delete or Backspace on an item, and each item's remove button). */
  onRemove?: (id: string) => void;
  /** Which items `onRemove` takes (all by default); Delete on any other changes nothing. Show a remove button where `canRemove` says so. */
  canRemove?: (id: string) => boolean;
  /**
   * Rows that PageUp and PageDown move by (3 by default); a function is asked at the key press, so a view can measure what it shows.
   * @default 3
   */
  pageRows?: number | (() => number);
  /**
   * Called before the keyboard moves focus to `index`. A virtualized view scrolls the item's row
   * into view here (the hook then focuses without scrolling); without it the browser scrolls.
   */
  scrollToIndex?: (index: number) => void;
}

export interface MediaGalleryGridProps {
  ref: RefCallback<HTMLElement>;
  role: 'grid';
  'aria-rowcount': number;
  'aria-colcount': number;
  'aria-multiselectable': true | undefined;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  onFocus: (event: FocusEvent<HTMLElement>) => void;
  onBlur: (event: FocusEvent<HTMLElement>) => void;
}

export interface MediaGalleryRowProps {
  role: 'row';
  'aria-rowindex': number;
}

export interface MediaGalleryCellProps {
  role: 'gridcell';
  'aria-colindex': number;
  'aria-selected': boolean | undefined;
  /** An item that cannot be chosen while others can. */
  'aria-disabled': true | undefined;
  tabIndex: 0 | -1;
  'data-index': number;
  'data-selected': '' | undefined;
  onClick: (event: MouseEvent<HTMLElement>) => void;
  onFocus: (event: FocusEvent<HTMLElement>) => void;
}

/** For the element shown instead of the grid when there is nothing: focus lands there when the last item goes. */
export interface MediaGalleryEmptyProps {
  ref: RefCallback<HTMLElement>;
  tabIndex: -1;
  onFocus: (event: FocusEvent<HTMLElement>) => void;
  onBlur: (event: FocusEvent<HTMLElement>) => void;
}

export interface UseMediaGalleryResult {
  /** Items per row, as resolved (2, 3 or 4). */
  columns: MediaGalleryColumns;
  /** Rows of the grid, for `aria-rowcount` and a virtualizer. */
  rowCount: number;
  /** The selection mode, as given. */
  selectionMode: MediaGallerySelectionMode;
  /** The chosen ids, in the order they were chosen. */
  value: readonly string[];
  /** Whether the id is chosen. */
  isSelected: (id: string) => boolean;
  /** Whether the item can be chosen now (false for every item in `none` mode). */
  canSelect: (id: string) => boolean;
  /** Whether the item can be removed: `onRemove` is given and `canRemove` agrees. */
  canRemove: (id: string) => boolean;
  /** Single: chooses it (or clears it when it was chosen); multiple: adds or removes it. */
  toggle: (id: string) => void;
  /** Multiple: every id, from the anchor (the last toggled) to `id`. */
  selectRange: (id: string) => void;
  /** Multiple: chooses every item that can be chosen. */
  selectAll: () => void;
  /** Replaces the chosen ids. */
  setValue: (value: readonly string[]) => void;
  /**
   * Calls `onRemove` when the item can be removed. The selection drops the id once it has left
   * `ids`; focus lost with its item comes back to the same position.
   */
  remove: (id: string) => void;
  /** The item that holds the grid's one tab stop. */
  activeIndex: number;
  /** Moves the tab stop; `focus` also moves focus there (once the item is in the DOM). */
  setActiveIndex: (index: number, options?: { focus?: boolean }) => void;
  /**
   * The index the keyboard `key` leads to from `index`, or undefined for keys that do not move.
   * In `rtl` the next item is to the left: ArrowLeft leads to it, ArrowRight to the previous one.
   */
  nextIndex: (index: number, key: string, ctrl?: boolean, direction?: 'ltr' | 'rtl') => number | undefined;
  /** Spread on the grid: `role="grid"`, its counts, `aria-multiselectable`, and the key, focus and click handlers. */
  getGridProps: () => MediaGalleryGridProps;
  /** Spread on each row: `role="row"` and `aria-rowindex`. */
  getRowProps: (row: number) => MediaGalleryRowProps;
  /** Spread on each item: `role="gridcell"`, `aria-colindex`, `aria-selected`, `aria-disabled`, the roving `tabIndex` and `data-index`. */
  getCellProps: (index: number) => MediaGalleryCellProps;
  /** Spread on what shows when there is nothing: focus lands there when the last item goes. */
  getEmptyProps: () => MediaGalleryEmptyProps;
}

/**
 * Selection and grid keyboard navigation for a gallery of media, without markup: a `role=grid`
 * of rows and cells with one tab stop (roving tabindex), arrows across rows, Home/End within a
 * row, Ctrl+Home/End, PageUp/PageDown, Space or Enter to choose, Ctrl+A to choose all, Delete
 * to remove. Works with virtualization: it focuses an item once its row is mounted.
 */
export function useMediaGallery(options: UseMediaGalleryOptions): UseMediaGalleryResult {
  const { ids, selectionMode = 'none' } = options;
  const columns = resolveColumns(options.columns);
  useColumnsWarning(options.columns, 'useMediaGallery');
  const count = ids.length;
  const rowCount = Math.ceil(count / columns);

  const selection = useControllableState<readonly string[]>({
    value: options.value,
    defaultValue: options.defaultValue ?? [],
    onChange: (next) => options.onValueChange?.([...next]),
    name: 'useMediaGallery: `value`',
  });
  const value = selection.value;
  const [active, setActive] = useState(0);
  // Items come and go (removal, a new upload): the tab stop stays at the same place, clamped.
  const activeIndex = Math.max(0, Math.min(active, count - 1));

  // Read at call time, so handlers keep one identity and two changes in one event compose.
  const latest = useRef({ ids, options, activeIndex, selectionMode });
  useInsertionEffect(() => {
    latest.current = { ids, options, activeIndex, selectionMode };
  });
  const anchor = useRef<string | undefined>(undefined);
  const grid = useRef<HTMLElement | null>(null);
  const pendingFocus = useRef<number | null>(null);

  const { current: chosenNow, set: propose } = selection;
  const setValue = useCallback((next: readonly string[]) => propose([...next]), [propose]);

  // Handlers ask at call time; the render asks this render's options (see the result's).
  const canSelect = useCallback((id: string) => selectable(latest.current.options, latest.current.selectionMode, id), []);
  const canRemove = useCallback((id: string) => removable(latest.current.options, id), []);

  const toggle = useCallback(
    (id: string) => {
      const { selectionMode: mode } = latest.current;
      const current = chosenNow();
      if (!canSelect(id)) return;
      anchor.current = id;
      const chosen = current.includes(id);
      if (mode === 'single') setValue(chosen ? [] : [id]);
      else setValue(chosen ? current.filter((other) => other !== id) : [...current, id]);
    },
    [setValue, canSelect, chosenNow],
  );

  const selectRange = useCallback(
    (id: string) => {
      const { ids: all, selectionMode: mode } = latest.current;
      const current = chosenNow();
      if (mode !== 'multiple' || anchor.current === undefined || !all.includes(anchor.current)) return toggle(id);
      const [from, to] = [all.indexOf(anchor.current), all.indexOf(id)].sort((a, b) => a - b) as [number, number];
      const range = all.slice(from, to + 1);
      setValue([...current, ...range.filter((other) => !current.includes(other) && canSelect(other))]);
    },
    [setValue, toggle, canSelect, chosenNow],
  );

  const selectAll = useCallback(() => {
    if (latest.current.selectionMode === 'multiple') setValue(latest.current.ids.filter(canSelect));
  }, [setValue, canSelect]);

  const setActiveIndex = useCallback((index: number, { focus = false } = {}) => {
    const last = latest.current.ids.length - 1;
    const next = Math.max(0, Math.min(index, last));
    setActive(next);
    if (!focus) return;
    pendingFocus.current = next;
    latest.current.options.scrollToIndex?.(next);
  }, []);

  // Nothing changes here but the call: the item may go now, later (the service asked first) or
  // never (a failed delete). Whatever goes leaves the selection below, once it has gone, and the
  // focus it held comes back to the same position through focus recovery.
  const remove = useCallback(
    (id: string) => {
      if (canRemove(id)) latest.current.options.onRemove?.(id);
    },
    [canRemove],
  );

  // Ids that leave (removed here, by an uploader, by a refresh) leave the selection. Only ids
  // that were shown: a selection restored before its list loads is kept. After the commit, never
  // during render; a ref, not state, holds the ids seen, so StrictMode's second run finds nothing.
  const shownIds = useRef(ids);
  useBrowserLayoutEffect(() => {
    const before = shownIds.current;
    shownIds.current = ids;
    const chosen = chosenNow();
    if (before === ids || !chosen.length) return;
    const now = new Set(ids);
    const missing = chosen.filter((id) => !now.has(id));
    if (!missing.length) return;
    const was = new Set(before);
    const gone = new Set(missing.filter((id) => was.has(id)));
    if (gone.size) setValue(chosen.filter((id) => !gone.has(id)));
  }, [ids, setValue, chosenNow]);

  // After the commit that mounted the item: focus it. With a virtualizer the row may mount a
  // render later (after its scroll), so the request waits until the cell exists. Focus lost
  // with its element (a removed item) comes back to the tab stop instead of the page's body, or
  // to the empty state when the last item went with it.
  const empty = useRef<HTMLElement | null>(null);
  const { onFocus, onBlur } = useFocusRecovery((lost) => {
    const index = pendingFocus.current ?? (lost ? latest.current.activeIndex : null);
    const cell = index === null ? null : grid.current?.querySelector<HTMLElement>(`[role="gridcell"][data-index="${index}"]`);
    if (cell) {
      pendingFocus.current = null;
      cell.focus({ preventScroll: !!latest.current.options.scrollToIndex });
    } else if (lost && !latest.current.ids.length) {
      empty.current?.focus();
    }
  });

  const nextIndex = useCallback(
    (index: number, key: string, ctrl = false, direction?: 'ltr' | 'rtl') => {
      const last = latest.current.ids.length - 1;
      const rowStart = index - (index % columns);
      const rows = latest.current.options.pageRows ?? 3;
      const page = Math.max(1, Math.floor(typeof rows === 'function' ? rows() : rows)) * columns;
      switch (key) {
        // Arrows follow the reading direction: in a right-to-left page the grid's first column is
        // on the right, so the next item is to the left (docs/languages.md, "Right to left").
        case 'ArrowRight':
        case 'ArrowLeft':
          return (key === 'ArrowRight') !== (direction === 'rtl') ? Math.min(index + 1, last) : Math.max(index - 1, 0);
        case 'ArrowDown':
          // From the row above a short last row, down lands on the last item, as file managers do.
          return rowStart + columns <= last ? Math.min(index + columns, last) : index;
        case 'ArrowUp':
          return index - columns >= 0 ? index - columns : index;
        case 'Home':
          return ctrl ? 0 : rowStart;
        case 'End':
          return ctrl ? last : Math.min(rowStart + columns - 1, last);
        // A page past either end lands in the same column of the first or last row.
        case 'PageDown':
          return index + page <= last ? index + page : Math.min(last - (last % columns) + (index % columns), last);
        case 'PageUp':
          return index - page >= 0 ? index - page : index % columns;
        default:
          return undefined;
      }
    },
    [columns],
  );

  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      const target = event.target as HTMLElement;
      const cell = target.closest<HTMLElement>('[role="gridcell"]');
      if (!cell || event.altKey) return;
      const index = Number(cell.dataset.index);
      const id = latest.current.ids[index];
      if (id === undefined) return;
      const ctrl = event.ctrlKey || event.metaKey;
      const onCell = target === cell;

      // The direction where the key is pressed: a dir="rtl" on any ancestor, or the app's CSS.
      const next = nextIndex(index, event.key, ctrl, getComputedStyle(cell).direction as 'ltr' | 'rtl');
      if (next !== undefined) {
        event.preventDefault();
        if (event.shiftKey && latest.current.selectionMode === 'multiple' && next !== index) {
          anchor.current ??= id;
          const nextId = latest.current.ids[next];
          if (nextId !== undefined) selectRange(nextId);
        }
        setActiveIndex(next, { focus: true });
        return;
      }
      if (!onCell) return;
      if ((event.key === ' ' || event.key === 'Enter') && latest.current.selectionMode !== 'none') {
        event.preventDefault();
        if (event.shiftKey) selectRange(id);
        else toggle(id);
      } else if (ctrl && event.key.toLowerCase() === 'a' && latest.current.selectionMode === 'multiple') {
        event.preventDefault();
        selectAll();
      } else if ((event.key === 'Delete' || event.key === 'Backspace') && canRemove(id)) {
        event.preventDefault();
        remove(id);
      }
    },
    [nextIndex, remove, canRemove, selectAll, selectRange, setActiveIndex, toggle],
  );

  const gridRef = useCallback((node: HTMLElement | null) => {
    grid.current = node;
  }, []);
  const emptyRef = useCallback((node: HTMLElement | null) => {
    empty.current = node;
  }, []);

  const getGridProps = (): MediaGalleryGridProps => ({
    ref: gridRef,
    role: 'grid',
    'aria-rowcount': rowCount,
    'aria-colcount': columns,
    'aria-multiselectable': selectionMode === 'multiple' || undefined,
    onKeyDown,
    onFocus,
    onBlur,
  });

  const getRowProps = (row: number): MediaGalleryRowProps => ({ role: 'row', 'aria-rowindex': row + 1 });

  // The element itself takes focus, but Tab never stops there.
  const getEmptyProps = (): MediaGalleryEmptyProps => ({ ref: emptyRef, tabIndex: -1, onFocus, onBlur });

  const chosen = new Set(value);
  const getCellProps = (index: number): MediaGalleryCellProps => {
    const id = ids[index] ?? '';
    const selected = chosen.has(id);
    return {
      role: 'gridcell',
      'aria-colindex': (index % columns) + 1,
      'aria-selected': selectionMode === 'none' ? undefined : selected,
      'aria-disabled': selectionMode === 'none' || selectable(options, selectionMode, id) ? undefined : true,
      tabIndex: index === activeIndex ? 0 : -1,
      'data-index': index,
      'data-selected': selected ? '' : undefined,
      onClick: (event) => {
        // A click on a control inside the item (its remove button) is that control's.
        if (event.target !== event.currentTarget && (event.target as Element).closest('button, a, input')) return;
        setActiveIndex(index);
        if (event.shiftKey) selectRange(id);
        else toggle(id);
      },
      onFocus: (event) => {
        if (event.target === event.currentTarget && index !== latest.current.activeIndex) setActiveIndex(index);
      },
    };
  };

  return {
    columns,
    rowCount,
    selectionMode,
    value,
    isSelected: (id) => chosen.has(id),
    canSelect: (id) => selectable(options, selectionMode, id),
    canRemove: (id) => removable(options, id),
    toggle,
    selectRange,
    selectAll,
    setValue,
    remove,
    activeIndex,
    setActiveIndex,
    nextIndex,
    getGridProps,
    getRowProps,
    getCellProps,
    getEmptyProps,
  };
}
