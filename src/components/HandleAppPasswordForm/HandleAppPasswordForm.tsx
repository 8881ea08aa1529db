import { useId, useRef, type FormEvent, type InputHTMLAttributes, type ReactNode } from 'react';
import type { SocialKitError } from '../../client/errors.js';
import type { NetworkId, SocialAccount } from '../../client/types.js';
import { normalizeHandle, serviceFieldErrors, validateAppPasswordForm, type AppPasswordFieldProblem } from '../../connect/appPassword/fields.js';
import { useHandleAppPasswordForm } from '../../hooks/useHandleAppPasswordForm.js';
import { getNetwork } from '../../networks/catalogue.js';
import { useMessages } from '../../hooks/useMessages.js';
import { commonConnectMessages } from '../../i18n/en/common.js';
import { errorMessages } from '../../i18n/en/errors.js';
import { describeError } from '../../i18n/messages.js';
import { handleAppPasswordFormMessages } from '../../i18n/en/handleAppPasswordForm.js';
import { partProps, type HandleAppPasswordFormClassNames } from './anatomy.js';
import { useRootProps } from '../../hooks/useRootProps.js';
import { FIELD } from '../shared/anatomy.js';

const MESSAGES = { ...errorMessages, ...commonConnectMessages, ...handleAppPasswordFormMessages };

/** Where each network's users create an app password. */
const APP_PASSWORD_URLS: Record<string, string> = { bluesky: 'https://bsky.app/settings/app-passwords' };

