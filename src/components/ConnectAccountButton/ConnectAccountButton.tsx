import { useId, useRef, type ReactNode } from 'react';
import { isConnectError, type ConnectErrorCode } from '../../connect/errors.js';
import type { ConnectStatus } from '../../connect/oauth/reducer.js';
import { useFocusRecovery } from '../../hooks/useFocusRecovery.js';
import { useConnect, type UseConnectOptions } from '../../hooks/useConnect.js';
import { getNetwork } from '../../networks/catalogue.js';
import { HandleAppPasswordForm } from '../HandleAppPasswordForm/index.js';
import { PagePicker } from '../PagePicker/index.js';
import { accountNames } from '../../accounts/names.js';
import { Icon } from '../shared/Icon.js';
import { useMessages } from '../../hooks/useMessages.js';
import { commonConnectMessages } from '../../i18n/en/common.js';
import { errorMessages } from '../../i18n/en/errors.js';
import { describeError } from '../../i18n/messages.js';
import { ConnectDialog } from './ConnectDialog.js';
import { connectAccountButtonMessages } from '../../i18n/en/connectAccountButton.js';
import { partProps, type ConnectAccountButtonClassNames } from './anatomy.js';
import { useRootProps } from '../../hooks/useRootProps.js';

const MESSAGES = { ...errorMessages, ...commonConnectMessages, ...connectAccountButtonMessages };

export interface ConnectAccountButtonProps extends UseConnectOptions {
  /** Where a handle + app password network (Bluesky) shows its form: a modal dialog, or below the button. */
  appPasswordPresentation?: 'dialog' | 'inline';
  /** Replaces the "Connect {network}" label. */
  children?: ReactNode;
  /** A class for the root element, beside its stable `sk-ConnectAccountButton-root` class. */
  className?: string;
  /** A class for any part, by its name (`{ trigger: '…' }`), beside the part's stable `sk-ConnectAccountButton-<part>` class. */
  classNames?: ConnectAccountButtonClassNames;
}

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

/**
 * "Connect <Network>": opens the consent in a popup (or redirects), waits for it with a way to
 * bring the window back or cancel, offers this tab when the popup is blocked, shows the page
 * picker in a dialog for networks with pages, and the app password form for Bluesky. Thin DOM
 * over `useConnect`.
 */
export function ConnectAccountButton({ appPasswordPresentation = 'dialog', children, className, classNames, ...options }: ConnectAccountButtonProps) {
  const rootProps = useRootProps();
  const { m, t: format, locale } = useMessages({ defaults: MESSAGES, caller: 'ConnectAccountButton' });
  const describe = (error: unknown) => describeError(error, m);
  const connect = useConnect(options);
  const { status, isBusy } = connect;
  const { network } = options;
  const { name, icon } = getNetwork(network);
  const t = (template: string) => format(template, { network: name });
  const p = partProps(classNames);
  const id = useId();
  const trigger = useRef<HTMLButtonElement>(null);

  const byForm = connect.method === 'app-password';
  const inline = byForm && appPasswordPresentation === 'inline';
  const panelOpen = inline && status === 'app-password';
  const dialogOpen = status === 'pending-session' || (status === 'app-password' && !inline);

  // Whatever held focus and went away (a dialog or the inline form once connected, the waiting
  // actions once the popup answered) hands it back to the button, not to the page's body.
  const keepFocus = useFocusRecovery((lost) => {
    if (lost) trigger.current?.focus();
  });

  const close = () => {
    connect.cancel();
    trigger.current?.focus();
  };
  const form = connect.appPasswordFormProps && <HandleAppPasswordForm {...connect.appPasswordFormProps} autoFocus onCancel={close} />;
  const statusKey = statusMessageKeys[status];
  const statusText =
    connect.status === 'connected' ? format(m.commonConnected, { accounts: accountNames(connect.accounts, locale) }) : statusKey && t(m[statusKey]);
  let alert: string | undefined;
  if (connect.status === 'blocked') alert = t(m.connectAccountButtonBlocked);
  if (connect.status === 'error') {
    const { error } = connect;
    alert = isConnectError(error) ? t(m[errorMessageKeys[error.code] ?? 'connectAccountButtonFailed']) : describe(error);
  }

  return (
    <div {...p('root', className)} {...rootProps} data-state={status} data-network={network} {...keepFocus}>
      <button
        {...p('trigger')}
        ref={trigger}
        type="button"
        data-variant="secondary"
        // Pending keeps focus: aria-disabled, not disabled. A click then only brings the popup back.
        aria-disabled={isBusy || undefined}
        aria-describedby={`${id}-status ${id}-alert`}
        aria-haspopup={byForm && !inline ? 'dialog' : undefined}
        aria-expanded={inline ? panelOpen : undefined}
        aria-controls={panelOpen ? `${id}-panel` : undefined}
        onClick={panelOpen ? connect.cancel : connect.start}
      >
        <Icon {...p('icon')} {...icon} />
        <span {...p('label')}>{children ?? t(m.connectAccountButtonLabel)}</span>
      </button>

      <p {...p('status')} id={`${id}-status`} role="status">
        {statusText}
      </p>
      {/* Rendered empty so that its text is announced the moment it arrives. */}
      <p {...p('alert')} id={`${id}-alert`} role="alert">
        {alert}
      </p>

      {['requesting', 'popup-open', 'checking', 'redirecting', 'blocked'].includes(status) && (
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
          <button {...p('action')} type="button" data-variant="secondary" data-size="sm" onClick={close}>
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
        <ConnectDialog p={p} title={t(status === 'pending-session' ? m.connectAccountButtonPickPages : m.connectAccountButtonLabel)} closeLabel={m.connectAccountButtonClose} onClose={close}>
          {connect.pagePickerProps ? <PagePicker {...connect.pagePickerProps} /> : form}
        </ConnectDialog>
      )}
    </div>
  );
}
