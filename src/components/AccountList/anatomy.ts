import { createAnatomy } from '../shared/anatomy.js';

export type AccountListPart =
  | 'root'
  | 'announcer'
  | 'filters'
  | 'filter'
  | 'label'
  | 'select'
  | 'input'
  | 'help'
  | 'field-error'
  | 'apply'
  | 'list'
  | 'skeleton'
  | 'item'
  | 'avatar'
  | 'avatar-image'
  | 'identity'
  | 'name'
  | 'username'
  | 'network'
  | 'icon'
  | 'type'
  | 'state'
  | 'state-icon'
  | 'actions'
  | 'reconnect'
  | 'reconnect-flow'
  | 'disconnect'
  | 'confirm'
  | 'confirm-question'
  | 'confirm-button'
  | 'cancel-button'
  | 'item-error'
  | 'empty'
  | 'empty-icon'
  | 'empty-action'
  | 'alert'
  | 'retry'
  | 'paging'
  | 'range'
  | 'previous'
  | 'next';

export type AccountListClassNames = Partial<Record<AccountListPart, string>>;

export const anatomy = createAnatomy<AccountListPart>('AccountList');
export const partProps = anatomy.parts;

export type PartProps = ReturnType<typeof partProps>;

export { flag } from '../shared/anatomy.js';
