import { isConnectError, type ConnectErrorCode } from '../../connect/errors.js';
import type { ConnectStatus } from '../../connect/oauth/reducer.js';
import type { UseConnectResult } from '../../hooks/useConnect.js';
import { getNetwork } from '../../networks/catalogue.js';
import { HandleAppPasswordForm } from '../HandleAppPasswordForm/index.js';
import { PagePicker } from '../PagePicker/index.js';
import { accountHandle, accountNames } from '../../accounts/names.js';
import { useMessages } from '../../hooks/useMessages.js';
import { commonConnectMessages } from '../../i18n/en/common.js';
import { errorMessages } from '../../i18n/en/errors.js';
import { describeError } from '../../i18n/messages.js';
import { ConnectDialog } from './ConnectDialog.js';
import { connectAccountButtonMessages } from '../../i18n/en/connectAccountButton.js';
import type { partProps } from './anatomy.js';

const MESSAGES = { ...errorMessages, ...commonConnectMessages, ...connectAccountButtonMessages };

/** What the status line says in each state that has something to say. */
const statusMessageKeys: Partial<Record<ConnectStatus, keyof typeof connectAccountButtonMessages>> = {
  requesting: 'connectAccountButtonOpening',
  'popup-open': 'connectAccountButtonWaiting',
  checking: 'connectAccountButtonChecking',
  redirecting: 'connectAccountButtonRedirecting',
  'pending-session': 'connectAccountButtonPickPages',
  canceled: 'connectAccountButtonCanceled',
};

/** A connect error's alert; any other code is a failure to connect. */
const errorMessageKeys: Partial<Record<ConnectErrorCode, keyof typeof connectAccountButtonMessages>> = {
  'access-denied': 'connectAccountButtonDenied',
  'account-not-found': 'connectAccountButtonUnconfirmed',
};

export interface ConnectFlowProps {
  /** The flow to show; none renders the live regions alone, empty, ready to announce one. */
  connect: UseConnectResult | undefined;
  /** A prefix for the element ids: `-status`, `-alert`, `-panel`. */
  id: string;
  p: ReturnType<typeof partProps>;
  /** The app password form below the trigger (`-panel`) rather than in a dialog. */
  inline: boolean;
  /** Close or Escape on the dialog, Cancel on the waiting actions or the form: cancel, and put focus back on the trigger. */
  onClose: () => void;
}

/**
 * Everything of a connect flow but its trigger: the status line, the alert, the waiting actions,
 * and the page picker or the app password form. ConnectAccountButton shows it under its button,
 * AccountList under a row's Reconnect.
 */
export function ConnectFlow({ connect, id, p, inline, onClose }: ConnectFlowProps) {
  const { m, t: format, locale } = useMessages({ defaults: MESSAGES, caller: 'ConnectAccountButton' });
  const status = connect?.status ?? 'idle';
  const t = (template: string) => format(template, { network: connect && connect.status !== 'idle' ? getNetwork(connect.network).name : '' });
  const panelOpen = inline && status === 'app-password';
  const dialogOpen = status === 'pending-session' || (status === 'app-password' && !inline);

  const form = connect?.appPasswordFormProps && <HandleAppPasswordForm {...connect.appPasswordFormProps} autoFocus onCancel={onClose} />;
  const statusKey = statusMessageKeys[status];
  let statusText = statusKey && t(m[statusKey]);
  let alert: string | undefined;
  if (connect?.status === 'connected') {
    const accounts = accountNames(connect.accounts, locale);
    // Another account than the one asked for: connected, but the one asked for is not fixed.
    if (connect.matched === false) alert = format(m.connectAccountButtonMismatch, { accounts, handle: accountHandle(connect.reconnecting!) });
    else statusText = format(m.commonConnected, { accounts });
  }
  if (connect?.status === 'blocked') alert = t(m.connectAccountButtonBlocked);
  if (connect?.status === 'error') {
    const { error } = connect;
    alert = isConnectError(error) ? t(m[errorMessageKeys[error.code] ?? 'connectAccountButtonFailed']) : describeError(error, m);
  }

  return (
    <>
      <p {...p('status')} id={`${id}-status`} role="status">
        {statusText}
      </p>
      {/* Rendered empty so that its text is announced the moment it arrives. */}
      <p {...p('alert')} id={`${id}-alert`} role="alert">
        {alert}
      </p>

      {connect && ['requesting', 'popup-open', 'checking', 'redirecting', 'blocked'].includes(status) && (
        <div {...p('actions')}>
          {status === 'popup-open' && (
            <button {...p('action')} type="button" data-variant="secondary" data-size="sm" onClick={connect.focusPopup}>
              {t(m.connectAccountButtonFocusWindow)}
            </button>
          )}
          {status === 'blocked' && (
            <button {...p('action')} type="button" data-variant="primary" data-size="sm" onClick={connect.continueInThisTab}>
              {m.connectAccountButtonContinueHere}
            </button>
          )}
          <button {...p('action')} type="button" data-variant="secondary" data-size="sm" onClick={onClose}>
            {m.commonCancel}
          </button>
        </div>
      )}

      {panelOpen && (
        <div {...p('panel')} id={`${id}-panel`}>
          {form}
        </div>
      )}

      {dialogOpen && (
        <ConnectDialog p={p} title={t(status === 'pending-session' ? m.connectAccountButtonPickPages : m.connectAccountButtonLabel)} closeLabel={m.connectAccountButtonClose} onClose={onClose}>
          {connect?.pagePickerProps ? <PagePicker {...connect.pagePickerProps} /> : form}
        </ConnectDialog>
      )}
    </>
  );
}
