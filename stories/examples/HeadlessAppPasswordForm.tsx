import { useHandleAppPasswordForm, type AppPasswordFieldProblem } from '../../src/index.js';

const messages: Record<string, string> = {
  handleAppPasswordFormHandleRequired: 'Handle, please.',
  handleAppPasswordFormHandleInvalid: 'That is not a full handle.',
  handleAppPasswordFormPasswordRequired: 'App password, please.',
  handleAppPasswordFormErrorConflict: 'Already there.',
  handleAppPasswordFormErrorRefused: 'Bluesky said no.',
  handleAppPasswordFormErrorRejected: 'Not accepted.',
  handleAppPasswordFormErrorFields: 'See the fields.',
  handleAppPasswordFormErrorServer: 'Server trouble.',
  other: 'Something else went wrong.',
};
const say = (problems: AppPasswordFieldProblem[] | undefined) => problems?.map((item) => (typeof item === 'string' ? messages[item] : item.text)).join(' ');

/** A Bluesky connect of the app's own markup on `useHandleAppPasswordForm` alone. */
export function HeadlessAppPasswordForm() {
  const form = useHandleAppPasswordForm();
  const handleError = say(form.fieldErrors.handle);
  const passwordError = say(form.fieldErrors.appPassword);
  return (
    <form onSubmit={form.submit} noValidate aria-label="Add Bluesky" style={{ display: 'grid', gap: '0.5rem', maxWidth: '24rem' }}>
      <label htmlFor="hl-handle">Handle</label>
      <input id="hl-handle" value={form.handle} onChange={(event) => form.setHandle(event.target.value)} autoComplete="off" aria-invalid={!!handleError || undefined} aria-describedby="hl-handle-error" />
      <small id="hl-handle-error">{handleError}</small>
      <label htmlFor="hl-password">App password</label>
      <input
        id="hl-password"
        type={form.isPasswordVisible ? 'text' : 'password'}
        value={form.appPassword}
        onChange={(event) => form.setAppPassword(event.target.value)}
        autoComplete="off"
        aria-invalid={!!passwordError || undefined}
        aria-describedby="hl-password-error"
      />
      <small id="hl-password-error">{passwordError}</small>
      <label>
        <input type="checkbox" checked={form.isPasswordVisible} onChange={(event) => form.setPasswordVisible(event.target.checked)} /> Show
      </label>
      <button type="submit" aria-disabled={form.status === 'submitting' || undefined}>
        Add
      </button>
      <p role="status">{form.status === 'connected' ? `Added ${form.account?.username}.` : `State: ${form.status}`}</p>
      <p role="alert">{form.formError ? messages[form.formError] : ''}</p>
    </form>
  );
}
