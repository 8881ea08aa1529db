import type { SocialKitError } from '../../client/errors.js';
import type { ConnectAppPasswordParams, NetworkId, SocialAccount } from '../../client/types.js';
import { normalizeHandle, serviceFieldErrors, validateAppPasswordForm, type AppPasswordFieldErrors } from './fields.js';
import { createSubscribable } from '../../client/subscribable.js';

export interface AppPasswordFormOptions {
  /**
   * The handle + app password network; `bluesky`, the only one today.
   * @default 'bluesky'
   */
  network?: NetworkId;
  /**
   * The tenant to tag the account with; the provider's when omitted.
   * @default the provider's
   */
  tenantId?: string;
  /** The handle the form starts with (and goes back to on `reset`): reconnecting an account fills in its own. Read when the form is created. */
  defaultHandle?: string;
  /** The account connected. */
  onConnected?: (account: SocialAccount) => void;
  /** A failed connect (not a field left empty: that is shown, not reported). */
  onError?: (error: SocialKitError) => void;
}

/** What the form reads each time it acts: each render's, so a new callback identity changes nothing. */
export interface AppPasswordFormInput {
  options: AppPasswordFormOptions;
  /** Sends one connect and settles with its account: the mutation's `mutateAsync`. */
  send: (params: ConnectAppPasswordParams) => Promise<SocialAccount>;
  /** Forgets the last connect's outcome (the mutation's `reset`), so a failed check is not shown as its error. */
  forget: () => void;
}

/**
 * The form's own state. The request's (pending, its outcome, its error, the handle it sent) is not
 * here: the mutation holds it, and the hook reads both, so each piece has one owner.
 */
export interface AppPasswordFormState {
  handle: string;
  /** What is typed; empty from the moment it is sent, whatever the outcome. */
  appPassword: string;
  isPasswordVisible: boolean;
  fieldErrors: AppPasswordFieldErrors;
  /** The last submit stopped at the form's own checks. */
  invalid: boolean;
}

/** The same functions for the form's whole life. */
export interface AppPasswordFormActions {
  setHandle: (value: string) => void;
  setAppPassword: (value: string) => void;
  setPasswordVisible: (visible: boolean) => void;
  /** Checks, then sends; false when a field needs attention or a connect is under way. */
  submit: (event?: { preventDefault(): void }) => boolean;
  /** Back to an empty form (the default handle in it), the last connect's outcome forgotten. */
  reset: () => void;
}

export interface AppPasswordForm {
  actions: AppPasswordFormActions;
  subscribe: (listener: () => void) => () => void;
  /** A new object only when something in it changed. */
  getSnapshot: () => AppPasswordFormState;
}

const EMPTY: AppPasswordFormState = { handle: '', appPassword: '', isPasswordVisible: false, fieldErrors: {}, invalid: false };

/**
 * The handle + app password form without React: the two fields, the checks before any request,
 * the service's answers mapped to fields, one submit at a time. The app password lives in the
 * snapshot only while typed: once sent, the request holds the only copy, and nothing here keeps it.
 */
export function createAppPasswordForm(latest: () => AppPasswordFormInput): AppPasswordForm {
  const initial = latest().options.defaultHandle ? { ...EMPTY, handle: latest().options.defaultHandle! } : EMPTY;
  let state = initial;
  // The mutation's isPending renders a tick after a second Enter can arrive: this flag closes that gap.
  let inFlight = false;
  const { subscribe, notify } = createSubscribable();

  const set = (change: Partial<AppPasswordFormState>) => {
    for (const key in change) {
      if (change[key as keyof AppPasswordFormState] !== state[key as keyof AppPasswordFormState]) {
        state = { ...state, ...change };
        return notify();
      }
    }
  };

  // Editing a field takes back what was said about it.
  const edit = (field: 'handle' | 'appPassword') => (value: string) => {
    const { [field]: said, ...rest } = state.fieldErrors;
    set({ [field]: value, fieldErrors: said ? rest : state.fieldErrors });
  };

  const actions: AppPasswordFormActions = {
    setHandle: edit('handle'),
    setAppPassword: edit('appPassword'),
    setPasswordVisible: (visible) => set({ isPasswordVisible: visible }),
    submit(event) {
      event?.preventDefault();
      if (inFlight) return false;
      const { options, send, forget } = latest();
      const handle = normalizeHandle(state.handle);
      const problems = validateAppPasswordForm(handle, state.appPassword);
      if (problems.handle || problems.appPassword) {
        set({ fieldErrors: problems, invalid: true });
        forget();
        return false;
      }
      inFlight = true;
      const params = { handle, appPassword: state.appPassword.trim(), tenantId: options.tenantId, network: options.network ?? 'bluesky' };
      // The request holds the only copy from here on: the field, and the state behind it, are
      // emptied now (all but the handle back as it starts).
      set({ ...EMPTY, handle: state.handle });
      send(params)
        .then(
          (account) => {
            actions.setHandle('');
            latest().options.onConnected?.(account);
          },
          (error: SocialKitError) => {
            set({ fieldErrors: serviceFieldErrors(error).fields });
            latest().options.onError?.(error);
          },
        )
        .finally(() => {
          inFlight = false;
        });
      return true;
    },
    reset() {
      set(initial);
      latest().forget();
    },
  };

  return { actions, subscribe, getSnapshot: () => state };
}
