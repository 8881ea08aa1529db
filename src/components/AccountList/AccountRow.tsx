import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import type { SocialKitError } from '../../client/errors.js';
import type { SocialAccount } from '../../client/types.js';
import { getNetwork } from '../../networks/catalogue.js';
import { accountHandle } from '../../accounts/names.js';
import { Avatar } from '../shared/Avatar.js';
import { Icon, attentionPath } from '../shared/Icon.js';
import { ConnectFlow } from '../ConnectAccountButton/ConnectFlow.js';
import { partProps as connectPartProps } from '../ConnectAccountButton/anatomy.js';
import type { UseConnectResult } from '../../hooks/useConnect.js';
import { useFocusRecovery } from '../../hooks/useFocusRecovery.js';
import type { CommonConnectMessages } from '../../i18n/en/common.js';
import { accountType } from '../../accounts/names.js';
import type { AccountListMessages } from '../../i18n/en/accountList.js';
import { flag, type PartProps } from './anatomy.js';

export interface AccountRowProps {
  account: SocialAccount;
  /** A prefix for the row's element ids. */
  id: string;
  p: PartProps;
  m: AccountListMessages & CommonConnectMessages;
  t: (template: string, params?: object) => string;
  confirming: boolean;
  /** Why the last disconnect failed; the row is back in the list. */
  error: SocialKitError | undefined;
  describe: (error: SocialKitError) => string;
  actions: ReactNode;
  onSelect: ((account: SocialAccount) => void) | undefined;
  onRequest: (account: SocialAccount) => void;
  onConfirm: (account: SocialAccount) => void;
  onCancel: (account: SocialAccount) => void;
  /** The reconnect flow, when it is this account's. */
  reconnection: UseConnectResult | undefined;
  /** Inside the click: the popup must open in it. */
  onReconnect: (account: SocialAccount) => void;
}

// The reconnect flow's parts are ConnectAccountButton's, styled as there.
const connectParts = connectPartProps();

/**
 * One account: avatar, name, @username, network, type and whether it is active, each in messages
 * (never colour alone), then the app's actions and Disconnect, which asks first, in place.
 */
export function AccountRow({ account, id, p, m, t, confirming, error, describe, actions, onSelect, onRequest, onConfirm, onCancel, reconnection, onReconnect }: AccountRowProps) {
  const network = getNetwork(account.network);
  const name = account.nickname || account.username || account.id;
  const handle = accountHandle(account);
  const type = accountType(m, account.accountType);
  const inactive = account.isActive === false;
  const reconnectButton = useRef<HTMLButtonElement>(null);
  // Whatever held focus in the row and went away (the page picker once connected, the waiting
  // actions once the popup answered, Reconnect once the account is active) hands it to the row's
  // Reconnect, else its Disconnect, not to the page's body.
  const keepFocus = useFocusRecovery((lost) => {
    if (lost) (reconnectButton.current ?? document.getElementById(`${id}-disconnect`))?.focus();
  });
  const closeFlow = () => {
    reconnection?.cancel();
    reconnectButton.current?.focus();
  };

  const onConfirmKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onCancel(account);
    }
  };

  return (
    <li
      {...p('item')}
      data-account-id={account.id}
      data-network={account.network}
      data-state={confirming ? 'confirming' : error ? 'failed' : 'idle'}
      data-inactive={flag(inactive)}
      {...keepFocus}
    >
      <Avatar url={account.profilePictureUrl} name={name} part={p} />
      <span {...p('identity')}>
        {onSelect ? (
          <button {...p('name')} type="button" onClick={() => onSelect(account)}>
            {name}
          </button>
        ) : (
          <span {...p('name')}>{name}</span>
        )}
        {account.username && <span {...p('username')}>{handle}</span>}
      </span>
      <span {...p('network')}>
        <Icon {...p('icon')} {...network.icon} />
        {network.name}
      </span>
      {type && <span {...p('type')}>{type}</span>}
      {account.isActive !== undefined && (
        <span {...p('state')} data-state={account.isActive ? 'active' : 'inactive'}>
          {inactive && <Icon {...p('state-icon')} path={attentionPath} />}
          {account.isActive ? m.accountListActive : m.accountListNeedsReconnecting}
        </span>
      )}
      <span {...p('actions')}>
        {actions}
        {inactive && !confirming && (
          <button
            {...p('reconnect')}
            ref={reconnectButton}
            type="button"
            data-variant="primary"
            data-size="sm"
            // Pending keeps focus: aria-disabled, not disabled. A press then only brings the popup back.
            aria-disabled={reconnection?.isBusy || undefined}
            aria-describedby={reconnection && `${id}-flow-status ${id}-flow-alert`}
            aria-label={t(m.accountListReconnectLabel, { handle })}
            onClick={() => onReconnect(account)}
          >
            {m.accountListReconnect}
          </button>
        )}
        {confirming ? (
          <span {...p('confirm')} role="group" aria-labelledby={`${id}-question`} onKeyDown={onConfirmKeyDown}>
            <span {...p('confirm-question')} id={`${id}-question`}>
              {t(m.accountListConfirmQuestion, { handle })}
            </span>
            <button
              {...p('confirm-button')}
              type="button"
              data-variant="danger"
              data-size="sm"
              onClick={() => onConfirm(account)}
              // Enter on "Disconnect" moves focus here; a held key's repeats must not confirm too.
              onKeyDown={(event) => event.repeat && event.preventDefault()}
            >
              {m.accountListConfirm}
            </button>
            <button {...p('cancel-button')} type="button" data-variant="secondary" data-size="sm" onClick={() => onCancel(account)}>
              {m.commonCancel}
            </button>
          </span>
        ) : (
          <button
            {...p('disconnect')}
            id={`${id}-disconnect`}
            type="button"
            data-variant="secondary"
            data-size="sm"
            // Twenty buttons named "Disconnect" read alike in a screen reader's list of controls;
            // the name starts with the visible word, so voice control finds it by what it shows.
            aria-label={t(m.accountListDisconnectLabel, { handle })}
            onClick={() => onRequest(account)}
          >
            {m.accountListDisconnect}
          </button>
        )}
      </span>
      {/* Only the row being reconnected: twenty rows of empty live regions would be noise. Its
          regions stay once the flow has started, so the account's later news is announced. */}
      {reconnection && (
        <div {...p('reconnect-flow')} data-state={reconnection?.status ?? 'idle'}>
          <ConnectFlow connect={reconnection} id={`${id}-flow`} p={connectParts} inline={false} onClose={closeFlow} />
        </div>
      )}
      {error && (
        <p {...p('item-error')} role="alert">
          {t(m.accountListDisconnectFailed, { handle })} {describe(error)}
        </p>
      )}
    </li>
  );
}
