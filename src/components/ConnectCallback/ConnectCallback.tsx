import { useEffect, useRef, type ReactNode } from 'react';
import { useConnectCallback, type ConnectCallbackStatus, type UseConnectCallbackOptions } from '../../hooks/useConnectCallback.js';
import { PagePicker } from '../PagePicker/index.js';
import { accountNames } from '../../accounts/names.js';
import { useMessages } from '../../hooks/useMessages.js';
import { commonConnectMessages } from '../../i18n/en/common.js';
import { errorMessages } from '../../i18n/en/errors.js';
import { describeError } from '../../i18n/messages.js';
import { connectCallbackMessages } from '../../i18n/en/connectCallback.js';
import { partProps, type ConnectCallbackClassNames } from './anatomy.js';
import { useRootProps } from '../../hooks/useRootProps.js';

const MESSAGES = { ...errorMessages, ...commonConnectMessages, ...connectCallbackMessages };

export interface ConnectCallbackProps extends UseConnectCallbackOptions {
  /** The level of each screen's heading: 1 for a page of its own (the default). */
  headingLevel?: 1 | 2 | 3 | 4 | 5 | 6;
  /** A class for the root element, beside its stable `sk-ConnectCallback-root` class. */
  className?: string;
  /** A class for any part, by its name (`{ heading: '…' }`), beside the part's stable `sk-ConnectCallback-<part>` class. */
  classNames?: ConnectCallbackClassNames;
}

type MessageKey = keyof typeof connectCallbackMessages;

/** Each screen's heading, and its message for the status line or, for a failure, the alert. */
const screens: Record<ConnectCallbackStatus, { title?: MessageKey; status?: MessageKey; alert?: MessageKey }> = {
  reading: { status: 'connectCallbackWorking' },
  delivering: { status: 'connectCallbackDelivering' },
  confirming: { status: 'connectCallbackConfirming' },
  loading: { status: 'connectCallbackLoading' },
  pages: { title: 'connectCallbackPagesTitle' },
  delivered: { title: 'connectCallbackDeliveredTitle', status: 'connectCallbackDelivered' },
  connected: { title: 'connectCallbackConnectedTitle' },
  denied: { title: 'connectCallbackDeniedTitle', alert: 'connectCallbackDenied' },
  failed: { title: 'connectCallbackFailedTitle', alert: 'connectCallbackFailed' },
  expired: { title: 'connectCallbackExpiredTitle', alert: 'connectCallbackExpired' },
  'load-error': { title: 'connectCallbackLoadErrorTitle' },
  empty: { title: 'connectCallbackEmptyTitle', status: 'connectCallbackEmpty' },
  unstarted: { title: 'connectCallbackUnstartedTitle', alert: 'connectCallbackUnstarted' },
  confirm: { title: 'connectCallbackConfirmTitle', status: 'connectCallbackConfirm' },
};

/**
 * Render it at the page your `redirect_uri` points to. Each outcome gets its own screen with the
 * next step: the page picker for a session; connected; declined; failed; expired; unreadable.
 * Thin DOM over `useConnectCallback`.
 */
export function ConnectCallback({ headingLevel = 1, className, classNames, ...options }: ConnectCallbackProps) {
  const rootProps = useRootProps();
  const { m, t, locale } = useMessages({ defaults: MESSAGES, caller: 'ConnectCallback' });
  const describe = (error: unknown) => describeError(error, m);
  const callback = useConnectCallback(options);
  const { status } = callback;
  const screen = screens[status];
  const p = partProps(classNames);
  const Heading = `h${headingLevel}` as const;

  // A new screen whose predecessor held the focus (the picker, gone once connected) or a first
  // screen: focus its heading, so keyboard and screen reader users start from it.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    const active = heading.current?.ownerDocument.activeElement;
    if (!active || active === heading.current?.ownerDocument.body) heading.current?.focus();
  }, [status]);

  // One family (docs/theming.md, "Buttons"): Continue is the step this screen is for; Close,
  // Cancel, Try again and Start again look as they do in every component.
  const button = (label: string, onClick: () => void, variant: 'primary' | 'secondary' = 'secondary') => (
    <button {...p('action')} type="button" data-variant={variant} onClick={() => onClick()}>
      {label}
    </button>
  );
  // Back where the flow started (a popup closes), with the flow forgotten.
  const link = (label: string) => (
    <a
      {...p('link')}
      data-variant="secondary"
      href={callback.returnTo}
      onClick={(event) => {
        event.preventDefault();
        callback.restart();
      }}
    >
      {label}
    </a>
  );

  let actions: ReactNode = null;
  if (status === 'delivered') actions = button(m.connectCallbackClose, callback.close);
  if (status === 'connected' || status === 'empty') actions = callback.isPopup ? button(m.connectCallbackClose, callback.close) : link(m.connectCallbackBack);
  if (status === 'denied' || status === 'failed' || status === 'expired') actions = link(m.commonStartAgain);
  if (status === 'unstarted') actions = callback.isPopup ? button(m.connectCallbackClose, callback.close) : link(m.connectCallbackStartHere);
  if (status === 'confirm') {
    actions = (
      <>
        {button(m.connectCallbackConfirmContinue, callback.confirm, 'primary')}
        {link(m.commonCancel)}
      </>
    );
  }
  if (status === 'load-error') {
    actions = (
      <>
        {button(m.commonTryAgain, callback.retry)}
        {link(m.commonStartAgain)}
      </>
    );
  }

  return (
    <div
      {...p('root', className)}
      {...rootProps}
      data-state={status}
      data-network={callback.network}
      aria-busy={status === 'reading' || status === 'delivering' || status === 'confirming' || status === 'loading' || undefined}
    >
      {screen.title && (
        <Heading {...p('heading')} ref={heading} tabIndex={-1}>
          {/* A one-step answer whose check failed shared nothing to load: it is the connection that is unknown. */}
          {callback.status === 'load-error' && callback.reading === 'account' ? m.connectCallbackCheckErrorTitle : m[screen.title]}
        </Heading>
      )}
      <p {...p('status')} role="status">
        {callback.closeRefused
          ? m.connectCallbackCloseRefused
          : callback.status === 'connected'
            ? t(m.commonConnected, { accounts: accountNames(callback.accounts, locale) })
            : screen.status && m[screen.status]}
      </p>
      <p {...p('alert')} role="alert">
        {callback.status === 'load-error'
          ? describe(callback.error)
          : callback.status === 'failed' && callback.error.code === 'account-not-found'
            ? m.connectCallbackUnconfirmed
            : screen.alert && m[screen.alert]}
      </p>
      {callback.status === 'confirm' && (
        <ul {...p('confirm-list')}>
          {callback.what.kind === 'pages'
            ? callback.what.pages.map((page) => (
                <li {...p('confirm-item')} key={page.id}>
                  {page.name}
                  {page.username && <span {...p('confirm-handle')}> @{page.username.replace(/^@/, '')}</span>}
                </li>
              ))
            : (
                <li {...p('confirm-item')}>
                  {callback.what.account.nickname || callback.what.account.username}
                  {callback.what.account.username && <span {...p('confirm-handle')}> @{callback.what.account.username.replace(/^@/, '')}</span>}
                </li>
              )}
        </ul>
      )}
      {callback.status === 'pages' && (
        <PagePicker
          sessionToken={callback.sessionToken}
          tenantId={callback.tenantId}
          onConnected={callback.complete}
          onRestart={callback.restart}
          onError={(error) => options.onError?.(error)}
        />
      )}
      {actions && <div {...p('actions')}>{actions}</div>}
    </div>
  );
}
