'use client';
import { useEffect, useState } from 'react';
import { isSessionExpiredError } from '../client/errors.js';
import type { NetworkId, SocialAccount } from '../client/types.js';
import { deliverResult, liveOpener } from '../connect/channel.js';
import { callbackError, type ConnectError } from '../connect/errors.js';
import { clearFlow, readFlow, writeFlow, type FlowRecord } from '../connect/flowRecord.js';
import { readCallbackUrl, type CallbackResult } from '../connect/protocol.js';
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
}

export type ConnectCallbackState =
  /** Before the URL is read (on the server, and in the first render). */
  | { status: 'reading' }
  /** No callback parameters and nothing to resume: the page was opened on its own. */
  | { status: 'empty' }
  /** Handing the answer to the window that opened this popup. */
  | { status: 'delivering' }
  /** The app has the answer; the popup could not close itself. */
  | { status: 'delivered' }
  | { status: 'loading'; sessionToken: string }
  /** Render a PagePicker with this token. */
  | { status: 'pages'; sessionToken: string }
  | { status: 'expired'; error: unknown }
  /** The pending session could not be read: `retry()`. */
  | { status: 'load-error'; error: unknown }
  | { status: 'connected'; accounts: SocialAccount[] }
  /** The user declined on the consent screen. */
  | { status: 'denied'; error: ConnectError }
  | { status: 'failed'; error: ConnectError };

export type ConnectCallbackStatus = ConnectCallbackState['status'];

export type UseConnectCallbackResult = ConnectCallbackState & {
  /** As the flow recorded it; the one-step callback does not say. */
  network: NetworkId | undefined;
  /** The page the flow started on (same origin), or the `returnTo` option. */
  returnTo: string;
  /** This page is a popup: closing it is the way back. */
  isPopup: boolean;
  /** Hand over the accounts the PagePicker connected. */
  complete: (accounts: SocialAccount[]) => void;
  /** Reads the pending session again after a failure. */
  retry: () => void;
  /** Forgets this flow and goes back to where it started (a popup closes). */
  restart: () => void;
  close: () => void;
};

type Phase =
  | { name: 'reading' | 'empty' | 'delivering' | 'delivered' }
  | { name: 'local'; result: CallbackResult }
  | { name: 'done'; accounts: SocialAccount[] };

interface View {
  phase: Phase;
  record: FlowRecord | undefined;
  isPopup: boolean;
}

/**
 * How long the app has to acknowledge before this page finishes the flow itself: longer for a
 * live opener (a background tab may be slow to answer), short when only the channel might hear.
 */
const ACK_WAIT_MS = { opener: 2000, channel: 750 };

/**
 * Takes the callback's parameters out of the address bar and into the flow record. Idempotent:
 * StrictMode's second effect (or a reload) finds the URL clean and reads the record instead, so
 * the token is read once and never lost.
 */
function takeCallback(): FlowRecord | undefined {
  const { result, cleaned } = readCallbackUrl(location.href);
  const record = readFlow();
  if (!result) return record;
  history.replaceState(history.state, '', cleaned);
  // Without a record (opened elsewhere, storage off) the flow id stays empty: any waiting button may take it.
  const next: FlowRecord = { id: '', startedAt: Date.now(), ...record, result, accounts: undefined, reported: false };
  writeFlow(next);
  return next;
}

/**
 * Records the outcome and reports it, once per result even across StrictMode and reloads: the
 * flag lives in the record. Connected accounts replace the token, which has done its work.
 */
function settle(outcome: SocialAccount[] | ConnectError, options: UseConnectCallbackOptions) {
  const record = readFlow();
  const accounts = Array.isArray(outcome) ? { result: undefined, accounts: outcome } : {};
  writeFlow({ id: '', startedAt: Date.now(), ...record, ...accounts, reported: true });
  if (record?.reported) return;
  if (Array.isArray(outcome)) options.onConnected?.(outcome);
  else options.onError?.(outcome);
}

