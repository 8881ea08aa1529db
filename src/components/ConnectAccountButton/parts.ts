import { partsFor } from '../shared/parts.js';

export type ConnectAccountButtonPart =
  | 'group'
  | 'root'
  | 'trigger'
  | 'icon'
  | 'label'
  | 'status'
  | 'alert'
  | 'actions'
  | 'action'
  | 'panel'
  | 'dialog'
  | 'dialog-header'
  | 'dialog-title'
  | 'dialog-close';

export type ConnectAccountButtonClassNames = Partial<Record<ConnectAccountButtonPart, string>>;

export const partProps = partsFor<ConnectAccountButtonPart>('connect', 'ConnectAccountButton');
