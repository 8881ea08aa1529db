import { createGallerySelection, withoutGone, type GalleryItemRules, type MediaGallerySelectionMode } from '../../src/gallery/selection.js';

// The gallery's selection without React: a source that keeps what it is given, as an uncontrolled
// useMediaGallery does.
function setup(mode: MediaGallerySelectionMode, rules: GalleryItemRules = {}, ids = ['a', 'b', 'c', 'd', 'e']) {
  let value: readonly string[] = [];
  const set = vi.fn((next: readonly string[]) => (value = next));
  const selection = createGallerySelection({ ids: () => ids, mode: () => mode, rules: () => rules, value: () => value, set });
  return { selection, set, value: () => value };
}

describe('createGallerySelection', () => {
  it('chooses one at a time in single mode, and clears the one chosen when chosen again', () => {
    const { selection, value } = setup('single');
    selection.toggle('b');
    selection.toggle('d');
    expect(value()).toEqual(['d']);
    selection.toggle('d');
    expect(value()).toEqual([]);
  });

  it('adds and removes in multiple mode, in the order chosen, and skips what cannot be chosen', () => {
    const { selection, value, set } = setup('multiple', { canSelect: (id) => id !== 'c' });
    selection.toggle('d');
    selection.toggle('a');
    selection.toggle('c');
    expect(value()).toEqual(['d', 'a']);
    selection.toggle('d');
    expect(value()).toEqual(['a']);
    expect(set).toHaveBeenCalledTimes(3);
  });

  it('chooses a range from the last toggled, leaving out what cannot be chosen, and toggles without an anchor', () => {
    const { selection, value } = setup('multiple', { canSelect: (id) => id !== 'c' });
    selection.selectRange('b');
    expect(value()).toEqual(['b']);
    selection.selectRange('e');
    expect(value()).toEqual(['b', 'd', 'e']);
  });

  it('grows a keyboard range from where it started, and chooses all in multiple mode only', () => {
    const { selection, value } = setup('multiple');
    selection.growTo('b', 'c');
    selection.growTo('c', 'd');
    expect(value()).toEqual(['b', 'c', 'd']);
    selection.selectAll();
    expect(value()).toEqual(['a', 'b', 'c', 'd', 'e']);
    const single = setup('single');
    single.selection.selectAll();
    expect(single.set).not.toHaveBeenCalled();
  });

  it('chooses nothing in none mode, and asks the app to remove only what it may', () => {
    const onRemove = vi.fn();
    const { selection, set } = setup('none', { onRemove, canRemove: (id) => id !== 'a' });
    selection.toggle('a');
    selection.run('toggle', 'b');
    expect(set).not.toHaveBeenCalled();
    selection.run('remove', 'a');
    selection.remove('b');
    expect(onRemove.mock.calls).toEqual([['b']]);
    expect(setup('none').selection.canRemove('a')).toBe(false);
  });
});

describe('withoutGone', () => {
  it('drops the chosen ids that were shown and left, and keeps those never shown', () => {
    expect(withoutGone(['a', 'x', 'c'], ['a', 'b', 'c'], ['a', 'b'])).toEqual(['a', 'x']);
    expect(withoutGone(['a', 'x'], ['a', 'b'], ['a'])).toBeUndefined();
    const ids = ['a'];
    expect(withoutGone(['z'], ids, ids)).toBeUndefined();
  });
});
