import { useEffect, useRef, type MouseEvent, type ReactNode } from 'react';
import { useMessages, useSocialKit } from '../../hooks/context.js';
import { describeError, errorMessages, formatMessage } from '../../hooks/messages.js';
import { useConnectCallback, type UseConnectCallbackOptions } from '../../hooks/useConnectCallback.js';
import { accountNames } from '../ConnectAccountButton/names.js';
import { PagePicker } from '../PagePicker/index.js';
import { connectCallbackMessages } from './messages.js';
import { partProps, type ConnectCallbackClassNames } from './parts.js';

export interface ConnectCallbackProps extends UseConnectCallbackOptions {
  /** The level of each screen's heading: 1 for a page of its own (the default). */
  headingLevel?: 1 | 2 | 3 | 4 | 5 | 6;
  className?: string;
  classNames?: ConnectCallbackClassNames;
}

/**
 * Render it at the page your `redirect_uri` points to. Each outcome gets its own screen with the
 * next step: the page picker for a session; connected; declined; failed; expired; unreadable.
 * Thin DOM over `useConnectCallback`.
 */
export function ConnectCallback({ headingLevel = 1, className, classNames, ...options }: ConnectCallbackProps) {
  const { locale } = useSocialKit('ConnectCallback');
  const m = useMessages({ ...errorMessages, ...connectCallbackMessages });
  const callback = useConnectCallback(options);
  const p = partProps(classNames);
  const Heading = `h${headingLevel}` as const;

  // A new screen whose predecessor held the focus (the picker, gone once connected) or a first
  // screen: focus its heading, so keyboard and screen reader users start from it.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    const active = heading.current?.ownerDocument.activeElement;
    if (!active || active === heading.current?.ownerDocument.body) heading.current?.focus();
  }, [callback.status]);

  const back = (event: MouseEvent) => {
    event.preventDefault();
    callback.restart();
  };
  const link = (label: string) => (
    <a {...p('link')} href={callback.returnTo} onClick={back}>
      {label}
    </a>
  );
  const button = (label: string, onClick: () => void) => (
    <button {...p('action')} type="button" onClick={onClick}>
      {label}
    </button>
  );
  const leave = callback.isPopup ? button(m.callbackClose, callback.close) : link(m.callbackBack);

  let title: string | undefined;
  let status: string | undefined;
  let alert: string | undefined;
  let actions: ReactNode = null;
  switch (callback.status) {
    case 'reading':
      status = m.callbackWorking;
      break;
    case 'delivering':
      status = m.callbackDelivering;
      break;
    case 'loading':
      status = m.callbackLoading;
      break;
    case 'pages':
      title = m.callbackPagesTitle;
      break;
    case 'delivered':
      title = m.callbackDeliveredTitle;
      status = m.callbackDelivered;
      actions = button(m.callbackClose, callback.close);
      break;
    case 'connected':
      title = m.callbackConnectedTitle;
      status = formatMessage(m.callbackConnected, { accounts: accountNames(callback.accounts, locale) }, locale);
      actions = leave;
      break;
    case 'denied':
    case 'failed':
      title = callback.status === 'denied' ? m.callbackDeniedTitle : m.callbackFailedTitle;
      alert = callback.status === 'denied' ? m.callbackDenied : m.callbackFailed;
      actions = link(m.callbackStartAgain);
      break;
    case 'expired':
      title = m.callbackExpiredTitle;
      alert = m.callbackExpired;
      actions = link(m.callbackStartAgain);
      break;
    case 'load-error':
      title = m.callbackLoadErrorTitle;
      alert = describeError(callback.error, m);
      actions = (
        <>
          {button(m.callbackRetry, callback.retry)}
          {link(m.callbackStartAgain)}
        </>
      );
      break;
    case 'empty':
      title = m.callbackEmptyTitle;
      status = m.callbackEmpty;
      actions = leave;
      break;
  }
  const busy = callback.status === 'reading' || callback.status === 'delivering' || callback.status === 'loading';

  return (
    <div {...p('root', className)} data-sk-root="" data-state={callback.status} data-network={callback.network} aria-busy={busy || undefined}>
      {title && (
        <Heading {...p('heading')} ref={heading} tabIndex={-1}>
          {title}
        </Heading>
      )}
      <p {...p('status')} role="status">
        {status}
      </p>
      <p {...p('alert')} role="alert">
        {alert}
      </p>
      {callback.status === 'pages' && (
        <PagePicker sessionToken={callback.sessionToken} onConnected={callback.complete} onRestart={callback.restart} onError={(error) => options.onError?.(error)} />
      )}
      {actions && <div {...p('actions')}>{actions}</div>}
    </div>
  );
}
