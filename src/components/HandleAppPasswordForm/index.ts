export { HandleAppPasswordForm, type HandleAppPasswordFormProps } from './HandleAppPasswordForm.js';
export { appPasswordFormMessages, type AppPasswordFormMessages } from './messages.js';
export type { HandleAppPasswordFormPart, HandleAppPasswordFormClassNames } from './parts.js';
