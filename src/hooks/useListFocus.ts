import { useEffect, useReducer, useRef, type RefObject } from 'react';
import type { AccountListStatus } from './useAccountList.js';

/**
 * Where focus goes once the DOM has caught up: a row's control; the list (or its empty state)
 * after a row or a whole state went away; or back to a row whose disconnect failed. `in-view`
 * leaves it where it is, and scrolls it back into view once the page asked for has loaded: a
 * longer page pushes the focused Previous down, and nothing else would follow it.
 */
export type FocusRequest =
  | { to: 'row'; part: 'confirm-button' | 'disconnect'; accountId: string; unlessOutside?: boolean }
  | { to: 'after-removal'; accountId: string }
  | { to: 'body' }
  | { to: 'in-view' };

interface ListState {
  status: AccountListStatus;
  /** The page on screen is the one asked for, loaded. */
  settled: boolean;
  isFetching: boolean;
  accountIds: readonly string[];
}

/**
 * Keeps focus out of `body` while parts of the list come and go. A request waits in a ref until
 * its target exists, so it survives renders in between (an optimistic removal, a refetch).
 */
export function useListFocus(root: RefObject<HTMLElement | null>, { status, settled, isFetching, accountIds }: ListState) {
  const request = useRef<FocusRequest | null>(null);
  const [tick, rerender] = useReducer((count: number) => count + 1, 0);
  const displayed = accountIds.join(' ');

  useEffect(() => {
    const wanted = request.current;
    const node = root.current;
    if (!wanted || !node) return;
    const document = node.ownerDocument;
    const part = (name: string) => node.querySelector<HTMLElement>(`[data-part="${name}"]`);
    const body = () => part('list') ?? part('empty');
    const active = document.activeElement;
    let target: HTMLElement | null = null;
    if (wanted.to === 'in-view') {
      if (!settled) return;
      request.current = null;
      // Optional: jsdom, where apps test, has no scrollIntoView.
      if (node.contains(active)) (active as Partial<Element>).scrollIntoView?.({ block: 'nearest' });
      return;
    }
    if (wanted.to === 'row') {
      if (wanted.unlessOutside && active && active !== document.body && !node.contains(active)) {
        request.current = null;
        return;
      }
      const row = [...node.querySelectorAll<HTMLElement>('[data-account-id]')].find((item) => item.dataset.accountId === wanted.accountId);
      target = row?.querySelector<HTMLElement>(`[data-part="${wanted.part}"]`) ?? null;
    } else if (wanted.to === 'after-removal') {
      if (settled && !displayed.split(' ').includes(wanted.accountId)) target = body();
    } else if (status === 'loading') {
      // The skeleton's list is the element the rows arrive in: focus stays on it through the load.
      body()?.focus();
      return;
    } else if (settled) {
      target = body();
    } else if (status === 'error' && !isFetching) {
      target = part('retry');
    }
    if (!target) return;
    request.current = null;
    if (active !== target) target.focus();
  }, [root, tick, status, settled, displayed, isFetching]);

  return (next: FocusRequest | null) => {
    request.current = next;
    rerender();
  };
}
