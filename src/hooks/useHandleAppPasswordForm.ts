import { useState, useSyncExternalStore } from 'react';
import type { SocialKitError } from '../client/errors.js';
import type { SocialAccount } from '../client/types.js';
import { appPasswordFormError, normalizeHandle, serviceFieldErrors, type AppPasswordFieldErrors, type AppPasswordFormMessageKey } from '../connect/appPassword/fields.js';
import { createAppPasswordForm, type AppPasswordFormInput, type AppPasswordFormOptions } from '../connect/appPassword/form.js';
import { useConnectAppPassword } from './useConnectAppPassword.js';
import { useLatest } from './useLatest.js';

// The form's rules are plain functions beside its core (connect/appPassword/fields.ts), where a
// Server Component can import them; named here too, where they were first exported.
export {
  appPasswordFormError,
  normalizeHandle,
  serviceFieldErrors,
  validateAppPasswordForm,
  type AppPasswordFieldErrors,
  type AppPasswordFieldMessageKey,
  type AppPasswordFieldProblem,
  type AppPasswordFormMessageKey,
} from '../connect/appPassword/fields.js';

export type HandleAppPasswordFormStatus = 'idle' | 'invalid' | 'submitting' | 'connected' | 'error';

export type UseHandleAppPasswordFormOptions = AppPasswordFormOptions;

export interface UseHandleAppPasswordFormResult {
  /** `idle`, `invalid` (a submit found a field that needs attention), `submitting`, `connected` or `error`. */
  status: HandleAppPasswordFormStatus;
  /** The handle field as typed. */
  handle: string;
  /** Sets the handle field (clears its error). */
  setHandle: (value: string) => void;
  /** Held in memory only while typed: emptied the moment it is submitted, whatever the outcome. */
  appPassword: string;
  /** Sets the app password field (clears its error). */
  setAppPassword: (value: string) => void;
  /** Whether the password shows as text, for a Show and Hide toggle. */
  isPasswordVisible: boolean;
  /** Shows or hides the password. */
  setPasswordVisible: (visible: boolean) => void;
  /** The handle as it will be sent: without `@`, spaces or a profile URL around it, in lower case (a DID as typed). */
  normalizedHandle: string;
  /** Per field (`handle`, `appPassword`): a problem as an `AppPasswordFieldMessageKey` to word, or the service's own `{ text }`. */
  fieldErrors: AppPasswordFieldErrors;
  /** What went wrong for the form as a whole: a key, or `'other'` for an error `describeError` describes. */
  formError: AppPasswordFormMessageKey | 'other' | undefined;
  /** The service's messages that belong to no field of the form (`details._errors`, `tenantId`). */
  formErrorDetails: string[];
  /** The failure of the last connect, if it failed. */
  error: SocialKitError | null;
  /** The account just connected. */
  account: SocialAccount | undefined;
  /** The handle of the last connect sent, for messages about it ("… is already connected"). */
  submittedHandle: string | undefined;
  /** Validates, then connects; returns false when a field needs attention or a connect is under way. */
  submit: (event?: { preventDefault(): void }) => boolean;
  /** Back to an empty form. */
  reset: () => void;
}

/**
 * Headless state for connecting a handle + app password account (Bluesky): the two fields,
 * checks before any request, the service's answers mapped to fields and messages, one submit at
 * a time. The app password never reaches the query cache (see `sealAppPassword`), storage or logs,
 * and is emptied from state as soon as it is sent. The form lives in its core
 * (connect/appPassword/form.ts); this hook hands it the latest options and the mutation, and
 * renders both.
 */
export function useHandleAppPasswordForm(options: UseHandleAppPasswordFormOptions = {}): UseHandleAppPasswordFormResult {
  const connect = useConnectAppPassword();
  // The form's state lives in its core, the request's in the mutation (its cache update with it):
  // each has one owner, and this hook reads both.
  const latest = useLatest<AppPasswordFormInput>({ options, send: connect.mutateAsync, forget: connect.reset });
  // Made once, so every action keeps its identity; the core reads the latest render through the ref.
  const [form] = useState(() => createAppPasswordForm(() => latest.current));
  const { invalid, ...fields } = useSyncExternalStore(form.subscribe, form.getSnapshot, form.getSnapshot);

  const status: HandleAppPasswordFormStatus = connect.isPending
    ? 'submitting'
    : connect.isSuccess
      ? 'connected'
      : connect.isError
        ? 'error'
        : invalid
          ? 'invalid'
          : 'idle';

  return {
    ...fields,
    status,
    normalizedHandle: normalizeHandle(fields.handle),
    formError: connect.error ? appPasswordFormError(connect.error) : undefined,
    formErrorDetails: connect.error ? serviceFieldErrors(connect.error).rest : [],
    error: connect.error,
    account: connect.data,
    submittedHandle: connect.variables?.handle,
    ...form.actions,
  };
}
