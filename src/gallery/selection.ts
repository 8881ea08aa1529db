/**
 * The gallery's selection and removal without React: what a choice, a range or "all" makes of the
 * chosen ids, and which items may be chosen or removed. `useMediaGallery` adapts it; the ids, the
 * mode, the app's rules and the value are read at call time, so two changes in one event compose
 * and a refused change never sticks (the value is the hook's).
 */

export type MediaGallerySelectionMode = 'none' | 'single' | 'multiple';

/** What a key on an item does (gallery/keyboard.ts): choose it, choose up to it, choose all, or remove it. */
export type GalleryCommand = 'toggle' | 'range' | 'all' | 'remove';

/** The app's say over each item (`useMediaGallery`'s options of these names). */
export interface GalleryItemRules {
  canSelect?: (id: string) => boolean;
  canRemove?: (id: string) => boolean;
  onRemove?: (id: string) => void;
}

/** Whether the item can be chosen now: never in `none` mode, else as `canSelect` says (yes by default). */
export const isSelectable = (rules: GalleryItemRules, mode: MediaGallerySelectionMode, id: string) => mode !== 'none' && (rules.canSelect?.(id) ?? true);

/** Whether the item can be removed: `onRemove` is given and `canRemove` agrees. */
export const isRemovable = (rules: GalleryItemRules, id: string) => !!rules.onRemove && (rules.canRemove?.(id) ?? true);

/** What the selection reads when it is asked, and where its changes go. */
export interface GallerySelectionSource {
  /** The items' ids, in display order. */
  ids: () => readonly string[];
  mode: () => MediaGallerySelectionMode;
  rules: () => GalleryItemRules;
  /** The chosen ids a change builds on. */
  value: () => readonly string[];
  /** Proposes the chosen ids. */
  set: (next: readonly string[]) => void;
}

export interface GallerySelection {
  canSelect: (id: string) => boolean;
  canRemove: (id: string) => boolean;
  /**
   * Asks the app (`onRemove`) when the item can be removed. Nothing changes here but the call: the
   * item may go now, later (the service asked first) or never (a failed delete); whatever goes
   * leaves the selection through `withoutGone`, once it has gone.
   */
  remove: (id: string) => void;
  /** Single: chooses it (or clears it when it was chosen); multiple: adds or removes it. The anchor of a range. */
  toggle: (id: string) => void;
  /** Multiple: every id that can be chosen, from the anchor (the last toggled) to `id`; a toggle without an anchor. */
  selectRange: (id: string) => void;
  /** Multiple: chooses every item that can be chosen. */
  selectAll: () => void;
  /** Shift and an arrow from `from` to `to`: the range grows from where it started (`from`, unless one was started). */
  growTo: (from: string, to: string | undefined) => void;
  /** A key's command on the item (`galleryKeyCommand`). */
  run: (command: GalleryCommand, id: string) => void;
}

export function createGallerySelection(source: GallerySelectionSource): GallerySelection {
  let anchor: string | undefined;
  const canSelect = (id: string) => isSelectable(source.rules(), source.mode(), id);
  const canRemove = (id: string) => isRemovable(source.rules(), id);
  const toggle = (id: string) => {
    if (!canSelect(id)) return;
    anchor = id;
    const current = source.value();
    const chosen = current.includes(id);
    if (source.mode() === 'single') source.set(chosen ? [] : [id]);
    else source.set(chosen ? current.filter((other) => other !== id) : [...current, id]);
  };
  const remove = (id: string) => {
    if (canRemove(id)) source.rules().onRemove?.(id);
  };
  const selectRange = (id: string) => {
    const all = source.ids();
    if (source.mode() !== 'multiple' || anchor === undefined || !all.includes(anchor)) return toggle(id);
    const current = source.value();
    const [from, to] = [all.indexOf(anchor), all.indexOf(id)].sort((a, b) => a - b) as [number, number];
    source.set([...current, ...all.slice(from, to + 1).filter((other) => !current.includes(other) && canSelect(other))]);
  };
  const selectAll = () => {
    if (source.mode() === 'multiple') source.set(source.ids().filter((id) => canSelect(id)));
  };
  return {
    canSelect,
    canRemove,
    remove,
    toggle,
    selectRange,
    selectAll,
    growTo(from, to) {
      anchor ??= from;
      if (to !== undefined) selectRange(to);
    },
    run(command, id) {
      if (command === 'remove') remove(id);
      else if (command === 'all') selectAll();
      else if (command === 'range') selectRange(id);
      else toggle(id);
    },
  };
}

/**
 * The chosen ids without those that were shown (in `before`) and are gone from `ids`; undefined
 * when none went. An id never shown stays: a selection restored before its list loads is kept.
 */
export function withoutGone(chosen: readonly string[], before: readonly string[], ids: readonly string[]): string[] | undefined {
  if (before === ids || !chosen.length) return undefined;
  const now = new Set(ids);
  const missing = chosen.filter((id) => !now.has(id));
  if (!missing.length) return undefined;
  const was = new Set(before);
  const gone = new Set(missing.filter((id) => was.has(id)));
  return gone.size ? chosen.filter((id) => !gone.has(id)) : undefined;
}
