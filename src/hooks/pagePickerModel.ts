import { isSessionExpiredError, type SocialKitError } from '../client/errors.js';
import type { AvailablePage } from '../client/types.js';

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
  if (timedOut) return 'expired';
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

/** Lower case without accents: "Café" is found by "cafe", "Ångström" by "angstrom". */
export const foldText = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** One folded string per page to search in: name, handle and type. Built once per page list. */
export const searchIndex = (pages: readonly AvailablePage[]) =>
  pages.map((page) => foldText(`${page.name ?? ''} ${page.username ?? ''} @${page.username ?? ''} ${page.type ?? ''}`));

export function filterPages(pages: readonly AvailablePage[], index: readonly string[], query: string): AvailablePage[] {
  const words = foldText(query).split(/\s+/).filter(Boolean);
  if (!words.length) return pages as AvailablePage[];
  return pages.filter((_, i) => words.every((word) => index[i]!.includes(word)));
}
