import { isSessionExpiredError, isSocialKitError, type SocialKitError } from '../../client/errors.js';
import type { AvailablePage, PendingSession, SocialAccount } from '../../client/types.js';

/**
 * The page picker's flow, without React: what to show, derived from the session query and the
 * finalize attempt, so each state has one source of truth. Not from the clock: only the service
 * says a session is gone (see `sessionDeadline`).
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
  /** The service says the session is gone (expired, or unknown): start again. */
  | 'expired';

export interface PagePickerFacts {
  hasToken: boolean;
  /** `pageCount` is undefined until the pages have been read. */
  session: { status: 'pending' | 'error' | 'success'; error: SocialKitError | null; pageCount: number | undefined };
  finalize: { status: 'idle' | 'pending' | 'error' | 'success'; error: SocialKitError | null };
}

export function pagePickerStatus({ hasToken, session, finalize }: PagePickerFacts): PagePickerStatus {
  if (!hasToken) return 'idle';
  // A finalize that went through wins over everything: the accounts exist.
  if (finalize.status === 'success') return 'connected';
  if (finalize.status === 'pending') return 'submitting';
  if (isSessionExpiredError(finalize.error) || isSessionExpiredError(session.error)) return 'expired';
  if (session.pageCount === undefined) return session.status === 'error' ? 'error' : 'loading';
  // A read at the deadline that failed otherwise leaves the pages read before, still to choose.
  return session.pageCount === 0 ? 'empty' : 'ready';
}

/**
 * How far this browser's clock may stand from the server's `Date` and still be believed: that
 * header counts whole seconds, and the answer took a moment to arrive.
 */
const CLOCK_SLACK_MS = 2000;

/**
 * When the session ends, in this browser's clock (epoch ms), or undefined when that cannot be
 * known. `expiresAt` against this browser's clock, to the millisecond, while that clock agrees with
 * the answer's `Date`; where it does not (a laptop hours off), the service's own measure
 * (`expiresInMs`) counted from when the answer arrived. A session that both call past as it
 * arrived was served all the same: one of the clocks is off, so the time left is unknown.
 */
export function sessionDeadline(session: Pick<PendingSession, 'expiresAt' | 'expiresInMs'> | undefined, receivedAt: number): number | undefined {
  if (session?.expiresAt === undefined) return undefined;
  const local = session.expiresAt - receivedAt;
  const server = session.expiresInMs;
  const left = server !== undefined && (local <= 0 || Math.abs(server - local) > CLOCK_SLACK_MS) ? server : local;
  return left > 0 ? receivedAt + left : undefined;
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

/**
 * A finalize that went through deleted the session, so a read after it would call the connection
 * expired: one that succeeded, is on its way, or failed where it may have arrived.
 */
export const mayHaveFinalized = (attempt: PagePickerFacts['finalize'] | undefined): boolean =>
  !!attempt && (attempt.status !== 'error' || mayHaveArrived(attempt.error));

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

/** The distinct types of a page list, so their labels are looked up once per type, not per page. */
export const pageTypes = (pages: readonly AvailablePage[]): string[] => [...new Set(pages.flatMap((page) => (page.type ? [page.type] : [])))];

/**
 * One folded string per page to search in: name, handle, type, and the label a row shows for the
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
