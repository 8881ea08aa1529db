export { HandleAppPasswordForm, type HandleAppPasswordFormProps } from './HandleAppPasswordForm.js';
export type { HandleAppPasswordFormPart, HandleAppPasswordFormClassNames } from './anatomy.js';
