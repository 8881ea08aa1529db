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
  | 'actions'
  | 'disconnect'
  | 'confirm'
  | 'confirm-question'
  | 'confirm-button'
  | 'cancel-button'
  | 'item-error'
  | 'empty'
  | 'empty-action'
  | 'alert'
  | 'retry'
  | 'paging'
  | 'range'
  | 'previous'
  | 'next';

export type AccountListClassNames = Partial<Record<AccountListPart, string>>;

/** The attributes every part carries: the scope and part our CSS selects on, and its stable class. */
export const partProps = (classNames: AccountListClassNames | undefined) => (part: AccountListPart, extra?: string) => ({
  'data-scope': 'account-list',
  'data-part': part,
  className: [`sk-AccountList-${part}`, classNames?.[part], extra].filter(Boolean).join(' '),
});

export type PartProps = ReturnType<typeof partProps>;

/** Present or absent, as Radix renders boolean state. */
export const flag = (on: unknown) => (on ? '' : undefined);