export interface HandleAppPasswordFormProps {
  /** The tenant to tag the account with; the provider's when omitted. */
  tenantId?: string;
  /** The handle + app password network. Default `bluesky`. */
  network?: NetworkId;
  /** The handle filled in to begin with: reconnecting an account passes its own. */
  defaultHandle?: string;
  /** Where app passwords are made, for a network (or a self-hosted server) this version does not know. */
  appPasswordUrl?: string;
  /** The account connected; the form is empty again. */
  onConnected?: (account: SocialAccount) => void;
  /** Shows a Cancel button, for a dialog or an inline panel the app closes. */
  onCancel?: () => void;
  /** A failed connect (not a field left empty: that is shown, not reported). */
  onError?: (error: SocialKitError) => void;
  /** Focus the handle field on mount, as a dialog's first field. */
  autoFocus?: boolean;
  /** A class for the root element, beside its stable `sk-HandleAppPasswordForm-root` class. */
  className?: string;
  /** A class for any part, by its name (`{ submit: '…' }`), beside the part's stable `sk-HandleAppPasswordForm-<part>` class. */
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
  defaultHandle,
  appPasswordUrl,
  onConnected,
  onCancel,
  onError,
  autoFocus,
  className,
  classNames,
}: HandleAppPasswordFormProps) {
  const rootProps = useRootProps();
  const { m, t: format } = useMessages({ defaults: MESSAGES, caller: 'HandleAppPasswordForm' });
  const describe = (error: unknown) => describeError(error, m);
  const handleInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);
  const focusFirst = (errors: { handle?: unknown; appPassword?: unknown }) =>
    (errors.handle ? handleInput : errors.appPassword ? passwordInput : undefined)?.current?.focus();

  const form = useHandleAppPasswordForm({
    tenantId,
    network,
    defaultHandle,
    onConnected,
    onError: (error) => {
      // Field-level answers take the user to the field; the rest is announced where they are.
      focusFirst(serviceFieldErrors(error).fields);
      onError?.(error);
    },
  });
  const base = useId();
  const p = partProps(classNames);
  const name = getNetwork(network).name;
  // A handle is shown as people write it, `@alice.bsky.social`; a DID has no `@`.
  const shownHandle = (handle: string | undefined) => (!handle ? '' : handle.startsWith('did:') ? handle : `@${handle}`);
  const t = (template: string, params?: object) => format(template, { network: name, ...params });
  const problem = (item: AppPasswordFieldProblem) => (typeof item === 'string' ? t(m[item]) : item.text);
  const link = appPasswordUrl ?? APP_PASSWORD_URLS[network];
  const pending = form.status === 'submitting';

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const problems = validateAppPasswordForm(normalizeHandle(form.handle), form.appPassword);
    if (!form.submit(event) && !pending) focusFirst(problems);
  }

  let alert = '';
  if (form.formError === 'other') alert = describe(form.error);
  else if (form.formError) alert = t(m[form.formError], { handle: shownHandle(form.submittedHandle) });
  alert = [alert, ...form.formErrorDetails].filter(Boolean).join(' ');

  const status =
    form.status === 'submitting'
      ? t(m.handleAppPasswordFormSubmittingStatus, { handle: shownHandle(form.submittedHandle) })
      : form.status === 'connected'
        ? t(m.commonConnected, { accounts: shownHandle(form.account?.username ?? form.submittedHandle) })
        : '';

  // A field: its label, its control, its error (which comes first in the input's description) and
  // its help. Both inputs take what is not this site's login: no autofill, no saved login pairing the
  // handle with the app password, no capitals or corrections, nothing sent to a spelling service.
  const field = (key: 'handle' | 'appPassword', label: string, help: string, control: (input: InputHTMLAttributes<HTMLInputElement>) => ReactNode, after?: ReactNode) => {
    const errors = form.fieldErrors[key];
    const [id, helpId, errorId] = [`${base}-${key}`, `${base}-${key}-help`, `${base}-${key}-error`];
    return (
      <div {...p('field')}>
        <label {...p('label')} htmlFor={id}>
          {label}
        </label>
        {control({
          ...p('input'),
          ...FIELD,
          id,
          'aria-invalid': errors ? true : undefined,
          'aria-describedby': errors ? `${errorId} ${helpId}` : helpId,
          readOnly: pending,
          autoComplete: 'off',
          autoCapitalize: 'none',
          autoCorrect: 'off',
          spellCheck: false,
        })}
        {errors && (
          <p {...p('error')} id={errorId}>
            {errors.map(problem).join(' ')}
          </p>
        )}
        <p {...p('help')} id={helpId}>
          {help}
        </p>
        {after}
      </div>
    );
  };

  return (
    <form
      {...p('root', className)}
      {...rootProps}
      data-state={form.status}
      data-network={network}
      aria-label={t(m.handleAppPasswordFormLabel)}
      aria-busy={pending || undefined}
      noValidate
      onSubmit={onSubmit}
    >
      {field('handle', t(m.handleAppPasswordFormHandleLabel), t(m.handleAppPasswordFormHandleHelp), (input) => (
        <input
          {...input}
          ref={handleInput}
          type="text"
          inputMode="url"
          value={form.handle}
          onChange={(event) => form.setHandle(event.currentTarget.value)}
          autoFocus={autoFocus}
        />
      ))}

      {field(
        'appPassword',
        t(m.handleAppPasswordFormPasswordLabel),
        t(m.handleAppPasswordFormPasswordHelp),
        (input) => (
          <div {...p('password')}>
            <input
              {...input}
              ref={passwordInput}
              type={form.isPasswordVisible ? 'text' : 'password'}
              value={form.appPassword}
              onChange={(event) => form.setAppPassword(event.currentTarget.value)}
              // An app password is entered once and never again (what the HTML standard means by
              // autocomplete "off"); password managers that ignore "off" for password fields are
              // asked by their own attributes.
              data-1p-ignore=""
              data-lpignore="true"
              data-bwignore=""
            />
            <button
              {...p('toggle')}
              type="button"
              data-variant="secondary"
              // A toggle keeps one name; aria-pressed says which way it is.
              aria-label={m.handleAppPasswordFormShowName}
              aria-pressed={form.isPasswordVisible}
              aria-controls={input.id}
              onClick={() => form.setPasswordVisible(!form.isPasswordVisible)}
            >
              {m.handleAppPasswordFormShow}
            </button>
          </div>
        ),
        link && (
          <a {...p('link')} href={link} target="_blank" rel="noopener noreferrer">
            {t(m.handleAppPasswordFormLink)} <span>{m.handleAppPasswordFormLinkNewTab}</span>
          </a>
        ),
      )}

      <div {...p('actions')}>
        <button {...p('submit')} type="submit" data-variant="primary" aria-disabled={pending || undefined} data-state={pending ? 'pending' : 'idle'}>
          {pending ? m.commonConnecting : t(m.handleAppPasswordFormSubmit)}
        </button>
        {onCancel && (
          <button {...p('cancel')} type="button" data-variant="secondary" onClick={() => onCancel()}>
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
