'use client';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { isSessionExpiredError } from '../client/errors.js';
import type { AvailablePage, NetworkId, SocialAccount } from '../client/types.js';
import { confirmAccount } from '../connect/accounts.js';
import { deliverResult, liveOpener } from '../connect/channel.js';
import { callbackError, isConnectError, type ConnectError } from '../connect/errors.js';
import { clearFlow, flowStorageWorks, readFlow, writeFlow, type FlowRecord } from '../connect/flowRecord.js';
import { readCallbackUrl, type CallbackResult } from '../connect/protocol.js';
import { useSocialKit } from './context.js';
import { socialKitKeys } from '../query/keys.js';
import { retryPolicy } from '../query/retry.js';
import { useLatest } from './useLatest.js';
import { usePendingSession } from './usePendingSession.js';
import { useReportOnce } from './useReportOnce.js';

export interface UseConnectCallbackOptions {
  onConnected?(accounts: SocialAccount[]): void;
  onError?(error: unknown): void;
  /**
   * The app's origin, the only one a popup posts its answer to (never `*`). This page's origin by
   * default; set it when the callback page is served from another origin than the app.
   */
  targetOrigin?: string;
  /** Where "back" and "start again" lead when the flow did not record its page. `/` by default. */
  returnTo?: string;
  /**
   * Finish a callback this browser did not start (no flow record from a connect button here, or
   * one older than an hour), once the user confirms what it connects, shown with its names. Off by
   * default: a link anyone can send must not connect someone's accounts into the signed-in user's
   * workspace. Turn it on when your flows start elsewhere (another app, an email link).
   */
  acceptUnstartedCallbacks?: boolean;
}

export type ConnectCallbackState =
  /** Before the URL is read (on the server, and in the first render). */
  | { status: 'reading' }
  /** No callback parameters and nothing to resume: the page was opened on its own. */
  | { status: 'empty' }
  /** Handing the answer to the window that opened this popup. */
  | { status: 'delivering' }
  /** A one-step network named its account: checking that the service really has it. */
  | { status: 'confirming' }
  /** The app has the answer; the popup could not close itself. */
  | { status: 'delivered' }
  | { status: 'loading'; sessionToken: string }
  /** Render a PagePicker with this token. */
  | { status: 'pages'; sessionToken: string }
  | { status: 'expired'; error: unknown }
  /**
   * What `reading` names could not be read: the pending session's pages, or the accounts a
   * one-step answer is checked against (whether it connected is then unknown). `retry()`.
   */
  | { status: 'load-error'; error: unknown; reading: 'session' | 'account' }
  | { status: 'connected'; accounts: SocialAccount[] }
  /** The user declined on the consent screen. */
  | { status: 'denied'; error: ConnectError }
  /** Another `?error=`, or (`code: 'account-not-found'`) a one-step account the service does not have. */
  | { status: 'failed'; error: ConnectError }
  /**
   * A callback this browser did not start, refused: nothing was read or connected, and the
   * token has left the address bar. Offer a way to start a connection from the app.
   */
  | { status: 'unstarted' }
  /**
   * A callback this browser did not start, let in by `acceptUnstartedCallbacks` (or arriving where
   * storage is off, so it cannot tell): what it would connect, to show with its names until the
   * user calls `confirm()` (or `restart()` to drop it).
   */
  | { status: 'confirm'; what: { kind: 'pages'; sessionToken: string; pages: AvailablePage[] } | { kind: 'account'; account: SocialAccount } };

export type ConnectCallbackStatus = ConnectCallbackState['status'];

export type UseConnectCallbackResult = ConnectCallbackState & {
  /** As the flow recorded it; the one-step callback does not say. */
  network: NetworkId | undefined;
  /**
   * The tenant the flow connects for, as it recorded it, else the provider's: give it to the
   * PagePicker, so a finalize whose answer was lost is looked for under the auth URL's tenant.
   */
  tenantId: string | undefined;
  /** The page the flow started on (same origin), or the `returnTo` option. */
  returnTo: string;
  /** This page is a popup: closing it is the way back. */
  isPopup: boolean;
  /**
   * `close()` or `restart()` asked the browser to close this popup and it refused (a window it
   * does not count as opened by script): tell the user to close it, since no button here can.
   */
  closeRefused: boolean;
  /** The user checked what an unstarted callback connects and goes on (`status: 'confirm'`). */
  confirm: () => void;
  /** Hand over the accounts the PagePicker connected. */
  complete: (accounts: SocialAccount[]) => void;
  /** Reads the pending session (or the accounts a one-step answer is checked against) again after a failure. */
  retry: () => void;
  /** Forgets this flow and goes back to where it started; a popup closes, it never loads the app inside itself. */
  restart: () => void;
  close: () => void;
};

type Phase =
  | { name: 'reading' | 'empty' | 'delivering' | 'delivered' | 'unstarted' }
  | { name: 'local'; result: CallbackResult }
  | { name: 'done'; accounts: SocialAccount[] };

