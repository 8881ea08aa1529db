import { useMutation, useMutationState, useQueryClient, type MutationFilters } from '@tanstack/react-query';
import { useDeferredValue, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import type { SocialKitError } from '../client/errors.js';
import type { AvailablePage, FinalizeParams, NetworkId, SocialAccount } from '../client/types.js';
import { useSocialKit } from './context.js';
import { socialKitKeys } from '../query/keys.js';
import { finalizeMutationOptions } from '../query/mutationOptions.js';
import { createCountdown } from '../connect/pagePicker/countdown.js';
import { createPagePickerSteps } from '../connect/pagePicker/steps.js';
import { finalizeOrFind } from '../connect/pagePicker/finalize.js';
import {
  filterPages,
  inPageOrder,
  pageTypes,
  pagePickerStatus,
  searchIndex,
  sessionDeadline,
  toggledIds,
  type PagePickerStatus,
} from '../connect/pagePicker/model.js';
import { useLatest } from './useLatest.js';
import { useControllableState } from './useControllableState.js';
import { usePendingSession } from './usePendingSession.js';
import { useReportOnce } from './useReportOnce.js';

export type { PagePickerStatus } from '../connect/pagePicker/model.js';

export interface UsePagePickerOptions {
  /** The `session` the OAuth callback brought back. Nothing is read until there is one. */
  sessionToken: string | null | undefined;
  /** Controlled selection. */
  selectedPageIds?: readonly string[];
  /**
   * Uncontrolled starting selection. Without it, a session with one page has that page selected.
   * @default the one page, if only one
   */
  defaultSelectedPageIds?: readonly string[];
  /** Every change of the selection, in page order. With `selectedPageIds`, a change not rendered back does not stick. */
  onSelectedPageIdsChange?: (selectedPageIds: string[]) => void;
  /**
   * The tenant the session's accounts were connected for (the `tenantId` of the auth URL); the
   * provider's when omitted. Used to find the accounts of a finalize whose answer was lost.
   * @default the provider's
   */
  tenantId?: string;
  /** The accounts the finalize created (or, after a lost answer, found connected). */
  onConnected?: (accounts: SocialAccount[]) => void;
  /** The session's pages arrived (once per session, StrictMode included): for analytics or a `pages-loaded` event. */
  onPagesLoaded?: (pages: AvailablePage[]) => void;
  /** A failure to read the session or to finalize it; each error is reported once. */
  onError?: (error: SocialKitError) => void;
  /**
   * More pages than this offer a search. Default 8.
   * @default 8
   */
  searchThreshold?: number;
  /**
   * The label shown for a page's type (`personal` → "Personal profile"), so the search finds a
   * page by what its row says too. The type as sent is always searched.
   */
  pageTypeLabel?: (type: string) => string | undefined;
}

interface UsePagePickerBase {
  /** `idle` (no token), `loading`, `error`, `empty`, `ready`, `submitting`, `connected` or `expired`. */
  status: PagePickerStatus;
  /** The session's network, once read. */
  network: NetworkId | undefined;
  /** Every page the session offers, in the service's order. */
  pages: AvailablePage[];
  /** The pages the search leaves, or all of them. */
  visiblePages: AvailablePage[];
  /** Selected ids that are pages of this session, in page order. */
  selectedPageIds: string[];
  /** Whether the page is selected. */
  isSelected: (pageId: string) => boolean;
  /** Flips a page, or sets it when `selected` is given. */
  toggle: (pageId: string, selected?: boolean) => void;
  /** Replaces the selection. */
  setSelectedPageIds: (pageIds: readonly string[]) => void;
  /** Selects (or, with false, clears) every visible page; pages hidden by the search keep their state. */
  setAllVisibleSelected: (selected: boolean) => void;
  /** Whether every visible page is selected / whether only some are (for an indeterminate checkbox). */
  allVisibleSelected: boolean;
  /** Some visible pages are selected, not all: a Select all checkbox's `indeterminate`. */
  someVisibleSelected: boolean;
  /** Whether the list is long enough to search. */
  isSearchable: boolean;
  /** The search as typed. It ignores case and accents and matches the name, handle and type. */
  searchQuery: string;
  /** Sets the search. */
  setSearchQuery: (query: string) => void;
  /** Epoch milliseconds by the service's clock, when it sent one. */
  expiresAt: number | undefined;
  /**
   * Whole seconds the session has left, updated once a second. Where this browser's clock is off
   * from the `Date` of the service's answer, timed by the service's measure instead
   * (`PendingSession.expiresInMs`). Undefined on the server, without an expiry, and when the time
   * left cannot be known (the session was past by the clocks at hand as it arrived). At 0 the
   * session is read again: only the service's answer makes the status `expired`, and until then
   * Connect stays offered.
   */
  secondsLeft: number | undefined;
  /** Finalizes the selection: at most once per session, whatever calls it and however often. */
  submit: () => void;
  /** The last submit had nothing selected. Cleared by the next change of selection. */
  selectionRequired: boolean;
  /** Reads the session again after a failure. */
  retry: () => void;
}

export type UsePagePickerResult = UsePagePickerBase &
  (
    | {
        status: 'connected';
        /** The accounts connected (at `connected`). */
        accounts: SocialAccount[];
        /** The failure to read the session or to finalize it. */
        error: null;
      }
    | { status: 'error'; accounts: undefined; error: SocialKitError }
    | { status: Exclude<PagePickerStatus, 'connected' | 'error'>; accounts: undefined; error: SocialKitError | null }
  );

const NO_PAGES: AvailablePage[] = [];
const NO_IDS: readonly string[] = [];

const loadedSessions = new WeakSet<object>();
const loadErrors = new WeakSet<object>();

/**
 * A session's finalizes in the mutation cache, oldest first, whoever sent them: what the picker
 * renders (a remount during or after one shows it), and what a click reads before that renders.
 */
const finalizesOf = (sessionToken: string | null | undefined): MutationFilters => ({
  mutationKey: socialKitKeys.mutations.finalize(),
  predicate: (mutation) => (mutation.state.variables as FinalizeParams | undefined)?.sessionToken === sessionToken,
});

/** Whole seconds left: one render a second, none on the server (so hydration matches) and none once not `running`. */
function useSecondsLeft(deadline: number | undefined, running: boolean): number | undefined {
  const countdown = useMemo(() => createCountdown(deadline, running), [deadline, running]);
  return useSyncExternalStore(countdown.subscribe, countdown.getSnapshot, () => undefined);
}

/**
 * Headless state for choosing the pages of a pending OAuth session and connecting them: the
 * pages, a controlled or uncontrolled selection, a search over long lists, the time left, and a
 * submit that finalizes once per session (the guard lives in `finalizeOnce`, outside React) and
 * tells a finalize whose answer was lost from an expired session (`finalizeOrFind`). Its rules
 * live in React-free cores (connect/pagePicker/: model.ts, steps.ts, finalize.ts):
 * this hook reads them and hands React's state to them.
 */
export function usePagePicker(options: UsePagePickerOptions): UsePagePickerResult {
  const { sessionToken, searchThreshold = 8 } = options;
  const context = useSocialKit('usePagePicker');
  const queryClient = useQueryClient();
  const session = usePendingSession({ sessionToken });
  const pages = session.data?.availablePages ?? NO_PAGES;
  const { mutateAsync } = useMutation({
    ...finalizeMutationOptions(context.client),
    mutationFn: (params) =>
      finalizeOrFind(
        { client: context.client, network: session.data?.network ?? '', tenantId: options.tenantId ?? context.tenantId, pages },
        params,
      ),
  });

  // Read from the cache rather than from this component's own observer, so a remount during or
  // after a finalize shows it instead of offering the button again.
  const attempts = useMutationState({
    filters: finalizesOf(sessionToken),
    select: (mutation) => mutation.state as { status: 'idle' | 'pending' | 'error' | 'success'; error: SocialKitError | null; data: SocialAccount[] | undefined },
  });
  const attempt = attempts[attempts.length - 1];

  const expiresAt = session.data?.expiresAt;
  const settled = attempt?.status === 'success' || attempt?.status === 'pending';
  const secondsLeft = useSecondsLeft(sessionDeadline(session.data, session.dataUpdatedAt), session.isSuccess && !settled);

  const status = pagePickerStatus({
    hasToken: !!sessionToken,
    session: { status: session.status, error: session.error, pageCount: session.data ? pages.length : undefined },
    finalize: { status: attempt?.status ?? 'idle', error: attempt?.error ?? null },
  });

  // Selection: controlled, else own state, else the one page of a one-page session.
  const selection = useControllableState<readonly string[] | undefined>({
    value: options.selectedPageIds,
    defaultValue: options.defaultSelectedPageIds,
    onChange: (next) => options.onSelectedPageIdsChange?.(next as string[]),
    name: 'usePagePicker: `selectedPageIds`',
  });
  const chosen = selection.value;
  const onlyPage = pages.length === 1 ? pages[0]!.id : undefined;
  const selectedSet = useMemo(() => new Set(chosen ?? (onlyPage === undefined ? NO_IDS : [onlyPage])), [chosen, onlyPage]);
  const selectedPageIds = useMemo(() => inPageOrder(pages, selectedSet), [pages, selectedSet]);
  const [selectionRequired, setSelectionRequired] = useState(false);

  // Search: the index is built once per page list; typing filters a deferred copy of the query.
  const isSearchable = pages.length > searchThreshold;
  const [searchQuery, setSearchQuery] = useState('');
  const deferredQuery = useDeferredValue(isSearchable ? searchQuery : '');
  // The type labels as a key: the index is rebuilt when they change, not for a new function each render.
  const types = useMemo(() => pageTypes(pages), [pages]);
  const typeLabels = JSON.stringify(types.map((type) => options.pageTypeLabel?.(type) ?? ''));
  const index = useMemo(() => {
    const list = JSON.parse(typeLabels) as string[];
    const labels = new Map(types.map((type, i) => [type, list[i]]));
    return searchIndex(pages, (type) => labels.get(type));
  }, [pages, types, typeLabels]);
  const visiblePages = useMemo(() => filterPages(pages, index, deferredQuery), [pages, index, deferredQuery]);
  const visibleSelected = visiblePages.reduce((count, page) => count + (selectedSet.has(page.id) ? 1 : 0), 0);

  // Read at call time: new callback identities never matter, and two changes in one handler compose.
  const latestRef = useLatest({ options, pages, visiblePages, onlyPage, status, sessionToken, session, mutateAsync });
  const { current: chosenNow, set: proposeSelection } = selection;
  const [steps] = useState(createPagePickerSteps);

  // Made once, so every action keeps its identity (rows are memoised on `toggle`).
  const [actions] = useState(() => {
    // What a change builds on: this event's earlier change, else what was rendered (never a refused one).
    const selectedNow = () => {
      const { pages: all, onlyPage: only } = latestRef.current;
      return inPageOrder(all, new Set(chosenNow() ?? (only === undefined ? NO_IDS : [only])));
    };
    const setSelectedPageIds = (ids: readonly string[]) => {
      setSelectionRequired(false);
      proposeSelection(inPageOrder(latestRef.current.pages, new Set(ids)));
    };
    const turn = (ids: readonly string[], on: boolean) => setSelectedPageIds(toggledIds(latestRef.current.pages, selectedNow(), ids, on));
    return {
      setSelectedPageIds,
      toggle: (pageId: string, selected?: boolean) => turn([pageId], selected ?? !selectedNow().includes(pageId)),
      setAllVisibleSelected: (selected: boolean) => turn(latestRef.current.visiblePages.map((page) => page.id), selected),
      submit() {
        const now = latestRef.current;
        // A finalize sent by a click a moment ago is pending in the cache at once, before the
        // status renders it: a second click finds it there.
        if (queryClient.isMutating(finalizesOf(now.sessionToken))) return;
        const empty = steps.submit(now.status, now.sessionToken, selectedNow(), (params) =>
          now.mutateAsync(params).then(
            (accounts) => latestRef.current.options.onConnected?.(accounts),
            (error: SocialKitError) => latestRef.current.options.onError?.(error),
          ),
        );
        if (empty) setSelectionRequired(true);
      },
      retry: () => void latestRef.current.session.refetch(),
    };
  });

  // The core decides when the session is read again (its countdown at 0, once); `cancelRefetch:
  // false` joins a read on its way (a second picker of the same session).
  useEffect(() => steps.deadline(secondsLeft, session.isSuccess, attempt, () => void session.refetch({ cancelRefetch: false })));

  // By the page list, which a read at the deadline leaves as it was (structural sharing): the
  // session object itself is new whenever the answer's Date moved.
  useReportOnce(session.data?.availablePages, loadedSessions, (availablePages) => latestRef.current.options.onPagesLoaded?.(availablePages));
  useReportOnce(session.error, loadErrors, (error) => latestRef.current.options.onError?.(error));

  const base: UsePagePickerBase = {
    status,
    network: session.data?.network,
    pages,
    visiblePages,
    selectedPageIds,
    isSelected: (pageId) => selectedSet.has(pageId),
    allVisibleSelected: visiblePages.length > 0 && visibleSelected === visiblePages.length,
    someVisibleSelected: visibleSelected > 0 && visibleSelected < visiblePages.length,
    isSearchable,
    searchQuery,
    setSearchQuery,
    expiresAt,
    secondsLeft,
    selectionRequired,
    ...actions,
  };
  // `connected` has its accounts; `error` is the session's failure; a failed finalize shows in `ready`.
  return {
    ...base,
    accounts: status === 'connected' ? (attempt?.data ?? []) : undefined,
    error: status === 'error' ? session.error : attempt?.status === 'error' ? attempt.error : null,
  } as UsePagePickerResult;
}
