import type { NetworkId } from '../../client/types.js';
import { useMessages } from '../../hooks/useMessages.js';
import { ConnectAccountButton, type ConnectAccountButtonProps } from './ConnectAccountButton.js';
import { connectAccountButtonMessages } from '../../i18n/en/connectAccountButton.js';
import { partProps } from './anatomy.js';
import { useRootProps } from '../../hooks/useRootProps.js';

export interface ConnectAccountButtonGroupProps extends Omit<ConnectAccountButtonProps, 'network' | 'children'> {
  /** The networks, one button each, in this order. */
  networks: readonly NetworkId[];
  /** A row that wraps (the default), a column of full-width buttons, or a grid of equal columns. */
  layout?: 'horizontal' | 'vertical' | 'grid';
  /** The group's accessible name; "Connect an account" by default. */
  label?: string;
}

/** Several networks at once, as one labelled group of ConnectAccountButtons. */
export function ConnectAccountButtonGroup({ networks, layout = 'horizontal', label, className, ...buttonProps }: ConnectAccountButtonGroupProps) {
  const rootProps = useRootProps();
  const { m } = useMessages({ defaults: connectAccountButtonMessages, caller: 'ConnectAccountButtonGroup' });
  return (
    <div {...partProps(buttonProps.classNames)('group', className)} role="group" aria-label={label ?? m.connectAccountButtonGroupLabel} {...rootProps} data-layout={layout}>
      {networks.map((network) => (
        <ConnectAccountButton key={network} {...buttonProps} network={network} />
      ))}
    </div>
  );
}