interface View {
  phase: Phase;
  record: FlowRecord | undefined;
  isPopup: boolean;
  closeRefused: boolean;
  /** Not started in this browser, yet let in: the user confirms before anything connects. */
  mustConfirm: boolean;
  confirmed: boolean;
}

/**
 * How long the app has to acknowledge before this page finishes the flow itself: longer for a
 * live opener (a background tab may be slow to answer), short when only the channel might hear.
 */
const ACK_WAIT_MS = { opener: 2000, channel: 750 };

/**
 * The flow as this module last saved it, under the address the callback left behind, when storage
 * would not keep it (sandboxed frames, some private modes). Then it is the only copy: StrictMode's
 * second effect finds the URL already clean and nothing stored, and must still find the result.
 * Where storage works, storage alone is the truth, so a record cleared there stays cleared.
 */
let unstored: { href: string; record: FlowRecord } | undefined;

/** The flow as stored, or as this module holds it for this very address. */
function currentRecord(): FlowRecord | undefined {
  return readFlow() ?? (unstored?.href === location.href ? unstored.record : undefined);
}

function saveRecord(record: FlowRecord) {
  unstored = writeFlow(record) ? undefined : { href: location.href, record };
}

function forgetRecord() {
  clearFlow();
  unstored = undefined;
}

/**
 * Takes the callback's parameters out of the address bar and into the flow record. Idempotent:
 * StrictMode's second effect (or a reload) finds the URL clean and reads the record instead, so
 * the token is read once and never lost. Started here means a connect button of this browser left
 * a flow record (with its id) within the hour: a link someone sent finds none.
 */
function takeCallback(): { record: FlowRecord | undefined; startedHere: boolean } {
  const { result, cleaned } = readCallbackUrl(location.href);
  const record = currentRecord();
  const startedHere = !!record?.id;
  if (!result) return { record, startedHere };
  history.replaceState(history.state, '', cleaned);
  // Without a record (opened elsewhere, storage off) the flow id stays empty: no button takes it from the channel.
  const next: FlowRecord = { id: '', startedAt: Date.now(), ...record, result, accounts: undefined, reported: false, refused: false };
  saveRecord(next);
  return { record: next, startedHere };
}

/** Drops a refused callback's result (its token goes), remembering only that it was refused. */
function refuse(record: FlowRecord | undefined): Phase {
  saveRecord({ id: '', startedAt: Date.now(), mode: record?.mode, returnTo: record?.returnTo, refused: true });
  return { name: 'unstarted' };
}

/**
 * Records the outcome and reports it, once per result even across StrictMode and reloads: the
 * flag lives in the record. Connected accounts replace the token, which has done its work.
 */
function settle(outcome: SocialAccount[] | ConnectError, options: UseConnectCallbackOptions) {
  const record = currentRecord();
  const accounts = Array.isArray(outcome) ? { result: undefined, accounts: outcome } : {};
  saveRecord({ id: '', startedAt: Date.now(), ...record, ...accounts, reported: true });
  if (record?.reported) return;
  if (Array.isArray(outcome)) options.onConnected?.(outcome);
  else options.onError?.(outcome);
}

/** Asks the browser to close this window; false when it refuses (`closed` turns true at once when it agrees). */
function closeWindow(): boolean {
  window.close();
  return window.closed;
}

const reportedErrors = new WeakSet<object>();
const confirmedAccounts = new WeakSet<object>();
const refusedAccounts = new WeakSet<object>();

/**
 * The page the OAuth `redirect_uri` points to. In a popup whose opener is still there, it hands
 * the answer over and closes; otherwise (a redirect, or the opener is gone) it finishes here:
 * the page picker for a session, the account checked with the service for a one-step network,
 * or the outcome with the next step.
 */
