/**
 * Words the connect components share, said (and translated) once: the button's dialog, the
 * callback page, the page picker, the app password form and the account list. `{accounts}` is the
 * connected accounts as a list of the locale. Override any of them on the provider's `messages`.
 * Account types other than these show as the service sends them; add `commonAccountType_<type>`
 * to name one.
 */
export const commonConnectMessages = {
  commonCancel: 'Cancel',
  commonTryAgain: 'Try again',
  commonStartAgain: 'Start again',
  commonConnecting: 'Connecting…',
  commonConnected: 'Connected {accounts}.',
  commonAccountType_organization: 'Organization',
  commonAccountType_personal: 'Personal profile',
};

export type CommonConnectMessages = { [K in keyof typeof commonConnectMessages]: string };
