export type HandleAppPasswordFormPart =
  | 'root'
  | 'field'
  | 'label'
  | 'help'
  | 'link'
  | 'input'
  | 'password'
  | 'toggle'
  | 'error'
  | 'actions'
  | 'submit'
  | 'cancel'
  | 'status'
  | 'alert';

export type HandleAppPasswordFormClassNames = Partial<Record<HandleAppPasswordFormPart, string>>;

/** The attributes every part carries: the scope and part our CSS selects on, and its stable class. */
export const partProps = (classNames: HandleAppPasswordFormClassNames | undefined) => (part: HandleAppPasswordFormPart, extra?: string) => ({
  'data-scope': 'app-password-form',
  'data-part': part,
  className: [`sk-HandleAppPasswordForm-${part}`, classNames?.[part], extra].filter(Boolean).join(' '),
});
