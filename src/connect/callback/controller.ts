import type { AvailablePage, SocialAccount } from '../../client/types.js';
import { currentRecord, forgetRecord, saveRecord, takeCallback } from './record.js';
import { deliverResult, liveOpener } from '../oauth/channel.js';
import { callbackError, isConnectError, type ConnectError } from '../errors.js';
import { flowStorageWorks, type FlowRecord } from '../oauth/flowRecord.js';
import { createSubscribable } from '../../client/subscribable.js';
import type { CallbackResult } from '../oauth/protocol.js';

export interface ConnectCallbackOptions {
  /** The accounts connected on this page: picked and finalized, or a one-step account the service confirmed. */
  onConnected?(accounts: SocialAccount[]): void;
  /** What went wrong on this page (a refused consent, an expired session, a failed read), reported once. */
  onError?(error: unknown): void;
  /**
   * The app's origin, the only one a popup posts its answer to (never `*`). This page's origin by
   * default; set it when the callback page is served from another origin than the app.
   */
  targetOrigin?: string;
  /**
   * Where "back" and "start again" lead when the flow did not record its page. `/` by default.
   * @default /
   */
  returnTo?: string;
  /**
   * Finish a callback this browser did not start (no flow record from a connect button here, or
   * one older than an hour), once the user confirms what it connects, shown with its names. Off by
   * default: a link anyone can send must not connect someone's accounts into the signed-in user's
   * workspace. Turn it on when your flows start elsewhere (another app, an email link).
   * @default false
   */
  acceptUnstartedCallbacks?: boolean;
}

export type ConnectCallbackState =
  /** Before the URL is read (on the server, and in the first render). */
  | {
      /** Where the callback page is; rendered as `data-state` by ConnectCallback. */
      status: 'reading';
    }
  /** No callback parameters and nothing to resume: the page was opened on its own. */
  | { status: 'empty' }
  /** Handing the answer to the window that opened this popup. */
  | { status: 'delivering' }
  /** A one-step network named its account: checking that the service really has it. */
  | { status: 'confirming' }
  /** The app has the answer; the popup could not close itself. */
  | { status: 'delivered' }
  | {
      status: 'loading';
      /** The pending session to read, and to give a PagePicker at `pages`. */
      sessionToken: string;
    }
  /** Render a PagePicker with this token. */
  | { status: 'pages'; sessionToken: string }
  | {
      status: 'expired';
      /** What went wrong (a SocialKitError of kind `connect` at `denied` and `failed`). */
      error: unknown;
    }
  /**
   * What `reading` names could not be read: the pending session's pages, or the accounts a
   * one-step answer is checked against (whether it connected is then unknown). `retry()`.
   */
  | {
      status: 'load-error';
      error: unknown;
      /** What could not be read: the pending session, or the accounts a one-step answer is checked against. */
      reading: 'session' | 'account';
    }
  | {
      status: 'connected';
      /** The accounts connected. */
      accounts: SocialAccount[];
    }
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
  | {
      status: 'confirm';
      /** What an unstarted callback would connect: the session's pages, or the one account. */
      what: { kind: 'pages'; sessionToken: string; pages: AvailablePage[] } | { kind: 'account'; account: SocialAccount };
    };

export type ConnectCallbackStatus = ConnectCallbackState['status'];

/**
 * Where the callback page is in handing over or finishing the flow: a state shown as it is, or
 * `local`, a result this page finishes, whose state depends on what the service says of it.
 */
export type CallbackPhase =
  | Extract<ConnectCallbackState, { status: 'reading' | 'empty' | 'delivering' | 'delivered' | 'unstarted' | 'connected' }>
  | { status: 'local'; result: CallbackResult };

/**
 * The callback page's own state; what the service says of the result is read beside it. The hook
 * hands out what is not `phase`, `record` or `waitsForUser` as it is.
 */
export interface CallbackView {
  phase: CallbackPhase;
  /** The flow as recorded; none before the URL is read, or for a page opened on its own. */
  record?: FlowRecord;
  /** This page is a popup (its opener is there, or the flow recorded one): closing it is the way back. */
  isPopup: boolean;
  /** The browser refused to close this popup: no button here can. */
  closeRefused: boolean;
  /**
   * Not started in this browser, yet let in, and not confirmed yet: nothing connects or is
   * reported until the user confirms what it would connect.
   */
  waitsForUser: boolean;
}

export interface CallbackController {
  subscribe: (listener: () => void) => () => void;
  /** The page's state; a new object on every change. */
  getSnapshot: () => CallbackView;
  /**
   * Reads the callback from the address bar and hands a popup's answer to the app, or keeps it
   * here. Idempotent (StrictMode runs it twice); the function it returns stops waiting for the app.
   */
  attach: () => (() => void) | undefined;
  /** Records the outcome and reports it, once per result even across StrictMode and reloads. */
  settle: (outcome: SocialAccount[] | ConnectError) => void;
  /**
   * A read of what the service says of the result failed: a one-step account it does not have is
   * the flow's outcome (settled); anything else is only reported to `onError`.
   */
  fail: (error: unknown) => void;
  /** What the hook hands out as they are; the same functions for the controller's whole life. */
  actions: {
    /** The user checked what an unstarted callback connects and goes on. */
    confirm: () => void;
    /** Hand over the accounts the PagePicker connected. */
    complete: (accounts: SocialAccount[]) => void;
    close: () => void;
  };
  /**
   * Forgets this flow and goes back to `returnTo` (where it started); a popup closes instead, it
   * never loads the app inside itself.
   */
  restart: (returnTo: string) => void;
  /** The latest options, from each render: read when the page acts, never acted on. */
  setOptions: (options: ConnectCallbackOptions) => void;
}

