import { partsFor } from '../shared/parts.js';

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

export const partProps = partsFor<HandleAppPasswordFormPart>('app-password-form', 'HandleAppPasswordForm');
