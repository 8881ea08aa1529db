/**
 * HandleAppPasswordForm's messages. `{network}` is the network's name and `{handle}` the handle as
 * sent. "Connecting…", "Connected …" and "Cancel" are in `commonConnectMessages`. Override any of
 * them on the provider's `messages`.
 *
 * The form connects a network that signs in with a handle and an app password instead of a sign-in
 * page: Bluesky. Use Bluesky's own words in your language for "handle" and "app password".
 */
export const handleAppPasswordFormMessages = {
  /**
   * HandleAppPasswordForm: the form's accessible name (not shown). `{network}` = the network's name
   * ("Bluesky").
   */
  handleAppPasswordFormLabel: 'Connect {network}',
  /**
   * HandleAppPasswordForm: label of the first field, the user's handle (user name) on the network.
   * `{network}` = the network's name ("Bluesky"). Short.
   */
  handleAppPasswordFormHandleLabel: '{network} handle',
  /**
   * HandleAppPasswordForm: help under the handle field. Keep the examples `alice.bsky.social` as
   * they are.
   */
  handleAppPasswordFormHandleHelp: 'Your full handle, such as alice.bsky.social, or your own domain.',
  /**
   * HandleAppPasswordForm: label of the second field: an app password, a separate password the user
   * creates in the network's settings for one app. Short.
   */
  handleAppPasswordFormPasswordLabel: 'App password',
  /**
   * HandleAppPasswordForm: help under the app password field: it is not the account's password.
   * `{network}` = the network's name ("Bluesky"). Keep `xxxx-xxxx-xxxx-xxxx` as it is.
   */
  handleAppPasswordFormPasswordHelp: 'Not your account password: an app password you create in {network}’s settings. It usually looks like xxxx-xxxx-xxxx-xxxx.',
  /**
   * HandleAppPasswordForm: link under the fields to the network's page for creating an app
   * password; `handleAppPasswordFormLinkNewTab` follows it. `{network}` = the network's name.
   */
  handleAppPasswordFormLink: 'Create an app password on {network}',
  /**
   * HandleAppPasswordForm: after the link's text, in parentheses: the link opens in a new browser
   * tab.
   */
  handleAppPasswordFormLinkNewTab: '(opens in a new tab)',
  /**
   * HandleAppPasswordForm: the toggle button inside the app password field that shows the typed
   * password (pressed again, it hides it). Button label: one short word.
   */
  handleAppPasswordFormShow: 'Show',
  /**
   * The toggle's accessible name; it contains the visible `handleAppPasswordFormShow` unchanged
   * (WCAG 2.5.3, Label in Name: voice control users say what they see), at the start where your
   * grammar allows.
   */
  handleAppPasswordFormShowName: 'Show app password',
  /**
   * HandleAppPasswordForm: the submit button. `{network}` = the network's name ("Bluesky"). Button
   * label: keep it short (it sits beside Cancel at 320 px).
   */
  handleAppPasswordFormSubmit: 'Connect {network}',
  /**
   * HandleAppPasswordForm: status line (spoken by screen readers) while the form is sent.
   * `{handle}` = the handle as sent ("@alice.bsky.social"). Ends with an ellipsis (…).
   */
  handleAppPasswordFormSubmittingStatus: 'Connecting {handle}…',

  /**
   * HandleAppPasswordForm: error under the handle field when it is empty. `{network}` = the
   * network's name ("Bluesky").
   */
  handleAppPasswordFormHandleRequired: 'Enter your {network} handle.',
  /**
   * HandleAppPasswordForm: error under the handle field when it is not a whole handle: no domain
   * (just "alice"), or characters a handle cannot have. Keep the examples as they are.
   */
  handleAppPasswordFormHandleInvalid: 'Enter your full handle with its domain, such as alice.bsky.social or alice.com.',
  /**
   * HandleAppPasswordForm: error under the handle field when it starts with `did:` (a technical
   * account id) but is not a whole one. Keep `did:plc:` and `did:web:` as they are.
   */
  handleAppPasswordFormHandleDidInvalid: 'Enter a whole DID: did:plc: followed by 24 letters and digits, or did:web: followed by a domain.',
  /** HandleAppPasswordForm: error under the app password field when it is empty. */
  handleAppPasswordFormPasswordRequired: 'Enter an app password.',

  /**
   * HandleAppPasswordForm: alert under the form when this account is connected already. `{handle}`
   * = the handle as sent ("@alice.bsky.social").
   */
  handleAppPasswordFormErrorConflict: '{handle} is already connected.',
  /**
   * HandleAppPasswordForm: alert when the app's server refused the request without saying which
   * field is wrong.
   */
  handleAppPasswordFormErrorRejected: 'The service did not accept this request. Check the handle and app password, then try again.',
  /**
   * HandleAppPasswordForm: alert when the app's server refused some fields; each field shows its
   * problem under it.
   */
  handleAppPasswordFormErrorFields: 'Some fields need attention.',
  /**
   * HandleAppPasswordForm: alert when the network refused the handle or the app password (wrong, or
   * revoked). `{network}` = the network's name ("Bluesky").
   */
  handleAppPasswordFormErrorRefused: '{network} did not accept this handle and app password. Check the handle, or create a new app password and enter it again.',
  /**
   * HandleAppPasswordForm: alert when the app's server failed: nothing the user can fix but wait.
   * `{network}` = the network's name.
   */
  handleAppPasswordFormErrorServer: 'Connecting {network} failed on our side. Try again in a moment.',
};

export type HandleAppPasswordFormMessages = { [K in keyof typeof handleAppPasswordFormMessages]: string };
