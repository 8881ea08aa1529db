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

/**
 * Drags `row` with pointer `pointerId` until it is let go. It ends without a move (the row back in
 * its place) on Escape, a cancelled pointer, the window losing focus (a release over another
 * frame never reaches this document), or the row leaving the list.
 */
export function dragRow(row: HTMLElement, pointerId: number, { from, move, end, last }: RowDrag): void {
  const view = row.ownerDocument.defaultView!;
  let at = from;
  const over = (event: PointerEvent) => {
    if (event.pointerId !== pointerId) return;
    if (!row.isConnected) return finish(false);
    // Where the pointer is among the other rows' middles: as many rows above it, that many before.
    const others = [...row.parentElement!.children].filter((other) => other !== row);
    const to = others.filter((other) => {
      const box = other.getBoundingClientRect();
      return box.top + box.height / 2 < event.clientY;
    }).length;
    if (to !== at) move((at = to));
  };
  const finish = (keep: boolean) => {
    for (const [type, listener] of listeners) view.removeEventListener(type, listener as EventListener, true);
    row.removeAttribute('data-dragging');
    // A row that left the list (removed mid-drag) has no place to go back to, and nothing to say.
    const gone = !row.isConnected;
    if (!keep && !gone && at !== from) move(from);
    end(keep && !gone && at !== from);
  };
  const listeners: [string, (event: never) => void][] = [
    ['pointermove', over],
    ['pointerup', (event: PointerEvent) => event.pointerId === pointerId && finish(true)],
    ['pointercancel', (event: PointerEvent) => event.pointerId === pointerId && finish(false)],
    // The window's own blur, not an element's passing through it on the way down.
    ['blur', (event: FocusEvent) => event.target === view && finish(false)],
    [
      'keydown',
      (event: KeyboardEvent) => {
        if (event.key !== 'Escape') return;
        // Escape ends the drag, and nothing else: caught first (the window, capturing) and
        // spent, so a dialog around the uploader stays open.
        event.preventDefault();
        event.stopPropagation();
        finish(false);
      },
    ],
  ];
  row.setAttribute('data-dragging', '');
  if (last && last.type !== 'pointercancel') over(last);
  if (last && last.type !== 'pointermove') return finish(last.type === 'pointerup');
  for (const [type, listener] of listeners) view.addEventListener(type, listener as EventListener, true);
}
