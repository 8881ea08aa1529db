/**
 * The gallery's keyboard without React or DOM: where a key leads in a grid of rows, and what a key
 * on an item does. `useMediaGallery` reads the key press and applies the answer.
 */

import type { GalleryCommand, MediaGallerySelectionMode } from './selection.js';

export interface GridMove {
  /** Items in the grid. */
  count: number;
  columns: number;
  /** Rows that PageUp and PageDown move by; a function is asked at the key press. */
  pageRows?: number | (() => number);
  /** Ctrl (or ⌘) held: Home and End go to the first and last item of the grid. */
  ctrl?: boolean;
  direction?: 'ltr' | 'rtl';
}

/** The index the keyboard `key` leads to from `index`, or undefined for keys that do not move. */
export function gridNextIndex(index: number, key: string, { count, columns, pageRows = 3, ctrl = false, direction }: GridMove): number | undefined {
  const last = count - 1;
  const rowStart = index - (index % columns);
  const page = Math.max(1, Math.floor(typeof pageRows === 'function' ? pageRows() : pageRows)) * columns;
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
}

/** The command of a key on an item in `mode`, or undefined. `remove` still asks whether the item can go. */
export function galleryKeyCommand(key: string, { ctrl, shift }: { ctrl: boolean; shift: boolean }, mode: MediaGallerySelectionMode): GalleryCommand | undefined {
  if ((key === ' ' || key === 'Enter') && mode !== 'none') return shift ? 'range' : 'toggle';
  if (ctrl && key.toLowerCase() === 'a' && mode === 'multiple') return 'all';
  if (key === 'Delete' || key === 'Backspace') return 'remove';
  return undefined;
}

/** A key press on a cell, as the grid reads it. */
export interface GalleryKeyPress {
  key: string;
  /** Ctrl or ⌘. */
  ctrl: boolean;
  shift: boolean;
  /** On the cell itself, not on a control inside it: only then do the commands apply. */
  onCell: boolean;
}

/** Where a key press takes the tab stop (Shift growing the choice, in `multiple` mode), or the command it runs on the item. */
export type GalleryKeyAnswer = { move: number; grow: boolean; command?: undefined } | { command: GalleryCommand };

/** What a key pressed on the cell at `index` does, or undefined for a key the grid leaves alone. */
export function galleryKeyAnswer(press: GalleryKeyPress, index: number, grid: GridMove & { mode: MediaGallerySelectionMode }): GalleryKeyAnswer | undefined {
  const move = gridNextIndex(index, press.key, { ...grid, ctrl: press.ctrl });
  if (move !== undefined) return { move, grow: press.shift && grid.mode === 'multiple' && move !== index };
  const command = press.onCell ? galleryKeyCommand(press.key, press, grid.mode) : undefined;
  return command && { command };
}