/**
 * How long the app has to acknowledge before this page finishes the flow itself: longer for a
 * live opener (a background tab may be slow to answer), short when only the channel might hear.
 */
export const ACK_WAIT_OPENER_MS = 2000;
export const ACK_WAIT_CHANNEL_MS = 750;

/**
 * The page the OAuth `redirect_uri` points to, without React: reads the callback, and in a popup
 * whose app hears it, hands the answer over and closes; otherwise keeps it here to finish. What
 * the service says of a session or an account (queries) is read beside this, by the hook.
 */
export function createCallbackController(initial: ConnectCallbackOptions): CallbackController {
  let options = initial;
  let view: CallbackView = { phase: { status: 'reading' }, isPopup: false, closeRefused: false, waitsForUser: false };
  // Kept apart from the view: a second attach (StrictMode) asks again whether the user must confirm, not whether they did.
  let confirmed = false;
  const { subscribe, notify } = createSubscribable();
  const update = (change: Partial<CallbackView>) => {
    view = { ...view, ...change };
    notify();
  };

  /** The flag lives in the record: connected accounts replace the token, which has done its work. */
  const settle = (outcome: SocialAccount[] | ConnectError) => {
    const record = currentRecord();
    const connected = Array.isArray(outcome);
    saveRecord({ ...record, ...(connected && { result: undefined, accounts: outcome }), reported: true });
    if (record?.reported) return;
    if (connected) options.onConnected?.(outcome);
    else options.onError?.(outcome);
  };

  // Asks the browser to close this window; `closed` turns true at once when it agrees.
  const close = () => {
    window.close();
    if (!window.closed) update({ closeRefused: true });
  };

  return {
    subscribe,
    getSnapshot: () => view,
    settle,
    fail: (error) => (isConnectError(error) ? settle(error) : options.onError?.(error)),
    attach() {
      const { record, startedHere } = takeCallback();
      const opener = liveOpener(window);
      const isPopup = !!opener || record?.mode === 'popup';
      const result = record?.result;
      // Not started here: refused, unless the app lets such callbacks in, or storage is off and this
      // page cannot tell; then the user confirms what would connect before anything does.
      const mustConfirm = !startedHere && (options.acceptUnstartedCallbacks === true || !flowStorageWorks());
      // The outcome this page owns: `?error=` is final at once; a session is read and a one-step
      // account checked by the hook, from the render.
      const here = (result: CallbackResult): CallbackPhase => {
        if (!startedHere && !mustConfirm) {
          // Refused: its result (the token) goes, and the record remembers only that it was refused.
          saveRecord({ mode: record?.mode, returnTo: record?.returnTo, refused: true });
          return { status: 'unstarted' };
        }
        if (result.type === 'error') settle(callbackError(result.error));
        return { status: 'local', result };
      };
      // Only the flow's own popup offers its answer to the app: by the flow's id, which a crafted
      // link does not know, or without it to the opener alone (which checks it is its popup).
      const offer = !!result && !record.reported && isPopup && (!!opener || !!record.id);
      let phase: CallbackPhase = { status: 'empty' };
      if (record?.refused) phase = { status: 'unstarted' };
      else if (record?.accounts) phase = { status: 'connected', accounts: record.accounts };
      // A failure stays on screen here (and the app is told too); a success closes the popup.
      else if (result) phase = offer && result.type !== 'error' ? { status: 'delivering' } : here(result);
      update({ phase, record, isPopup, waitsForUser: mustConfirm && !confirmed });
      if (!offer) return;

      const stop = deliverResult(window, options.targetOrigin ?? location.origin, `${record.startedAt}${record.id}`, result, record.id || undefined, () => {
        stop();
        clearTimeout(timer);
        if (result.type === 'error') return;
        forgetRecord();
        update({ phase: { status: 'delivered' } });
        window.close();
      });
      const timer = setTimeout(
        () => {
          stop();
          if (result.type !== 'error') update({ phase: here(result) });
        },
        opener ? ACK_WAIT_OPENER_MS : ACK_WAIT_CHANNEL_MS,
      );
      return () => {
        clearTimeout(timer);
        stop();
      };
    },
    actions: {
      confirm() {
        confirmed = true;
        update({ waitsForUser: false });
      },
      complete(accounts) {
        update({ phase: { status: 'connected', accounts } });
        settle(accounts);
      },
      close,
    },
    setOptions(next) {
      options = next;
    },
    restart(returnTo) {
      forgetRecord();
      // A popup goes back by closing, opener or not (cut off by COOP, it still is a popup): the
      // app loaded inside it would be a second app in a window meant to go away.
      if (view.isPopup) close();
      else location.assign(returnTo);
    },
  };
}
