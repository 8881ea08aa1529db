import { isSessionExpiredError, isSocialKitError, type SocialKitError } from '../client/errors.js';
import type { AvailablePage, SocialAccount } from '../client/types.js';

/**
 * The page picker's flow, without React: what to show, derived from the session query, the
 * finalize attempt and the clock, so each state has one source of truth.
 */
export type PagePickerStatus =
  /** No session token yet. */
  | 'idle'
  | 'loading'
  /** The pages could not be read (not an expiry): offer to try again. */
  | 'error'
  /** The session has no pages: the user shared none on the consent screen. */
  | 'empty'
  | 'ready'
  | 'submitting'
  | 'connected'
  /** Past `expiresAt`, or the service says the session is gone: start again. */
  | 'expired';

export interface PagePickerFacts {
  hasToken: boolean;
  session: { status: 'pending' | 'error' | 'success'; error: SocialKitError | null; pageCount: number };
  finalize: { status: 'idle' | 'pending' | 'error' | 'success'; error: SocialKitError | null };
  /** The clock passed `expiresAt`. */
  timedOut: boolean;
}

export function pagePickerStatus({ hasToken, session, finalize, timedOut }: PagePickerFacts): PagePickerStatus {
  if (!hasToken) return 'idle';
  // A finalize that went through wins over everything, the clock included: the accounts exist.
  if (finalize.status === 'success') return 'connected';
  if (finalize.status === 'pending') return 'submitting';
  if (isSessionExpiredError(finalize.error) || isSessionExpiredError(session.error)) return 'expired';
  if (session.status === 'pending') return 'loading';
  if (session.status === 'error') return 'error';
  // A finalize whose answer was lost may have connected the pages: Connect stays offered past the
  // clock, since asking again is how the picker finds out (see `finalizeOrFind`).
  if (timedOut && !(finalize.status === 'error' && mayHaveArrived(finalize.error))) return 'expired';
  return session.pageCount === 0 ? 'empty' : 'ready';
}

/** The ids of the session's pages that are in `ids`, in page order, so callbacks see a stable order. */
export const inPageOrder = (pages: readonly AvailablePage[], ids: ReadonlySet<string>) =>
  pages.filter((page) => ids.has(page.id)).map((page) => page.id);

/** The selection after turning `ids` on or off. */
export function toggledIds(pages: readonly AvailablePage[], selected: readonly string[], ids: readonly string[], on: boolean): string[] {
  const next = new Set(selected);
  for (const id of ids) {
    if (on) next.add(id);
    else next.delete(id);
  }
  return inPageOrder(pages, next);
}

/**
 * The request may have reached the service and done its work though no answer says so: the
 * connection dropped, the wait ran out, or the answer was a failure from a server along the way.
 * Not a 4xx (the service read the request and refused it) nor our own checks (nothing was sent).
 */
export const mayHaveArrived = (error: unknown): boolean =>
  isSocialKitError(error) && error.kind !== 'validation' && !(error.kind === 'http' && error.status < 500);

const handleOf = (value: unknown) => (typeof value === 'string' ? value.trim().replace(/^@/, '').toLowerCase() : '');

/** Whether the account is the page: the network's own id, else the handle, else (no handle on the page) the name. */
function isAccountOf(account: SocialAccount, page: AvailablePage): boolean {
  if (account.networkUniqueId !== undefined && account.networkUniqueId === page.id) return true;
  const handle = handleOf(page.username);
  if (handle) return handleOf(account.username) === handle;
  return !!page.name && account.nickname === page.name;
}

/** The accounts that are these pages, in page order, each once. */
export function accountsOfPages(accounts: readonly SocialAccount[], pages: readonly AvailablePage[]): SocialAccount[] {
  const found = new Map<string, SocialAccount>();
  for (const page of pages) {
    const account = accounts.find((candidate) => isAccountOf(candidate, page));
    if (account) found.set(account.id, account);
  }
  return [...found.values()];
}

/**
 * Letters with no decomposition to a base letter, so "Łódź" is found by "lodz" and "Straße" by
 * "strasse"; and Greek's word-final sigma, so a word typed whole is found in a longer one.
 */
const LETTERS: Record<string, string> = { ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', ł: 'l', đ: 'd', ð: 'd', ħ: 'h', ı: 'i', ŧ: 't', þ: 'th', ĸ: 'k', ŋ: 'n', ς: 'σ' };
const UNFOLDED = new RegExp(`[${Object.keys(LETTERS).join('')}]`, 'g');

/**
 * Lower case without accents: "Café" is found by "cafe", "Ångström" by "angstrom", "Øresund" by
 * "oresund". Compatibility forms fold too (the ligature "ﬁ", full-width letters).
 */
export const foldText = (text: string) =>
  text
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[\u0300-\u036f]/g, '')
    .replace(UNFOLDED, (letter) => LETTERS[letter]!);

/** The distinct types of a page list, so their words are looked up once per type, not per page. */
export const pageTypes = (pages: readonly AvailablePage[]): string[] => [...new Set(pages.flatMap((page) => (page.type ? [page.type] : [])))];

/**
 * One folded string per page to search in: name, handle, type, and the words a row shows for the
 * type ("Personal profile", maybe translated), which `typeLabel` gives. Built once per page list.
 */
export const searchIndex = (pages: readonly AvailablePage[], typeLabel?: (type: string) => string | undefined) =>
  pages.map((page) =>
    foldText(`${page.name ?? ''} ${page.username ?? ''} @${page.username ?? ''} ${page.type ?? ''} ${(page.type && typeLabel?.(page.type)) || ''}`),
  );

export function filterPages(pages: readonly AvailablePage[], index: readonly string[], query: string): AvailablePage[] {
  const words = foldText(query).split(/\s+/).filter(Boolean);
  if (!words.length) return pages as AvailablePage[];
  return pages.filter((_, i) => words.every((word) => index[i]!.includes(word)));
}
