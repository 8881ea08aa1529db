import type { AccountPage } from '../../src/client/types.js';
import { describePage, offsetOfPage, shownOffset } from '../../src/accounts/paging.js';

const page = (size: number, count?: number): AccountPage => ({ accounts: Array.from({ length: size }, (_, i) => ({ id: `a${i}`, network: 'x' })), count });

describe('shownOffset', () => {
  it('shows the page asked for while it loads, and once it has accounts', () => {
    expect(shownOffset(40, 20, () => undefined)).toBe(40);
    expect(shownOffset(40, 20, () => page(3, 43))).toBe(40);
  });

  it('goes back from an empty page to the last page there is, by its count', () => {
    const pages = new Map([[80, page(0, 41)], [40, page(1, 41)]]);
    expect(shownOffset(80, 20, (offset) => pages.get(offset))).toBe(40);
    // Every account gone: the first page, empty or not.
    expect(shownOffset(60, 20, () => page(0, 0))).toBe(0);
  });

  it('goes back a page at a time without a count, for as long as the pages before are loaded empty', () => {
    const pages = new Map([[60, page(0)], [40, page(0)], [20, page(5)]]);
    expect(shownOffset(60, 20, (offset) => pages.get(offset))).toBe(20);
    // A page before that is not loaded yet is shown (and asked for).
    expect(shownOffset(60, 20, (offset) => (offset === 60 ? page(0) : undefined))).toBe(40);
  });
});

describe('offsetOfPage', () => {
  it('clamps to the pages known', () => {
    expect(offsetOfPage(99, 20, 45)).toBe(40);
    expect(offsetOfPage(0, 20, 45)).toBe(0);
    expect(offsetOfPage(2.7, 20, 45)).toBe(20);
    expect(offsetOfPage(99, 20, undefined)).toBe(1960);
    expect(offsetOfPage(3, 20, 0)).toBe(0);
  });
});

describe('describePage', () => {
  const facts = { offset: 20, pageSize: 20, count: 45, listed: 20, shown: 20, isPlaceholderData: false, nextKnownEmpty: false };
  it('numbers the page and its range, with the pages around it', () => {
    expect(describePage(facts)).toEqual({ page: 2, pageCount: 3, range: { start: 21, end: 40 }, hasPreviousPage: true, hasNextPage: true });
    expect(describePage({ ...facts, offset: 40, listed: 5, shown: 5 })).toMatchObject({ page: 3, range: { start: 41, end: 45 }, hasNextPage: false });
  });

  it('has no range while the page loads or when it is empty', () => {
    expect(describePage({ ...facts, isPlaceholderData: true }).range).toBeNull();
    expect(describePage({ ...facts, shown: 0 }).range).toBeNull();
  });

  it('offers "next" without a count while the page came back full and the next is not known empty', () => {
    const open = { ...facts, count: undefined };
    expect(describePage(open)).toMatchObject({ pageCount: undefined, hasNextPage: true });
    // Full as sent, though some of it is on its way out.
    expect(describePage({ ...open, shown: 18 }).hasNextPage).toBe(true);
    expect(describePage({ ...open, listed: 19, shown: 19 }).hasNextPage).toBe(false);
    expect(describePage({ ...open, nextKnownEmpty: true }).hasNextPage).toBe(false);
    expect(describePage({ ...open, isPlaceholderData: true }).hasNextPage).toBe(false);
  });
});
