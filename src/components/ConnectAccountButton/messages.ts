/**
 * ConnectAccountButton's words; `{network}` is the network's name. "Cancel", "Connected …" and
 * other words the connect components share are in `commonConnectMessages`. Override any of them
 * on the provider's `messages`.
 */
export const connectMessages = {
  connectButton: 'Connect {network}',
  connectGroupLabel: 'Connect an account',
  connectOpening: 'Opening {network}…',
  connectWaiting: 'Finish connecting in the {network} window.',
  connectFocusWindow: 'Show {network} window',
  connectChecking: 'Checking whether {network} connected…',
  connectRedirecting: 'Taking you to {network}…',
  connectBlocked: 'Your browser blocked the {network} window.',
  connectContinueHere: 'Continue in this tab',
  connectPickPages: 'Choose what to connect from {network}',
  connectCanceled: 'Connecting {network} was canceled.',
  connectDenied: 'Access to {network} was not granted. Nothing was connected.',
  connectFailed: '{network} did not connect the account. Try again.',
  connectUnconfirmed: '{network} named an account that is not among your connected accounts, so nothing was connected. Try again.',
  connectClose: 'Close',
};

export type ConnectMessages = { [K in keyof typeof connectMessages]: string };

declare module '../../i18n/messages.js' {
  // Merged into the provider's `messages` type, so an app's overrides are type-checked.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface SocialKitMessages extends ConnectMessages {}
}
