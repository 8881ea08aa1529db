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

declare module '../../i18n/messages.js' {
  // Merged into the provider's `messages` type, so an app's overrides are type-checked.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface SocialKitMessages extends CommonConnectMessages {}
}

/** A page's or an account's type in words, or as the service sent it. */
export const accountType = (messages: object, type: string | undefined) =>
  type && ((messages as Record<string, string | undefined>)[`commonAccountType_${type}`] ?? type);
