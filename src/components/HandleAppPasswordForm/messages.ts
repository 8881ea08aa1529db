import type { AppPasswordFieldMessageKey, AppPasswordFormMessageKey } from '../../hooks/useHandleAppPasswordForm.js';

/**
 * HandleAppPasswordForm's words. `{network}` is the network's name and `{handle}` the handle as
 * sent. "Connecting…", "Connected …" and "Cancel" are in `commonConnectMessages`. Override any of
 * them on the provider's `messages`.
 */
export const appPasswordFormMessages = {
  appPasswordFormLabel: 'Connect {network}',
  appPasswordHandleLabel: '{network} handle',
  appPasswordHandleHelp: 'Your full handle, such as alice.bsky.social, or your own domain.',
  appPasswordLabel: 'App password',
  appPasswordHelp: 'Not your account password: an app password you create in {network}’s settings. It usually looks like xxxx-xxxx-xxxx-xxxx.',
  appPasswordLink: 'Create an app password on {network}',
  appPasswordLinkNewTab: '(opens in a new tab)',
  appPasswordShow: 'Show',
  /** The toggle's accessible name; it starts with the visible `appPasswordShow`, as WCAG 2.5.3 asks. */
  appPasswordShowName: 'Show app password',
  appPasswordSubmit: 'Connect {network}',
  appPasswordSubmittingStatus: 'Connecting {handle}…',

  appPasswordHandleRequired: 'Enter your {network} handle.',
  appPasswordHandleInvalid: 'Enter your full handle with its domain, such as alice.bsky.social or alice.com.',
  appPasswordHandleDidInvalid: 'Enter a whole DID: did:plc: followed by 24 letters and digits, or did:web: followed by a domain.',
  appPasswordRequired: 'Enter an app password.',

  appPasswordErrorConflict: '{handle} is already connected.',
  appPasswordErrorRejected: 'The service did not accept this request. Check the handle and app password, then try again.',
  appPasswordErrorFields: 'Some fields need attention.',
  appPasswordErrorRefused: '{network} did not accept this handle and app password. Check the handle, or create a new app password and enter it again.',
  appPasswordErrorServer: 'Connecting {network} failed on our side. Try again in a moment.',
} satisfies Record<AppPasswordFieldMessageKey | AppPasswordFormMessageKey, string> & Record<string, string>;

export type AppPasswordFormMessages = { [K in keyof typeof appPasswordFormMessages]: string };

declare module '../../i18n/messages.js' {
  // Merged into the provider's `messages` type, so an app's overrides are type-checked.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface SocialKitMessages extends AppPasswordFormMessages {}
}
