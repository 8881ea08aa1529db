import { useState } from 'react';
import type { SocialKitError } from '../client/errors.js';
import type { NetworkId, SocialAccount } from '../client/types.js';
import { useConnectAppPassword } from './useConnectAppPassword.js';
import { useLatest } from './useLatest.js';

/** Problems the form words itself; a component maps each key to its message. */
export type AppPasswordFieldMessageKey =
  | 'handleAppPasswordFormHandleRequired'
  | 'handleAppPasswordFormHandleInvalid'
  /** Starts as a DID (`did:`) but is not a whole did:plc or did:web. */
  | 'handleAppPasswordFormHandleDidInvalid'
  | 'handleAppPasswordFormPasswordRequired';
export type AppPasswordFormMessageKey =
  /** 409: the account is connected already. */
  | 'handleAppPasswordFormErrorConflict'
  /** 400 without per-field details: the service would not take the request. */
  | 'handleAppPasswordFormErrorRejected'
  /** 400 with per-field details. */
  | 'handleAppPasswordFormErrorFields'
  /** 401 with the service's words for refused credentials: the network refused the handle or the app password. */
  | 'handleAppPasswordFormErrorRefused'
  /** 5xx, or the proxy's own API key refused: nothing the user can fix. */
  | 'handleAppPasswordFormErrorServer';

/** A field's problem: one of ours by key, or the service's own words. */
export type AppPasswordFieldProblem = AppPasswordFieldMessageKey | { text: string };

export type AppPasswordFieldErrors = Partial<Record<'handle' | 'appPassword', AppPasswordFieldProblem[]>>;

export type HandleAppPasswordFormStatus = 'idle' | 'invalid' | 'submitting' | 'connected' | 'error';

export interface UseHandleAppPasswordFormOptions {
  /** The handle + app password network; `bluesky`, the only one today. */
  network?: NetworkId;
  /** The tenant to tag the account with; the provider's when omitted. */
  tenantId?: string;
  onConnected?: (account: SocialAccount) => void;
  /** A failed connect (not a field left empty: that is shown, not reported). */
  onError?: (error: SocialKitError) => void;
}

