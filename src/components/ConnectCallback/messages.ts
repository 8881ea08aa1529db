/**
 * ConnectCallback's words, one screen each. "Try again", "Start again" and "Connected …" are in
 * `commonConnectMessages`. Override any of them on the provider's `messages`.
 */
export const connectCallbackMessages = {
  callbackWorking: 'Finishing the connection…',
  callbackDelivering: 'Returning to the app…',
  callbackConfirming: 'Checking the connection…',
  callbackLoading: 'Loading what you shared…',
  callbackDeliveredTitle: 'All set',
  callbackDelivered: 'The app has your answer. You can close this window.',
  callbackPagesTitle: 'Choose what to connect',
  callbackConnectedTitle: 'Account connected',
  callbackDeniedTitle: 'Access was not granted',
  callbackDenied: 'You declined on the consent screen, so nothing was connected. Start again whenever you are ready.',
  callbackFailedTitle: 'The connection did not complete',
  callbackFailed: 'The network reported a problem and nothing was connected. Start again to retry.',
  callbackUnconfirmed: 'The account this link names is not among your connected accounts, so nothing was connected. Start again from the app.',
  callbackExpiredTitle: 'This connection request has expired',
  callbackExpired: 'Requests last a few minutes. Start again to choose what to connect.',
  callbackLoadErrorTitle: 'What you shared could not be loaded',
  callbackCheckErrorTitle: 'The connection could not be checked',
  callbackEmptyTitle: 'Nothing to finish here',
  callbackEmpty: 'This page completes account connections started in the app.',
  callbackUnstartedTitle: 'This connection was not started here',
  callbackUnstarted: 'The link that opened this page belongs to a connection started in another browser, or by someone else, so nothing was connected. To connect an account, start from the app.',
  callbackStartHere: 'Connect an account',
  callbackConfirmTitle: 'Check before you connect',
  callbackConfirm: 'This connection was not started in this browser. Continue only if you started it yourself and these are yours:',
  callbackConfirmContinue: 'Continue',
  callbackBack: 'Back to the app',
  callbackClose: 'Close window',
  callbackCloseRefused: 'Your browser kept this window open. Close it yourself to return to the app.',
};

export type ConnectCallbackMessages = { [K in keyof typeof connectCallbackMessages]: string };

declare module '../../i18n/messages.js' {
  // Merged into the provider's `messages` type, so an app's overrides are type-checked.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface SocialKitMessages extends ConnectCallbackMessages {}
}
