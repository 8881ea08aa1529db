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

/** The attributes every part carries: the scope and part our CSS selects on, and its stable class. */
export const partProps = (classNames: ConnectAccountButtonClassNames | undefined) => (part: ConnectAccountButtonPart, extra?: string) => ({
  'data-scope': 'connect',
  'data-part': part,
  className: [`sk-ConnectAccountButton-${part}`, classNames?.[part], extra].filter(Boolean).join(' '),
});
