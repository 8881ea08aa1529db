/**
 * A row of a list dragged by pointer, with no library: `@dnd-kit/core` with `@dnd-kit/sortable`
 * costs 15.5 KB gzip, more than the uploader's whole budget for the post's media, and the keyboard
 * already has the rows' Move buttons. The rows are the row's parent's element children, in the
 * files' order. The list itself reorders as the pointer goes (`move`), so what the user sees is
 * the order they get; Escape or a cancelled pointer puts the row back.
 */

export interface RowDrag {
  /** The row's index when the drag starts. */
  from: number;
  /** Puts the row at `to`, counted among all the rows. */
  move: (to: number) => void;
  /** The drag is over; `moved` when the row ends somewhere else. */
  end: (moved: boolean) => void;
  /**
   * The pointer's last event while this module loaded: where it went, or that it was let go
   * already (a quick first drag). Played first.
   */
  last?: PointerEvent;
}

/** Drags `row` with pointer `pointerId` until it is let go. */
export function dragRow(row: HTMLElement, pointerId: number, { from, move, end, last }: RowDrag): void {
  const target = row.ownerDocument;
  let at = from;
  const over = (event: PointerEvent) => {
    if (event.pointerId !== pointerId) return;
    // Where the pointer is among the other rows' middles: as many rows above it, that many before.
    const others = [...row.parentElement!.children].filter((other) => other !== row);
    const to = others.filter((other) => {
      const box = other.getBoundingClientRect();
      return box.top + box.height / 2 < event.clientY;
    }).length;
    if (to !== at) move((at = to));
  };
  const finish = (keep: boolean) => {
    target.removeEventListener('pointermove', over);
    target.removeEventListener('pointerup', drop);
    target.removeEventListener('pointercancel', cancel);
    target.removeEventListener('keydown', escape, true);
    row.removeAttribute('data-dragging');
    if (!keep && at !== from) move(from);
    end(keep && at !== from);
  };
  const drop = (event: PointerEvent) => event.pointerId === pointerId && finish(true);
  const cancel = (event: PointerEvent) => event.pointerId === pointerId && finish(false);
  const escape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    // Escape ends the drag, and nothing else: a dialog around the uploader stays open.
    event.stopPropagation();
    finish(false);
  };
  row.setAttribute('data-dragging', '');
  if (last && last.type !== 'pointercancel') over(last);
  if (last && last.type !== 'pointermove') return finish(last.type === 'pointerup');
  target.addEventListener('pointermove', over);
  target.addEventListener('pointerup', drop);
  target.addEventListener('pointercancel', cancel);
  target.addEventListener('keydown', escape, true);
}
