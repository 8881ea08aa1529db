import { useMemo, type ButtonHTMLAttributes, type HTMLAttributes, type MouseEvent, type PointerEvent } from 'react';
import { lazy } from '../client/lazy.js';
import type { dragRow } from '../upload/drag.js';
import type { UploaderMessages, Translate } from '../upload/sentences.js';
import type { UploadStore } from '../upload/storeApi.js';

export type MoveDirection = 'earlier' | 'later';

/** The drag itself: loaded at the first press on a handle, the pointer's moves meanwhile kept for it. */
const loadDrag = /* @__PURE__ */ lazy(() => import('../upload/drag.js'));

/** A move button's props, as `getMoveProps` gives them. */
export type MoveButtonProps = ButtonHTMLAttributes<HTMLButtonElement>;

/**
 * The order of the files: each row's "Move earlier" and "Move later" buttons for the keyboard and
 * screen readers, and a drag handle for a pointer. A move says the file's new place ("b.png,
 * position 1 of 3"): at once for a button, at the drop for a drag. Focus stays on the button
 * pressed: the row keeps its element, which React DOM moves to its new place and focuses again
 * after the commit (a move takes focus away in the browser, and React gives it back to what had it).
 */
export function useUploadOrder(store: UploadStore, announce: (key: unknown, text: string) => void, m: UploaderMessages, t: Translate) {
  return useMemo(() => {
    const moved = (id: string, name: string) => {
      const order = store.getItemIds();
      // A key of its own per move: the same sentence twice (there and back) is said twice.
      announce({}, t(m.mediaUploaderAnnounceMoved, { name, position: order.indexOf(id) + 1, count: order.length }));
    };

    const getMoveProps = (id: string, direction: MoveDirection, { onClick, ...props }: MoveButtonProps = {}): MoveButtonProps => {
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
          moved(id, name);
        },
      };
    };

    /**
     * A row's drag handle, for a pointer: hidden from screen readers and out of the tab order (the
     * Move buttons are the same moves without dragging, WCAG 2.5.7). Spread on an element inside
     * the row's `<li>`; the rows are that `<li>` and its siblings, in the files' order.
     */
    const getDragHandleProps = (id: string, { onPointerDown, ...props }: HTMLAttributes<HTMLElement> = {}): HTMLAttributes<HTMLElement> => ({
      'aria-hidden': true,
      ...props,
      onPointerDown: (event: PointerEvent<HTMLElement>) => {
        onPointerDown?.(event);
        const row = event.currentTarget.closest<HTMLElement>('li, [role="listitem"]');
        const from = store.getItemIds().indexOf(id);
        if (event.defaultPrevented || !event.isPrimary || event.button !== 0 || !row || from < 0) return;
        // No text selection, and no scrolling under a finger (with the handle's `touch-action: none`).
        event.preventDefault();
        const { pointerId } = event;
        // Until the drag's module is here, the pointer's last move (or its release, after which
        // nothing more is kept: a mouse's next press has the same pointer id) is kept for it,
        // heard where the drag hears it: on the row's window, capturing, before any app's handler.
        let last: globalThis.PointerEvent | undefined;
        const view = row.ownerDocument.defaultView!;
        const types = ['pointermove', 'pointerup', 'pointercancel'] as const;
        const stop = () => types.forEach((type) => view.removeEventListener(type, keep, true));
        const keep = (next: globalThis.PointerEvent) => {
          if (next.pointerId !== pointerId) return;
          last = next;
          if (next.type !== 'pointermove') stop();
        };
        for (const type of types) view.addEventListener(type, keep, true);
        const start = (drag?: { dragRow: typeof dragRow }) => {
          stop();
          drag?.dragRow(row, pointerId, { from, last, move: (to) => store.move(id, to), end: (done) => done && moved(id, store.getItem(id)?.name ?? '') });
        };
        // A module that failed to load (offline) drags nothing, and is tried again at the next press.
        loadDrag().then(start, () => start());
      },
    });

    return { getMoveProps, getDragHandleProps };
  }, [store, announce, m, t]);
}
