export type ConnectCallbackPart = 'root' | 'heading' | 'status' | 'alert' | 'message' | 'actions' | 'action' | 'link';

export type ConnectCallbackClassNames = Partial<Record<ConnectCallbackPart, string>>;

/** The attributes every part carries: the scope and part our CSS selects on, and its stable class. */
export const partProps = (classNames: ConnectCallbackClassNames | undefined) => (part: ConnectCallbackPart, extra?: string) => ({
  'data-scope': 'connect-callback',
  'data-part': part,
  className: [`sk-ConnectCallback-${part}`, classNames?.[part], extra].filter(Boolean).join(' '),
});
