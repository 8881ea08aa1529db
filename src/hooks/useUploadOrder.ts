import { useCallback, type ButtonHTMLAttributes, type MouseEvent } from 'react';
import type { UploaderMessages, Translate } from '../upload/sentences.js';
import type { UploadStore } from '../upload/storeApi.js';

export type MoveDirection = 'earlier' | 'later';

/** A move button's props, as `getMoveProps` gives them. */
export type MoveButtonProps = ButtonHTMLAttributes<HTMLButtonElement>;

/**
 * The order of the files by keyboard and screen reader: each row's "Move earlier" and "Move later"
 * buttons, and what a move says ("b.png, position 1 of 3"). Focus stays on the button pressed:
 * the row keeps its element, which React DOM moves to its new place and focuses again after the
 * commit (a move takes focus away in the browser, and React gives it back to what had it).
 */
export function useUploadOrder(store: UploadStore, announce: (key: unknown, text: string) => void, m: UploaderMessages, t: Translate) {
  return useCallback(
    (id: string, direction: MoveDirection, { onClick, ...props }: MoveButtonProps = {}): MoveButtonProps => {
      /** Where a press moves the file, read from the list as it is then; none at the list's end. */
      const target = () => {
        const ids = store.getItemIds();
        const from = ids.indexOf(id);
        const to = direction === 'earlier' ? from - 1 : from + 1;
        return from < 0 || to < 0 || to >= ids.length ? undefined : to;
      };
      const name = store.getItem(id)?.name ?? '';
      return {
        type: 'button',
        'aria-label': t(direction === 'earlier' ? m.mediaUploaderMoveEarlierLabel : m.mediaUploaderMoveLaterLabel, { name }),
        // At the list's end it keeps its place in the tab order: a button that vanished, or turned
        // `disabled`, under the keyboard would drop the focus it holds after the last move.
        'aria-disabled': target() === undefined || undefined,
        ...props,
        onClick: (event: MouseEvent<HTMLButtonElement>) => {
          onClick?.(event);
          // Read at the press, not at the render: two presses within one frame move twice.
          const to = target();
          if (event.defaultPrevented || to === undefined) return;
          store.move(id, to);
          const order = store.getItemIds();
          // A key of its own per move: the same sentence twice (there and back) is said twice.
          announce({}, t(m.mediaUploaderAnnounceMoved, { name, position: order.indexOf(id) + 1, count: order.length }));
        },
      };
    },
    [store, announce, m, t],
  );
}
