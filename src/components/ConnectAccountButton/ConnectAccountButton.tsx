import { useId, useRef, type ReactNode } from 'react';
import type { NetworkId } from '../../client/types.js';
import { useFocusRecovery } from '../../hooks/useFocusRecovery.js';
import { useConnect, type UseConnectOptions } from '../../hooks/useConnect.js';
import { getNetwork } from '../../networks/catalogue.js';
import { Icon } from '../shared/Icon.js';
import { useMessages } from '../../hooks/useMessages.js';
import { ConnectFlow } from './ConnectFlow.js';
import { connectAccountButtonMessages } from '../../i18n/en/connectAccountButton.js';
import { partProps, type ConnectAccountButtonClassNames } from './anatomy.js';
import { useRootProps } from '../../hooks/useRootProps.js';

export interface ConnectAccountButtonProps extends UseConnectOptions {
  /** The network to connect: an id of the catalogue (`NETWORKS`), or one the service added since. */
  network: NetworkId;
  /** Where a handle + app password network (Bluesky) shows its form: a modal dialog, or below the button. */
  appPasswordPresentation?: 'dialog' | 'inline';
  /** Replaces the "Connect {network}" label. */
  children?: ReactNode;
  /** A class for the root element, beside its stable `sk-ConnectAccountButton-root` class. */
  className?: string;
  /** A class for any part, by its name (`{ trigger: '…' }`), beside the part's stable `sk-ConnectAccountButton-<part>` class. */
  classNames?: ConnectAccountButtonClassNames;
}

/**
 * "Connect <Network>": opens the consent in a popup (or redirects), waits for it with a way to
 * bring the window back or cancel, offers this tab when the popup is blocked, shows the page
 * picker in a dialog for networks with pages, and the app password form for Bluesky. Thin DOM
 * over `useConnect`.
 */
export function ConnectAccountButton({ appPasswordPresentation = 'dialog', children, className, classNames, ...options }: ConnectAccountButtonProps) {
  const rootProps = useRootProps();
  const { m, t: format } = useMessages({ defaults: connectAccountButtonMessages, caller: 'ConnectAccountButton' });
  const connect = useConnect(options);
  const { status, isBusy } = connect;
  const { network } = options;
  const { name, icon } = getNetwork(network);
  const p = partProps(classNames);
  const id = useId();
  const trigger = useRef<HTMLButtonElement>(null);

  const byForm = connect.method === 'app-password';
  const inline = byForm && appPasswordPresentation === 'inline';
  const panelOpen = inline && status === 'app-password';

  // Whatever held focus and went away (a dialog or the inline form once connected, the waiting
  // actions once the popup answered) hands it back to the button, not to the page's body.
  const keepFocus = useFocusRecovery((lost) => {
    if (lost) trigger.current?.focus();
  });

  const close = () => {
    connect.cancel();
    trigger.current?.focus();
  };

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
        <span {...p('label')}>{children ?? format(m.connectAccountButtonLabel, { network: name })}</span>
      </button>
      <ConnectFlow connect={connect} id={id} p={p} inline={inline} onClose={close} />
    </div>
  );
}
