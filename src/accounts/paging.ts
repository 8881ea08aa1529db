import type { AccountPage } from '../client/types.js';

/**
 * The paging of an account list, without React: limit/offset arithmetic, where the list goes
 * when the page asked for turns out empty, and what the page on screen says of itself.
 * `useAccountPaging` adapts it.
 */

/** The service's own maximum page size. */
export const MAX_PAGE_SIZE = 100;

/** Pages in a list of `count` accounts; at least one, the empty one. */
export const pageCountOf = (count: number, pageSize: number) => Math.max(1, Math.ceil(count / pageSize));

/**
 * The offset to show for the one asked for: itself, unless its page came back empty (disconnects
 * emptied it, or the list shrank under it); then the last page there is before it, by the count
 * that page brought, or the page before without one, and so on while those are loaded empty too.
 * `loaded` gives a page as the service sent it, or undefined while there is no answer for it.
 */
export function shownOffset(asked: number, pageSize: number, loaded: (offset: number) => AccountPage | undefined): number {
  let offset = asked;
  for (let page = loaded(offset); offset > 0 && page?.accounts.length === 0; page = loaded(offset)) {
    const last = page.count === undefined ? offset - pageSize : (pageCountOf(page.count, pageSize) - 1) * pageSize;
    offset = Math.max(0, Math.min(last, offset - pageSize));
  }
  return offset;
}

/** The offset of a 1-based page, clamped to the pages known (all of them without a count). */
export function offsetOfPage(page: number, pageSize: number, count: number | undefined): number {
  const last = count === undefined ? Infinity : pageCountOf(count, pageSize);
  return (Math.min(Math.max(1, Math.floor(page)), last) - 1) * pageSize;
}

export interface PageFacts {
  offset: number;
  pageSize: number;
  /** The count the list shows (without accounts on their way out); undefined when the service sends none. */
  count: number | undefined;
  /** How many accounts the service sent for this page. */
  listed: number;
  /** How many of them the list shows. */
  shown: number;
  /** The accounts on screen belong to the previous page or filter while this one loads. */
  isPlaceholderData: boolean;
  /** The page after this one came back empty, and the lists were not invalidated since. */
  nextKnownEmpty: boolean;
}

/** What the page on screen says of itself: its number, the pages around it, the positions it shows. */
export function describePage({ offset, pageSize, count, listed, shown, isPlaceholderData, nextKnownEmpty }: PageFacts) {
  const hasCount = count !== undefined;
  return {
    page: Math.floor(offset / pageSize) + 1,
    pageCount: hasCount ? pageCountOf(count, pageSize) : undefined,
    range: !isPlaceholderData && shown > 0 ? { start: offset + 1, end: offset + shown } : null,
    hasPreviousPage: offset > 0,
    hasNextPage: hasCount
      ? offset + pageSize < count
      : // The page as the service sent it: full means more may follow, even while some of it is hidden.
        !isPlaceholderData && listed >= pageSize && !nextKnownEmpty,
  };
}
