import { createAnatomy } from '../shared/anatomy.js';

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

export const anatomy = createAnatomy<HandleAppPasswordFormPart>('HandleAppPasswordForm');
export const partProps = anatomy.parts;
