import { useCallback, useRef, useState, type FocusEvent, type KeyboardEvent, type MouseEvent, type RefCallback } from 'react';
import { useControllableState } from './useControllableState.js';
import { useLatest } from './useLatest.js';
import { useGridFocus } from './useGridFocus.js';
import { useBrowserLayoutEffect } from './useBrowserLayoutEffect.js';
import { useColumnsWarning } from './useColumnsWarning.js';
import { resolveColumns, type MediaGalleryColumns } from '../gallery/columns.js';
import { createGallerySelection, isRemovable, isSelectable, withoutGone, type MediaGallerySelectionMode } from '../gallery/selection.js';
import { galleryKeyAnswer, gridNextIndex } from '../gallery/keyboard.js';

export { resolveColumns, type MediaGalleryColumns } from '../gallery/columns.js';
export type { MediaGallerySelectionMode } from '../gallery/selection.js';

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
  const [active, setActive] = useState(0);
  // Items come and go (removal, a new upload): the tab stop stays at the same place, clamped.
  const activeIndex = Math.max(0, Math.min(active, count - 1));

  // Read at call time, so handlers keep one identity and two changes in one event compose.
  const latest = useLatest({ ids, options, columns, activeIndex, selectionMode });

  const { value, current: chosenNow, set: propose } = selection;
  const setValue = useCallback((next: readonly string[]) => propose([...next]), [propose]);

  // Ids that leave (removed here, by an uploader, by a refresh) leave the selection. Only ids
  // that were shown: a selection restored before its list loads is kept. After the commit, never
  // during render; a ref, not state, holds the ids seen, so StrictMode's second run finds nothing.
  const shownIds = useRef(ids);
  useBrowserLayoutEffect(() => {
    const before = shownIds.current;
    shownIds.current = ids;
    const kept = withoutGone(chosenNow(), before, ids);
    if (kept) setValue(kept);
  }, [ids, setValue, chosenNow]);

  // Focus that a removed item held comes back to the same position.
  const { gridRef, emptyRef, onFocus, onBlur, focusWhenMounted } = useGridFocus(() => ({
    activeIndex: latest.current.activeIndex,
    count: latest.current.ids.length,
    scrolls: !!latest.current.options.scrollToIndex,
  }));

  // Made once, so every command and handler keeps its identity; each reads the latest render
  // through the ref (the render asks this render's options: see the result's canSelect and canRemove).
  const [handlers] = useState(() => {
    const selected = createGallerySelection({ ids: () => latest.current.ids, mode: () => latest.current.selectionMode, rules: () => latest.current.options, value: chosenNow, set: setValue });
    const setActiveIndex = (index: number, { focus = false } = {}) => {
      const next = Math.max(0, Math.min(index, latest.current.ids.length - 1));
      setActive(next);
      if (!focus) return;
      focusWhenMounted(next);
      latest.current.options.scrollToIndex?.(next);
    };
    const nextIndex = (index: number, key: string, ctrl = false, direction?: 'ltr' | 'rtl') =>
      gridNextIndex(index, key, { count: latest.current.ids.length, columns: latest.current.columns, pageRows: latest.current.options.pageRows, ctrl, direction });
    const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
      const target = event.target as HTMLElement;
      const cell = target.closest<HTMLElement>('[role="gridcell"]');
      if (!cell || event.altKey) return;
      const index = Number(cell.dataset.index);
      const { ids: all, selectionMode: mode, options: now, columns: perRow } = latest.current;
      const id = all[index];
      if (id === undefined) return;
      const press = { key: event.key, ctrl: event.ctrlKey || event.metaKey, shift: event.shiftKey, onCell: target === cell };
      // The direction where the key is pressed: a dir="rtl" on any ancestor, or the app's CSS.
      const direction = getComputedStyle(cell).direction as 'ltr' | 'rtl';
      const answer = galleryKeyAnswer(press, index, { count: all.length, columns: perRow, pageRows: now.pageRows, direction, mode });
      if (!answer || (answer.command === 'remove' && !selected.canRemove(id))) return;
      event.preventDefault();
      if (answer.command) return selected.run(answer.command, id);
      if (answer.grow) selected.growTo(id, all[answer.move]);
      setActiveIndex(answer.move, { focus: true });
    };
    return { ...selected, setActiveIndex, nextIndex, onKeyDown };
  });
  const { toggle, selectRange, selectAll, remove, setActiveIndex, nextIndex, onKeyDown } = handlers;

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
      'aria-disabled': selectionMode === 'none' || isSelectable(options, selectionMode, id) ? undefined : true,
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
    canSelect: (id) => isSelectable(options, selectionMode, id),
    canRemove: (id) => isRemovable(options, id),
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
