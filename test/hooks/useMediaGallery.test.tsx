import { act, renderHook } from '@testing-library/react';
import { StrictMode, useState } from 'react';
import { MediaGallery, useMediaGallery, type UseMediaGalleryOptions, type UseMediaGalleryResult } from '../../src/index.js';
import { resolveColumns } from '../../src/gallery/columns.js';
import { renderWithProvider } from '../support/render.js';

const IDS = Array.from({ length: 10 }, (_, index) => `m${index}`);

describe('useMediaGallery', () => {
  it('chooses one at a time in single mode, and clears by choosing the same again', () => {
    const onValueChange = vi.fn();
    const { result } = renderHook(() => useMediaGallery({ ids: IDS, selectionMode: 'single', onValueChange }));
    act(() => result.current.toggle('m2'));
    act(() => result.current.toggle('m5'));
    expect(result.current.value).toEqual(['m5']);
    expect(result.current.isSelected('m2')).toBe(false);
    act(() => result.current.toggle('m5'));
    expect(result.current.value).toEqual([]);
    expect(onValueChange.mock.calls).toEqual([[['m2']], [['m5']], [[]]]);
  });

  it('adds and removes in multiple mode, ranges from the anchor, and chooses all', () => {
    const { result } = renderHook(() => useMediaGallery({ ids: IDS, selectionMode: 'multiple', defaultValue: ['m9'] }));
    act(() => result.current.toggle('m1'));
    act(() => result.current.selectRange('m4'));
    expect(result.current.value).toEqual(['m9', 'm1', 'm2', 'm3', 'm4']);
    act(() => result.current.toggle('m9'));
    expect(result.current.value).toEqual(['m1', 'm2', 'm3', 'm4']);
    act(() => result.current.selectAll());
    expect(result.current.value).toEqual(IDS);
  });

  it('chooses nothing in none mode, and marks no cell as selectable', () => {
    const onValueChange = vi.fn();
    const { result } = renderHook(() => useMediaGallery({ ids: IDS, onValueChange }));
    act(() => result.current.toggle('m1'));
    act(() => result.current.selectAll());
    expect(onValueChange).not.toHaveBeenCalled();
    expect(result.current.getCellProps(1)['aria-selected']).toBeUndefined();
    expect(result.current.getGridProps()['aria-multiselectable']).toBeUndefined();
  });

  it('follows the value it is given when controlled, and only proposes changes', () => {
    const onValueChange = vi.fn();
    const { result, rerender } = renderHook<UseMediaGalleryResult, UseMediaGalleryOptions>((props) => useMediaGallery(props), {
      initialProps: { ids: IDS, selectionMode: 'multiple', value: ['m1'], onValueChange },
    });
    act(() => result.current.toggle('m2'));
    expect(onValueChange).toHaveBeenCalledWith(['m1', 'm2']);
    expect(result.current.value).toEqual(['m1']);
    rerender({ ids: IDS, selectionMode: 'multiple', value: ['m3'], onValueChange });
    expect(result.current.isSelected('m3')).toBe(true);
    expect(result.current.getCellProps(3)).toMatchObject({ 'aria-selected': true, 'data-selected': '' });
  });

  it('builds each change on the selection the parent rendered, never on one it refused', async () => {
    const onValueChange = vi.fn();
    const { result } = renderHook(() => useMediaGallery({ ids: IDS, selectionMode: 'multiple', value: [], onValueChange }));
    for (const id of ['m1', 'm2', 'm1']) {
      await act(async () => {
        result.current.toggle(id);
        await Promise.resolve();
      });
    }
    expect(onValueChange.mock.calls).toEqual([[['m1']], [['m2']], [['m1']]]);
    expect(result.current.value).toEqual([]);
  });

  it('composes two changes made in one handler through a parent that keeps the state', () => {
    const { result } = renderHook(() => {
      const [value, setValue] = useState<string[]>([]);
      return useMediaGallery({ ids: IDS, selectionMode: 'multiple', value, onValueChange: setValue });
    });
    act(() => {
      result.current.toggle('m1');
      result.current.toggle('m2');
    });
    expect(result.current.value).toEqual(['m1', 'm2']);
  });

  it('calls onRemove, and drops the item from the selection once it has left', () => {
    const onRemove = vi.fn();
    const onValueChange = vi.fn();
    const { result, rerender } = renderHook(({ ids }) => useMediaGallery({ ids, selectionMode: 'multiple', defaultValue: ['m1', 'm2'], onValueChange, onRemove }), {
      initialProps: { ids: IDS },
    });
    act(() => result.current.remove('m1'));
    expect(onRemove).toHaveBeenCalledWith('m1');
    // Nothing is gone yet (the app may be asking the service): the choice stands until it is.
    expect(onValueChange).not.toHaveBeenCalled();
    rerender({ ids: IDS.filter((id) => id !== 'm1') });
    expect(onValueChange.mock.calls).toEqual([[['m2']]]);
    expect(result.current.value).toEqual(['m2']);
  });

  it('removes only what canRemove allows, and a key on anything else changes nothing', () => {
    const onRemove = vi.fn();
    const onValueChange = vi.fn();
    const { result } = renderHook(() =>
      useMediaGallery({ ids: IDS, selectionMode: 'multiple', defaultValue: ['m1'], onValueChange, onRemove, canRemove: (id) => id !== 'm1' }),
    );
    expect([result.current.canRemove('m1'), result.current.canRemove('m2')]).toEqual([false, true]);
    act(() => result.current.remove('m1'));
    expect(onRemove).not.toHaveBeenCalled();
    act(() => result.current.remove('m2'));
    expect(onRemove).toHaveBeenCalledWith('m2');
    expect(onValueChange).not.toHaveBeenCalled();
    // Without onRemove nothing can be removed, whatever canRemove says.
    const { result: bare } = renderHook(() => useMediaGallery({ ids: IDS, canRemove: () => true }));
    expect(bare.current.canRemove('m2')).toBe(false);
  });

  it('never chooses what canSelect refuses, which stays reachable and says it is unavailable', () => {
    const onValueChange = vi.fn();
    const canSelect = (id: string) => id !== 'm2' && id !== 'm3';
    const { result } = renderHook(() => useMediaGallery({ ids: IDS, selectionMode: 'multiple', onValueChange, canSelect }));
    act(() => result.current.toggle('m2'));
    expect(onValueChange).not.toHaveBeenCalled();
    act(() => result.current.toggle('m1'));
    act(() => result.current.selectRange('m4'));
    expect(result.current.value).toEqual(['m1', 'm4']);
    act(() => result.current.selectAll());
    expect(result.current.value).toEqual(IDS.filter(canSelect));
    expect(result.current.getCellProps(2)).toMatchObject({ 'aria-disabled': true, 'aria-selected': false, tabIndex: -1 });
    expect(result.current.getCellProps(1)['aria-disabled']).toBeUndefined();
    expect(result.current.canSelect('m2')).toBe(false);
    // Browsing only: nothing is choosable, so nothing is marked unavailable either.
    const { result: browsing } = renderHook(() => useMediaGallery({ ids: IDS, canSelect }));
    expect(browsing.current.getCellProps(2)['aria-disabled']).toBeUndefined();
  });

  it('takes ids that leave out of the selection, once under StrictMode, and keeps ids it never showed', () => {
    const onValueChange = vi.fn();
    const { result, rerender } = renderHook(
      ({ ids }) => useMediaGallery({ ids, selectionMode: 'multiple', defaultValue: ['m1', 'draft', 'm5'], onValueChange }),
      { initialProps: { ids: IDS }, wrapper: StrictMode },
    );
    // 'draft' is not shown (a list still loading, say): it was never there to leave.
    expect(onValueChange).not.toHaveBeenCalled();
    rerender({ ids: IDS.filter((id) => id !== 'm5') });
    expect(onValueChange.mock.calls).toEqual([[['m1', 'draft']]]);
    expect(result.current.value).toEqual(['m1', 'draft']);
    rerender({ ids: [...IDS.filter((id) => id !== 'm5'), 'm10'] });
    expect(onValueChange).toHaveBeenCalledTimes(1);
  });

  it('tells a controlled parent once when chosen ids leave, and does not loop when the parent keeps its value', () => {
    const onValueChange = vi.fn();
    const { rerender } = renderHook<UseMediaGalleryResult, UseMediaGalleryOptions>((props) => useMediaGallery(props), {
      initialProps: { ids: IDS, selectionMode: 'multiple', value: ['m1', 'm2'], onValueChange },
      wrapper: StrictMode,
    });
    rerender({ ids: IDS.slice(2), selectionMode: 'multiple', value: ['m1', 'm2'], onValueChange });
    expect(onValueChange.mock.calls).toEqual([[['m2']]]);
    // New arrays of the same ids, the parent still holding m1: said once is enough.
    rerender({ ids: IDS.slice(2), selectionMode: 'multiple', value: ['m1', 'm2'], onValueChange });
    rerender({ ids: IDS.slice(2), selectionMode: 'multiple', value: ['m1', 'm2'], onValueChange });
    expect(onValueChange).toHaveBeenCalledTimes(1);
  });

  it('keeps a parent that follows its proposals in step when ids leave', () => {
    const { result, rerender } = renderHook(
      ({ ids }) => {
        const [value, setValue] = useState<string[]>(['m1', 'm2', 'm3']);
        return useMediaGallery({ ids, selectionMode: 'multiple', value, onValueChange: setValue });
      },
      { initialProps: { ids: IDS }, wrapper: StrictMode },
    );
    rerender({ ids: IDS.filter((id) => id !== 'm2') });
    expect(result.current.value).toEqual(['m1', 'm3']);
  });

  it('leads each key to the right item in a grid of 3 with a short last row', () => {
    // 10 items, 3 per row: rows [0 1 2] [3 4 5] [6 7 8] [9]
    const { result } = renderHook(() => useMediaGallery({ ids: IDS, pageRows: 2 }));
    const next = result.current.nextIndex;
    expect(result.current.rowCount).toBe(4);
    expect([next(2, 'ArrowRight'), next(3, 'ArrowLeft'), next(9, 'ArrowRight'), next(0, 'ArrowLeft')]).toEqual([3, 2, 9, 0]);
    expect([next(1, 'ArrowDown'), next(7, 'ArrowDown'), next(9, 'ArrowDown'), next(4, 'ArrowUp'), next(1, 'ArrowUp')]).toEqual([4, 9, 9, 1, 1]);
    expect([next(4, 'Home'), next(4, 'End'), next(9, 'End'), next(4, 'Home', true), next(4, 'End', true)]).toEqual([3, 5, 9, 0, 9]);
    expect([next(1, 'PageDown'), next(4, 'PageDown'), next(8, 'PageUp'), next(4, 'PageUp')]).toEqual([7, 9, 2, 1]);
    expect(next(4, 'x')).toBeUndefined();
  });

  it('leads the arrows the other way round right to left, and nothing else', () => {
    const { result } = renderHook(() => useMediaGallery({ ids: IDS, pageRows: 2 }));
    const next = result.current.nextIndex;
    expect([next(2, 'ArrowLeft', false, 'rtl'), next(3, 'ArrowRight', false, 'rtl'), next(9, 'ArrowLeft', false, 'rtl'), next(0, 'ArrowRight', false, 'rtl')]).toEqual([3, 2, 9, 0]);
    expect([next(1, 'ArrowDown', false, 'rtl'), next(4, 'ArrowUp', false, 'rtl'), next(4, 'Home', false, 'rtl'), next(4, 'End', false, 'rtl'), next(4, 'End', true, 'rtl')]).toEqual([4, 1, 3, 5, 9]);
    expect([next(4, 'ArrowRight', false, 'ltr'), next(4, 'ArrowLeft', false, 'ltr')]).toEqual([5, 3]);
  });

  it('keeps the tab stop in place, clamped, when items go away', () => {
    const { result, rerender } = renderHook(({ ids }) => useMediaGallery({ ids }), { initialProps: { ids: IDS } });
    act(() => result.current.setActiveIndex(8));
    expect(result.current.getCellProps(8).tabIndex).toBe(0);
    rerender({ ids: IDS.slice(0, 5) });
    expect(result.current.activeIndex).toBe(4);
    expect(result.current.getCellProps(4).tabIndex).toBe(0);
  });

  it('falls back to 3 columns for anything but 2, 3 or 4, warning once, naming itself', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect([2, 3, 4, 5, 0, '4', undefined].map(resolveColumns)).toEqual([2, 3, 4, 3, 3, 3, 3]);
    const { result, rerender } = renderHook(() => useMediaGallery({ ids: IDS, columns: 5 as never }), { wrapper: StrictMode });
    rerender();
    expect(result.current.columns).toBe(3);
    expect(warn.mock.calls).toEqual([['useMediaGallery: columns must be 2, 3 or 4; got 5']]);
  });
});

describe('MediaGallery in jsdom', () => {
  it('warns about columns under its own name, once, under StrictMode', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderWithProvider(<MediaGallery items={[{ id: 'a', name: 'a.png' }]} columns={1 as never} />, { strict: true });
    expect(warn.mock.calls).toEqual([['MediaGallery: columns must be 2, 3 or 4; got 1']]);
  });

  it('says so when there is nothing to show', () => {
    const { getByText, container } = renderWithProvider(<MediaGallery items={[]} />);
    expect(getByText('No media yet.')).toBeInTheDocument();
    // Focus can land there when the last item goes, but Tab never stops on it.
    expect(getByText('No media yet.').closest('[data-part="empty"]')).toHaveAttribute('tabindex', '-1');
    expect(container.querySelector('[role="grid"]')).toBeNull();
    expect(container.querySelector('[data-scope="media-gallery"][data-part="root"]')).toHaveAttribute('data-empty', '');
  });
});
