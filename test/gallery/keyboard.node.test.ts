import { galleryKeyAnswer, gridNextIndex } from '../../src/gallery/keyboard.js';

// The gallery's keyboard without React or DOM. 10 items, 3 per row: [0 1 2] [3 4 5] [6 7 8] [9].
const grid = { count: 10, columns: 3, pageRows: 2 };
const press = (key: string, more: Partial<{ ctrl: boolean; shift: boolean; onCell: boolean }> = {}) => ({ key, ctrl: false, shift: false, onCell: true, ...more });

describe('gridNextIndex', () => {
  it('leads each key to the right item, a short last row included', () => {
    const next = (index: number, key: string, ctrl = false) => gridNextIndex(index, key, { ...grid, ctrl });
    expect([next(1, 'ArrowDown'), next(7, 'ArrowDown'), next(9, 'ArrowDown'), next(4, 'ArrowUp')]).toEqual([4, 9, 9, 1]);
    expect([next(4, 'Home'), next(4, 'End'), next(4, 'Home', true), next(4, 'End', true)]).toEqual([3, 5, 0, 9]);
    expect([next(1, 'PageDown'), next(4, 'PageDown'), next(8, 'PageUp'), next(4, 'PageUp')]).toEqual([7, 9, 2, 1]);
    expect(gridNextIndex(2, 'ArrowLeft', { ...grid, direction: 'rtl' })).toBe(3);
    expect(next(4, 'x')).toBeUndefined();
  });

  it('asks a pageRows function at the key press', () => {
    const rows = vi.fn(() => 1);
    expect(gridNextIndex(0, 'PageDown', { ...grid, pageRows: rows })).toBe(3);
    expect(rows).toHaveBeenCalledTimes(1);
  });
});

describe('galleryKeyAnswer', () => {
  it('moves the tab stop, growing the choice with Shift in multiple mode only', () => {
    expect(galleryKeyAnswer(press('ArrowRight', { shift: true }), 0, { ...grid, mode: 'multiple' })).toEqual({ move: 1, grow: true });
    expect(galleryKeyAnswer(press('ArrowRight', { shift: true }), 0, { ...grid, mode: 'single' })).toEqual({ move: 1, grow: false });
    expect(galleryKeyAnswer(press('ArrowLeft', { shift: true }), 0, { ...grid, mode: 'multiple' })).toEqual({ move: 0, grow: false });
  });

  it('runs a command only on the cell itself, by mode', () => {
    const multiple = { ...grid, mode: 'multiple' as const };
    expect(galleryKeyAnswer(press(' '), 0, multiple)).toEqual({ command: 'toggle' });
    expect(galleryKeyAnswer(press('Enter', { shift: true }), 0, multiple)).toEqual({ command: 'range' });
    expect(galleryKeyAnswer(press('A', { ctrl: true }), 0, multiple)).toEqual({ command: 'all' });
    expect(galleryKeyAnswer(press('a', { ctrl: true }), 0, { ...grid, mode: 'single' })).toBeUndefined();
    expect(galleryKeyAnswer(press(' '), 0, { ...grid, mode: 'none' })).toBeUndefined();
    expect(galleryKeyAnswer(press('Delete'), 0, { ...grid, mode: 'none' })).toEqual({ command: 'remove' });
    expect(galleryKeyAnswer(press(' ', { onCell: false }), 0, multiple)).toBeUndefined();
  });
});
