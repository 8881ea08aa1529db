import type { SocialKitError } from '../../client/errors.js';

// The handle + app password form's rules, pure and React-free: what a typed handle becomes, what
// the form checks before any request, and what the service's answers mean for each field. Apart
// from the form's core (appPasswordForm.ts) so that `normalizeHandle`, a public export, stays a
// plain function a Server Component can import.

/** Problems the form describes itself; a component maps each key to its message. */
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
  /** 401 with the service's message for refused credentials: the network refused the handle or the app password. */
  | 'handleAppPasswordFormErrorRefused'
  /** 5xx, or the proxy's own API key refused: nothing the user can fix. */
  | 'handleAppPasswordFormErrorServer';

/** A field's problem: one of ours by key, or the service's own message. */
export type AppPasswordFieldProblem = AppPasswordFieldMessageKey | { text: string };

export type AppPasswordFieldErrors = Partial<Record<'handle' | 'appPassword', AppPasswordFieldProblem[]>>;

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

/** The service's field messages on our fields; `Required` in our messages, the rest as sent. */
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
      // A refused API key is the proxy's configuration. The service's own message for refused
      // credentials ("Invalid handle or app password", Bluesky's "Invalid identifier or password")
      // blame the handle or app password; any other 401 is the proxy refusing the app's signed-out
      // user, which `describeError` describes.
      if (/api key/i.test(error.message)) return 'handleAppPasswordFormErrorServer';
      return /handle|identifier|password|credential/i.test(error.message) ? 'handleAppPasswordFormErrorRefused' : 'other';
    default:
      return error.status >= 500 ? 'handleAppPasswordFormErrorServer' : 'other';
  }
}
