/**
 * ConnectCallback's words, one screen each. "Try again", "Start again" and "Connected …" are in
 * `commonConnectMessages`. Override any of them on the provider's `messages`.
 */
export const connectCallbackMessages = {
  connectCallbackWorking: 'Finishing the connection…',
  connectCallbackDelivering: 'Returning to the app…',
  connectCallbackConfirming: 'Checking the connection…',
  connectCallbackLoading: 'Loading what you shared…',
  connectCallbackDeliveredTitle: 'All set',
  connectCallbackDelivered: 'The app has your answer. You can close this window.',
  connectCallbackPagesTitle: 'Choose what to connect',
  connectCallbackConnectedTitle: 'Account connected',
  connectCallbackDeniedTitle: 'Access was not granted',
  connectCallbackDenied: 'You declined on the consent screen, so nothing was connected. Start again whenever you are ready.',
  connectCallbackFailedTitle: 'The connection did not complete',
  connectCallbackFailed: 'The network reported a problem and nothing was connected. Start again to retry.',
  connectCallbackUnconfirmed: 'The account this link names is not among your connected accounts, so nothing was connected. Start again from the app.',
  connectCallbackExpiredTitle: 'This connection request has expired',
  connectCallbackExpired: 'Requests last a few minutes. Start again to choose what to connect.',
  connectCallbackLoadErrorTitle: 'What you shared could not be loaded',
  connectCallbackCheckErrorTitle: 'The connection could not be checked',
  connectCallbackEmptyTitle: 'Nothing to finish here',
  connectCallbackEmpty: 'This page completes account connections started in the app.',
  connectCallbackUnstartedTitle: 'This connection was not started here',
  connectCallbackUnstarted: 'The link that opened this page belongs to a connection started in another browser, or by someone else, so nothing was connected. To connect an account, start from the app.',
  connectCallbackStartHere: 'Connect an account',
  connectCallbackConfirmTitle: 'Check before you connect',
  connectCallbackConfirm: 'This connection was not started in this browser. Continue only if you started it yourself and these are yours:',
  connectCallbackConfirmContinue: 'Continue',
  connectCallbackBack: 'Back to the app',
  connectCallbackClose: 'Close window',
  connectCallbackCloseRefused: 'Your browser kept this window open. Close it yourself to return to the app.',
};

export type ConnectCallbackMessages = { [K in keyof typeof connectCallbackMessages]: string };
