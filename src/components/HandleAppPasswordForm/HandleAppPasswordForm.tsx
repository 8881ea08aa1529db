import { useId, useRef, type FormEvent } from 'react';
import type { SocialKitError } from '../../client/errors.js';
import type { NetworkId, SocialAccount } from '../../client/types.js';
import { useMessages, useSocialKit } from '../../hooks/context.js';
import { describeError, errorMessages, formatMessage } from '../../hooks/messages.js';
import {
  normalizeHandle,
  useHandleAppPasswordForm,
  validateAppPasswordForm,
  type AppPasswordFieldProblem,
} from '../../hooks/useHandleAppPasswordForm.js';
import { getNetwork } from '../../networks/catalogue.js';
import { commonConnectMessages } from '../shared/messages.js';
import { appPasswordFormMessages } from './messages.js';
import { partProps, type HandleAppPasswordFormClassNames } from './parts.js';

/** Where each network's users create an app password. */
const APP_PASSWORD_URLS: Record<string, string> = { bluesky: 'https://bsky.app/settings/app-passwords' };

export interface HandleAppPasswordFormProps {
  /** The tenant to tag the account with; the provider's when omitted. */
  tenantId?: string;
  /** The handle + app password network. Default `bluesky`. */
  network?: NetworkId;
  /** Where app passwords are made, for a network (or a self-hosted server) this version does not know. */
  appPasswordUrl?: string;
  onConnected?: (account: SocialAccount) => void;
  /** Shows a Cancel button, for a dialog or an inline panel the app closes. */
  onCancel?: () => void;
  onError?: (error: SocialKitError) => void;
  /** Focus the handle field on mount, as a dialog's first field. */
  autoFocus?: boolean;
  className?: string;
  classNames?: HandleAppPasswordFormClassNames;
}

/**
 * Connects a handle + app password account (Bluesky): the handle, the app password (masked, with
 * a show/hide toggle), where to make one, and each failure in its place. Thin DOM over
 * `useHandleAppPasswordForm`.
 */
