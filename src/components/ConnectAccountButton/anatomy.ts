import { createAnatomy } from '../shared/anatomy.js';

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

export const anatomy = createAnatomy<ConnectAccountButtonPart>('ConnectAccountButton');
export const partProps = anatomy.parts;
