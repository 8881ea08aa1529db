/**
 * HandleAppPasswordForm's words. `{network}` is the network's name and `{handle}` the handle as
 * sent. "Connecting…", "Connected …" and "Cancel" are in `commonConnectMessages`. Override any of
 * them on the provider's `messages`.
 */
export const handleAppPasswordFormMessages = {
  handleAppPasswordFormLabel: 'Connect {network}',
  handleAppPasswordFormHandleLabel: '{network} handle',
  handleAppPasswordFormHandleHelp: 'Your full handle, such as alice.bsky.social, or your own domain.',
  handleAppPasswordFormPasswordLabel: 'App password',
  handleAppPasswordFormPasswordHelp: 'Not your account password: an app password you create in {network}’s settings. It usually looks like xxxx-xxxx-xxxx-xxxx.',
  handleAppPasswordFormLink: 'Create an app password on {network}',
  handleAppPasswordFormLinkNewTab: '(opens in a new tab)',
  handleAppPasswordFormShow: 'Show',
  /** The toggle's accessible name; it starts with the visible `handleAppPasswordFormShow`, as WCAG 2.5.3 asks. */
  handleAppPasswordFormShowName: 'Show app password',
  handleAppPasswordFormSubmit: 'Connect {network}',
  handleAppPasswordFormSubmittingStatus: 'Connecting {handle}…',

  handleAppPasswordFormHandleRequired: 'Enter your {network} handle.',
  handleAppPasswordFormHandleInvalid: 'Enter your full handle with its domain, such as alice.bsky.social or alice.com.',
  handleAppPasswordFormHandleDidInvalid: 'Enter a whole DID: did:plc: followed by 24 letters and digits, or did:web: followed by a domain.',
  handleAppPasswordFormPasswordRequired: 'Enter an app password.',

  handleAppPasswordFormErrorConflict: '{handle} is already connected.',
  handleAppPasswordFormErrorRejected: 'The service did not accept this request. Check the handle and app password, then try again.',
  handleAppPasswordFormErrorFields: 'Some fields need attention.',
  handleAppPasswordFormErrorRefused: '{network} did not accept this handle and app password. Check the handle, or create a new app password and enter it again.',
  handleAppPasswordFormErrorServer: 'Connecting {network} failed on our side. Try again in a moment.',
};

export type HandleAppPasswordFormMessages = { [K in keyof typeof handleAppPasswordFormMessages]: string };