export interface UseHandleAppPasswordFormResult {
  status: HandleAppPasswordFormStatus;
  handle: string;
  setHandle: (value: string) => void;
  /** Held in memory only while typed: emptied the moment it is submitted, whatever the outcome. */
  appPassword: string;
  setAppPassword: (value: string) => void;
  isPasswordVisible: boolean;
  setPasswordVisible: (visible: boolean) => void;
  /** The handle as it will be sent: without `@`, spaces or a profile URL around it, in lower case (a DID as typed). */
  normalizedHandle: string;
  fieldErrors: AppPasswordFieldErrors;
  /** What went wrong for the form as a whole: a key, or `'other'` for an error `describeError` words. */
  formError: AppPasswordFormMessageKey | 'other' | undefined;
  /** The service's words that belong to no field of the form (`details._errors`, `tenantId`). */
  formErrorDetails: string[];
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

// RFC 1035 labels, the last one starting with a letter: what atproto accepts as a handle.
const HANDLE = /^(?=.{3,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]([a-z0-9-]{0,61}[a-z0-9])?$/;
// The two DID methods atproto accounts have: did:plc (24 base32 characters) and did:web (a host name, no path or port).
const PLC = /^did:plc:[a-z2-7]{24}$/;
const isDid = (value: string) => PLC.test(value) || (value.startsWith('did:web:') && HANDLE.test(value.slice(8).toLowerCase()));
const PROFILE_URL = /^(?:https?:\/\/)?bsky\.app\/profile\/([^/?#\s]+)/i;

const decoded = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

/**
 * People paste handles as they see them: `@Alice.bsky.social`, or a profile link, whose last part
 * may be a DID (`did:plc:…`). A handle is lower-cased; a DID is kept as typed (its case is its own).
 */
export function normalizeHandle(typed: string): string {
  const value = typed.trim();
  const link = PROFILE_URL.exec(value)?.[1];
  const identifier = (link === undefined ? value : decoded(link)).replace(/^@/, '');
  return /^did:/i.test(identifier) ? identifier : identifier.toLowerCase();
}

export function validateAppPasswordForm(handle: string, appPassword: string): AppPasswordFieldErrors {
  const errors: AppPasswordFieldErrors = {};
  if (!handle) errors.handle = ['handleAppPasswordFormHandleRequired'];
  else if (/^did:/i.test(handle)) {
    if (!isDid(handle)) errors.handle = ['handleAppPasswordFormHandleDidInvalid'];
  } else if (!HANDLE.test(handle)) errors.handle = ['handleAppPasswordFormHandleInvalid'];
  if (!appPassword.trim()) errors.appPassword = ['handleAppPasswordFormPasswordRequired'];
  return errors;
}

/** The service's field messages on our fields; `Required` in our words, the rest as sent. */
export function serviceFieldErrors(error: SocialKitError): { fields: AppPasswordFieldErrors; rest: string[] } {
  const fields: AppPasswordFieldErrors = {};
  const rest: string[] = [...error.formErrors];
  for (const [path, messages] of Object.entries(error.fieldErrors)) {
    // Dotted paths (`handle.domain`) belong to their top-level field.
    const field = path.split('.')[0];
    if (field === 'handle' || field === 'appPassword') {
      const required = field === 'handle' ? 'handleAppPasswordFormHandleRequired' : 'handleAppPasswordFormPasswordRequired';
      (fields[field] ??= []).push(...messages.map((text) => (text === 'Required' ? required : { text })));
    } else {
      rest.push(...messages);
    }
  }
  return { fields, rest };
}

export function appPasswordFormError(error: SocialKitError): AppPasswordFormMessageKey | 'other' {
  if (error.kind === 'validation') return 'handleAppPasswordFormErrorFields';
  if (error.kind !== 'http') return 'other';
  switch (error.status) {
    case 409:
      return 'handleAppPasswordFormErrorConflict';
    case 400:
      return Object.keys(error.fieldErrors).length ? 'handleAppPasswordFormErrorFields' : 'handleAppPasswordFormErrorRejected';
    case 401:
      // A refused API key is the proxy's configuration. The service's own words for refused
      // credentials ("Invalid handle or app password", Bluesky's "Invalid identifier or password")
      // blame the handle or app password; any other 401 is the proxy refusing the app's signed-out
      // user, which `describeError` words.
      if (/api key/i.test(error.message)) return 'handleAppPasswordFormErrorServer';
      return /handle|identifier|password|credential/i.test(error.message) ? 'handleAppPasswordFormErrorRefused' : 'other';
    default:
      return error.status >= 500 ? 'handleAppPasswordFormErrorServer' : 'other';
  }
}

const NONE: AppPasswordFieldErrors = {};

/** Editing a field takes back what was said about it. */
const withoutField = (field: 'handle' | 'appPassword') => (errors: AppPasswordFieldErrors) => {
  if (!errors[field]) return errors;
  const { [field]: _, ...rest } = errors;
  return rest;
};

/**
 * Headless state for connecting a handle + app password account (Bluesky): the two fields,
 * checks before any request, the service's answers mapped to fields and messages, one submit at
 * a time. The app password never reaches the query cache (see `sealAppPassword`), storage or logs,
 * and is emptied from state as soon as it is sent.
 */
export function useHandleAppPasswordForm(options: UseHandleAppPasswordFormOptions = {}): UseHandleAppPasswordFormResult {
  const connect = useConnectAppPassword();
  const [handle, setHandleState] = useState('');
  const [appPassword, setAppPasswordState] = useState('');
  const [isPasswordVisible, setPasswordVisible] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<AppPasswordFieldErrors>(NONE);
  const [invalid, setInvalid] = useState(false);

  const { mutateAsync, reset: resetMutation } = connect;
  const latestRef = useLatest({ options, handle, appPassword, mutateAsync, resetMutation });

  // Made once, so every action keeps its identity; each reads the latest render through the ref.
  const [actions] = useState(() => {
    // isPending renders a tick after a second Enter can arrive: this flag closes that gap.
    let inFlight = false;
    const setHandle = (value: string) => {
      latestRef.current.handle = value;
      setHandleState(value);
      setFieldErrors(withoutField('handle'));
    };
    const setAppPassword = (value: string) => {
      latestRef.current.appPassword = value;
      setAppPasswordState(value);
      setFieldErrors(withoutField('appPassword'));
    };
    return {
      setHandle,
      setAppPassword,
      submit(event?: { preventDefault(): void }) {
        event?.preventDefault();
        if (inFlight) return false;
        const { options: current, handle: typed, appPassword: password, mutateAsync, resetMutation } = latestRef.current;
        const normalized = normalizeHandle(typed);
        const problems = validateAppPasswordForm(normalized, password);
        if (problems.handle || problems.appPassword) {
          setFieldErrors(problems);
          setInvalid(true);
          resetMutation();
          return false;
        }
        inFlight = true;
        setInvalid(false);
        setFieldErrors(NONE);
        // The request holds the only copy from here on: the field, and the state behind it, are emptied now.
        setAppPassword('');
        setPasswordVisible(false);
        mutateAsync({ handle: normalized, appPassword: password.trim(), tenantId: current.tenantId, network: current.network ?? 'bluesky' })
          .then(
            (account) => {
              setHandle('');
              latestRef.current.options.onConnected?.(account);
            },
            (error: SocialKitError) => {
              setFieldErrors(serviceFieldErrors(error).fields);
              latestRef.current.options.onError?.(error);
            },
          )
          .finally(() => {
            inFlight = false;
          });
        return true;
      },
      reset() {
        setHandle('');
        setAppPassword('');
        setPasswordVisible(false);
        setFieldErrors(NONE);
        setInvalid(false);
        latestRef.current.resetMutation();
      },
    };
  });

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
    status,
    handle,
    appPassword,
    isPasswordVisible,
    setPasswordVisible,
    normalizedHandle: normalizeHandle(handle),
    fieldErrors,
    formError: connect.error ? appPasswordFormError(connect.error) : undefined,
    formErrorDetails: connect.error ? serviceFieldErrors(connect.error).rest : [],
    error: connect.error,
    account: connect.data,
    submittedHandle: connect.variables?.handle,
    ...actions,
  };
}