export function HandleAppPasswordForm({
  tenantId,
  network = 'bluesky',
  appPasswordUrl,
  onConnected,
  onCancel,
  onError,
  autoFocus,
  className,
  classNames,
}: HandleAppPasswordFormProps) {
  const { locale } = useSocialKit('HandleAppPasswordForm');
  const m = useMessages({ ...errorMessages, ...commonConnectMessages, ...appPasswordFormMessages });
  const handleInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);
  const focusFirst = (errors: { handle?: unknown; appPassword?: unknown }) =>
    (errors.handle ? handleInput : errors.appPassword ? passwordInput : undefined)?.current?.focus();

  const form = useHandleAppPasswordForm({
    tenantId,
    network,
    onConnected,
    onError: (error) => {
      // Field-level answers take the user to the field; the rest is announced where they are.
      const fields = Object.keys(error.fieldErrors).map((path) => path.split('.')[0]);
      focusFirst({ handle: fields.includes('handle'), appPassword: fields.includes('appPassword') });
      onError?.(error);
    },
  });
  const base = useId();
  const p = partProps(classNames);
  const name = getNetwork(network).name;
  const shownHandle = (handle: string | undefined) => (handle ? `@${handle}` : '');
  const t = (template: string, params: object = {}) => formatMessage(template, { network: name, ...params }, locale);
  const problem = (item: AppPasswordFieldProblem) => (typeof item === 'string' ? t(m[item]) : item.text);
  const link = appPasswordUrl ?? APP_PASSWORD_URLS[network];
  const pending = form.status === 'submitting';

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const problems = validateAppPasswordForm(normalizeHandle(form.handle), form.appPassword);
    if (!form.submit(event) && !pending) focusFirst(problems);
  }

  let alert = '';
  if (form.formError === 'other') alert = describeError(form.error, m);
  else if (form.formError) alert = t(m[form.formError], { handle: shownHandle(form.submittedHandle) });
  alert = [alert, ...form.formErrorDetails].filter(Boolean).join(' ');

  const status =
    form.status === 'submitting'
      ? t(m.appPasswordSubmittingStatus, { handle: shownHandle(form.submittedHandle) })
      : form.status === 'connected'
        ? t(m.commonConnected, { accounts: shownHandle(form.account?.username ?? form.submittedHandle) })
        : '';

  // A field's input attributes, its help's id, and its error, which comes first in its description.
  const field = (key: 'handle' | 'appPassword') => {
    const errors = form.fieldErrors[key];
    const [id, help, error] = [`${base}-${key}`, `${base}-${key}-help`, `${base}-${key}-error`];
    return {
      input: { id, 'aria-invalid': errors ? true : undefined, 'aria-describedby': errors ? `${error} ${help}` : help },
      help,
      error: errors && (
        <p {...p('error')} id={error}>
          {errors.map(problem).join(' ')}
        </p>
      ),
    };
  };
  const handleField = field('handle');
  const passwordField = field('appPassword');

  return (
    <form
      {...p('root', className)}
      data-sk-root=""
      data-state={form.status}
      data-network={network}
      aria-label={t(m.appPasswordFormLabel)}
      aria-busy={pending || undefined}
      noValidate
      onSubmit={onSubmit}
    >
      <div {...p('field')}>
        <label {...p('label')} htmlFor={handleField.input.id}>
          {t(m.appPasswordHandleLabel)}
        </label>
        <input
          {...p('input')}
          {...handleField.input}
          ref={handleInput}
          type="text"
          inputMode="url"
          value={form.handle}
          onChange={(event) => form.setHandle(event.currentTarget.value)}
          readOnly={pending}
          // Not this site's username: no autofill, no saved login pairing it with the app password.
          autoComplete="off"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          autoFocus={autoFocus}
        />
        {handleField.error}
        <p {...p('help')} id={handleField.help}>
          {t(m.appPasswordHandleHelp)}
        </p>
      </div>

      <div {...p('field')}>
        <label {...p('label')} htmlFor={passwordField.input.id}>
          {t(m.appPasswordLabel)}
        </label>
        <div {...p('password')}>
          <input
            {...p('input')}
            {...passwordField.input}
            ref={passwordInput}
            type={form.isPasswordVisible ? 'text' : 'password'}
            value={form.appPassword}
            onChange={(event) => form.setAppPassword(event.currentTarget.value)}
            readOnly={pending}
            // An app password is entered once and never again (the spec's meaning of "off"); password
            // managers that ignore "off" for password fields are asked by their own attributes.
            autoComplete="off"
            data-1p-ignore=""
            data-lpignore="true"
            data-bwignore=""
            // Shown as text, it must still not go to a spelling service.
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
          />
          <button
            {...p('toggle')}
            type="button"
            // A toggle keeps one name; aria-pressed says which way it is.
            aria-label={m.appPasswordShowName}
            aria-pressed={form.isPasswordVisible}
            aria-controls={passwordField.input.id}
            onClick={() => form.setPasswordVisible(!form.isPasswordVisible)}
          >
            {m.appPasswordShow}
          </button>
        </div>
        {passwordField.error}
        <p {...p('help')} id={passwordField.help}>
          {t(m.appPasswordHelp)}
        </p>
        {link && (
          <a {...p('link')} href={link} target="_blank" rel="noopener noreferrer">
            {t(m.appPasswordLink)} <span>{m.appPasswordLinkNewTab}</span>
          </a>
        )}
      </div>

      <div {...p('actions')}>
        <button {...p('submit')} type="submit" aria-disabled={pending || undefined} data-state={pending ? 'pending' : 'idle'}>
          {pending ? m.commonConnecting : t(m.appPasswordSubmit)}
        </button>
        {onCancel && (
          <button {...p('cancel')} type="button" onClick={onCancel}>
            {m.commonCancel}
          </button>
        )}
      </div>

      <p {...p('status')} role="status">
        {status}
      </p>
      <div {...p('alert')} role="alert">
        {alert}
      </div>
    </form>
  );
}