const reportedErrors = new WeakSet<object>();

/**
 * The page the OAuth `redirect_uri` points to. In a popup whose opener is still there, it hands
 * the answer over and closes; otherwise (a redirect, or the opener is gone) it finishes here:
 * the page picker for a session, or the outcome with the next step.
 */
export function useConnectCallback(options: UseConnectCallbackOptions = {}): UseConnectCallbackResult {
  const [view, setView] = useState<View>({ phase: { name: 'reading' }, record: undefined, isPopup: false });
  const latestRef = useLatest(options);

  useEffect(() => {
    const record = takeCallback();
    const isPopup = !!liveOpener(window) || record?.mode === 'popup';
    const result = record?.result;
    // The outcome this page owns: one-step success and `?error=` are final at once.
    const here = (result: CallbackResult): Phase => {
      if (result.type === 'connected') {
        const accounts = [{ id: result.accountId, network: record?.network ?? '', username: result.username }];
        settle(accounts, latestRef.current);
        return { name: 'done', accounts };
      }
      if (result.type === 'error') settle(callbackError(result.error), latestRef.current);
      return { name: 'local', result };
    };
    // A popup, or a page that cannot tell (no record): offer the answer to the app first.
    const offer = !!result && !record.reported && (isPopup || (!record.mode && typeof BroadcastChannel === 'function'));
    let phase: Phase = { name: 'empty' };
    if (record?.accounts) phase = { name: 'done', accounts: record.accounts };
    // A failure stays on screen here (and the app is told too); a success closes the popup.
    else if (result) phase = offer && result.type !== 'error' ? { name: 'delivering' } : here(result);
    setView({ phase, record, isPopup });
    if (!offer) return;

    const show = (phase: Phase) => setView((previous) => ({ ...previous, phase }));
    const targetOrigin = latestRef.current.targetOrigin ?? location.origin;
    const stop = deliverResult(window, targetOrigin, `${record.startedAt}${record.id}`, result, record.id || undefined, () => {
      stop();
      clearTimeout(timer);
      if (result.type === 'error') return;
      clearFlow();
      show({ name: 'delivered' });
      window.close();
    });
    const timer = setTimeout(
      () => {
        stop();
        if (result.type !== 'error') show(here(result));
      },
      liveOpener(window) ? ACK_WAIT_MS.opener : ACK_WAIT_MS.channel,
    );
    return () => {
      clearTimeout(timer);
      stop();
    };
  }, [latestRef]);

  const { phase, record } = view;
  const result = phase.name === 'local' ? phase.result : undefined;
  const network = record?.network;

  const session = usePendingSession(result?.type === 'session' ? result.sessionToken : null);
  useReportOnce(session.error, reportedErrors, (error) => latestRef.current.onError?.(error));

  const returnTo = record?.returnTo ?? options.returnTo ?? '/';
  const actions = {
    complete(accounts: SocialAccount[]) {
      setView((previous) => ({ ...previous, phase: { name: 'done', accounts } }));
      settle(accounts, latestRef.current);
    },
    retry: () => void session.refetch(),
    restart() {
      clearFlow();
      if (liveOpener(window)) window.close();
      else location.assign(returnTo);
    },
    close: () => window.close(),
  };

  let state: ConnectCallbackState;
  if (phase.name === 'done') state = { status: 'connected', accounts: phase.accounts };
  else if (phase.name !== 'local') state = { status: phase.name };
  else if (phase.result.type === 'session') {
    const { error } = session;
    state = error
      ? { status: isSessionExpiredError(error) ? 'expired' : 'load-error', error }
      : { status: session.data ? 'pages' : 'loading', sessionToken: phase.result.sessionToken };
  } else if (phase.result.type === 'error') {
    const error = callbackError(phase.result.error);
    state = { status: error.code === 'access-denied' ? 'denied' : 'failed', error };
  } else state = { status: 'reading' };

  return { ...state, ...actions, network, returnTo, isPopup: view.isPopup };
}
