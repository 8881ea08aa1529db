/**
 * ConnectAccountButton's words; `{network}` is the network's name. "Cancel", "Connected …" and
 * other words the connect components share are in `commonConnectMessages`. Override any of them
 * on the provider's `messages`.
 */
export const connectAccountButtonMessages = {
  connectAccountButtonLabel: 'Connect {network}',
  connectAccountButtonGroupLabel: 'Connect an account',
  connectAccountButtonOpening: 'Opening {network}…',
  connectAccountButtonWaiting: 'Finish connecting in the {network} window.',
  connectAccountButtonFocusWindow: 'Show {network} window',
  connectAccountButtonChecking: 'Checking whether {network} connected…',
  connectAccountButtonRedirecting: 'Taking you to {network}…',
  connectAccountButtonBlocked: 'Your browser blocked the {network} window.',
  connectAccountButtonContinueHere: 'Continue in this tab',
  connectAccountButtonPickPages: 'Choose what to connect from {network}',
  connectAccountButtonCanceled: 'Connecting {network} was canceled.',
  connectAccountButtonDenied: 'Access to {network} was not granted. Nothing was connected.',
  connectAccountButtonFailed: '{network} did not connect the account. Try again.',
  connectAccountButtonUnconfirmed: '{network} named an account that is not among your connected accounts, so nothing was connected. Try again.',
  connectAccountButtonClose: 'Close',
};

export type ConnectAccountButtonMessages = { [K in keyof typeof connectAccountButtonMessages]: string };