export function useConnectCallback(options: UseConnectCallbackOptions = {}): UseConnectCallbackResult {
  const { client, tenantId, retry: retries } = useSocialKit('useConnectCallback');
  const [view, setView] = useState<View>({ phase: { name: 'reading' }, record: undefined, isPopup: false, closeRefused: false, mustConfirm: false, confirmed: false });
  const latestRef = useLatest(options);

  useEffect(() => {
    const { record, startedHere } = takeCallback();
    const opener = liveOpener(window);
    const isPopup = !!opener || record?.mode === 'popup';
    const result = record?.result;
    // Not started here: refused, unless the app lets such callbacks in, or storage is off and this
    // page cannot tell; then the user confirms what would connect before anything does.
    const mustConfirm = !startedHere && (latestRef.current.acceptUnstartedCallbacks === true || !flowStorageWorks());
    // The outcome this page owns: `?error=` is final at once; a session is read and a one-step
    // account checked below, from the render.
    const here = (result: CallbackResult): Phase => {
      if (!startedHere && !mustConfirm) return refuse(record);
      if (result.type === 'error') settle(callbackError(result.error), latestRef.current);
      return { name: 'local', result };
    };
    // Only the flow's own popup offers its answer to the app: by the flow's id, which a crafted
    // link does not know, or without it to the opener alone (which checks it is its popup).
    const offer = !!result && !record.reported && isPopup && (!!opener || !!record.id);
    let phase: Phase = { name: 'empty' };
    if (record?.refused) phase = { name: 'unstarted' };
    else if (record?.accounts) phase = { name: 'done', accounts: record.accounts };
    // A failure stays on screen here (and the app is told too); a success closes the popup.
    else if (result) phase = offer && result.type !== 'error' ? { name: 'delivering' } : here(result);
    setView((previous) => ({ ...previous, phase, record, isPopup, mustConfirm }));
    if (!offer) return;

    const show = (phase: Phase) => setView((previous) => ({ ...previous, phase }));
    const targetOrigin = latestRef.current.targetOrigin ?? location.origin;
    const stop = deliverResult(window, targetOrigin, `${record.startedAt}${record.id}`, result, record.id || undefined, () => {
      stop();
      clearTimeout(timer);
      if (result.type === 'error') return;
      forgetRecord();
      show({ name: 'delivered' });
      window.close();
    });
    const timer = setTimeout(
      () => {
        stop();
        if (result.type !== 'error') show(here(result));
      },
      opener ? ACK_WAIT_MS.opener : ACK_WAIT_MS.channel,
    );
    return () => {
      clearTimeout(timer);
      stop();
    };
  }, [latestRef]);

  const { phase, record } = view;
  const result = phase.name === 'local' ? phase.result : undefined;
  const waitsForUser = view.mustConfirm && !view.confirmed;
  const network = record?.network;

  const session = usePendingSession(result?.type === 'session' ? result.sessionToken : null);
  useReportOnce(session.error, reportedErrors, (error) => latestRef.current.onError?.(error));

  // A one-step answer is a claim anyone can put in a link: connected only once the service lists it.
  const flowTenantId = record?.tenantId ?? tenantId;
  const claim = result?.type === 'connected' ? { accountId: result.accountId, network, tenantId: flowTenantId } : undefined;
  const confirmation = useQuery<SocialAccount, Error>({
    queryKey: [...socialKitKeys.all, 'connectedAccount', claim ?? {}],
    // Not cancelled on unmount (see accountsQueryOptions): StrictMode would ask twice.
    queryFn: () => confirmAccount(client, claim!),
    enabled: !!claim,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    ...retryPolicy(retries),
  });
  // An account the user has yet to confirm is not connected yet: nothing is reported until then.
  useReportOnce(waitsForUser ? undefined : confirmation.data, confirmedAccounts, (account) => settle([account], latestRef.current));
  useReportOnce(confirmation.error, refusedAccounts, (error) =>
    isConnectError(error) ? settle(error, latestRef.current) : latestRef.current.onError?.(error),
  );

  const returnTo = record?.returnTo ?? options.returnTo ?? '/';
  const closeOrSay = () => {
    if (!closeWindow()) setView((previous) => ({ ...previous, closeRefused: true }));
  };
  const actions = {
    confirm: () => setView((previous) => ({ ...previous, confirmed: true })),
    complete(accounts: SocialAccount[]) {
      setView((previous) => ({ ...previous, phase: { name: 'done', accounts } }));
      settle(accounts, latestRef.current);
    },
    retry: () => void (claim ? confirmation.refetch() : session.refetch()),
    restart() {
      forgetRecord();
      // A popup goes back by closing, opener or not (cut off by COOP, it still is a popup): the
      // app loaded inside it would be a second app in a window meant to go away.
      if (view.isPopup) closeOrSay();
      else location.assign(returnTo);
    },
    close: closeOrSay,
  };

  let state: ConnectCallbackState;
  if (phase.name === 'done') state = { status: 'connected', accounts: phase.accounts };
  else if (phase.name !== 'local') state = { status: phase.name };
  else if (phase.result.type === 'session') {
    const { error, data } = session;
    const { sessionToken } = phase.result;
    // The picker reads the session again when its time runs out: only "expired" ends the picking;
    // another failure of that read leaves the pages already on screen.
    if (isSessionExpiredError(error)) state = { status: 'expired', error };
    else if (data && waitsForUser) state = { status: 'confirm', what: { kind: 'pages', sessionToken, pages: data.availablePages } };
    else if (data) state = { status: 'pages', sessionToken };
    else state = error ? { status: 'load-error', error, reading: 'session' } : { status: 'loading', sessionToken };
  } else if (phase.result.type === 'error') {
    const error = callbackError(phase.result.error);
    state = { status: error.code === 'access-denied' ? 'denied' : 'failed', error };
  } else {
    const { data, error } = confirmation;
    if (data && waitsForUser) state = { status: 'confirm', what: { kind: 'account', account: data } };
    else if (data) state = { status: 'connected', accounts: [data] };
    else if (error) state = isConnectError(error) ? { status: 'failed', error } : { status: 'load-error', error, reading: 'account' };
    else state = { status: 'confirming' };
  }

  return { ...state, ...actions, network, tenantId: flowTenantId, returnTo, isPopup: view.isPopup, closeRefused: view.closeRefused };
}
