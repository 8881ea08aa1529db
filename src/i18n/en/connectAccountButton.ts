/**
 * ConnectAccountButton's messages; `{network}` is the network's name. "Cancel", "Connected …" and
 * other messages the connect components share are in `commonConnectMessages`. Override any of them
 * on the provider's `messages`.
 */
export const connectAccountButtonMessages = {
  /**
   * ConnectAccountButton: the button's label, and the title of its dialog for a network that
   * connects by handle and app password (Bluesky). `{network}` = the network's name ("Facebook").
   * Button label: keep it short (several sit side by side in a group, and one must fit 320 px with
   * its icon).
   */
  connectAccountButtonLabel: 'Connect {network}',
  /**
   * ConnectAccountButtonGroup: accessible name (not shown) of the group of connect buttons, one per
   * network.
   */
  connectAccountButtonGroupLabel: 'Connect an account',
  /**
   * ConnectAccountButton: status line under the button right after it is pressed, while the
   * sign-in page of the network is being prepared. `{network}` = the network's name. Ends with an
   * ellipsis (…).
   */
  connectAccountButtonOpening: 'Opening {network}…',
  /**
   * ConnectAccountButton: status line while the network's sign-in and consent page is open in a
   * separate window (a popup); the user finishes there. `{network}` = the network's name.
   */
  connectAccountButtonWaiting: 'Finish connecting in the {network} window.',
  /**
   * ConnectAccountButton: button shown while that window is open, which brings it to the front (it
   * may be hidden behind the page). `{network}` = the network's name. Button label: keep it short.
   */
  connectAccountButtonFocusWindow: 'Show {network} window',
  /**
   * ConnectAccountButton: status line after the network's window closed without an answer, while
   * the app asks its server whether an account arrived anyway. `{network}` = the network's name.
   * Ends with an ellipsis (…).
   */
  connectAccountButtonChecking: 'Checking whether {network} connected…',
  /**
   * ConnectAccountButton: status line when the whole page leaves for the network's sign-in page
   * (instead of a separate window). `{network}` = the network's name. Ends with an ellipsis (…).
   */
  connectAccountButtonRedirecting: 'Taking you to {network}…',
  /**
   * ConnectAccountButton: alert when the browser's popup blocker stopped the network's window; a
   * `connectAccountButtonContinueHere` button follows. `{network}` = the network's name.
   */
  connectAccountButtonBlocked: 'Your browser blocked the {network} window.',
  /**
   * ConnectAccountButton: button after `connectAccountButtonBlocked`, which opens the network's
   * sign-in page in this tab instead of a separate window. Button label: keep it short.
   */
  connectAccountButtonContinueHere: 'Continue in this tab',
  /**
   * ConnectAccountButton: for a network whose consent gives pages to choose from (Facebook's pages;
   * LinkedIn's profile and organization pages; YouTube's channels; Instagram's accounts), the
   * status line and the title of the dialog holding the PagePicker. `{network}` = the network's
   * name.
   */
  connectAccountButtonPickPages: 'Choose what to connect from {network}',
  /**
   * ConnectAccountButton: status line after the user canceled connecting (Cancel, the dialog's
   * close button, or the network's window closed early). `{network}` = the network's name. Calm:
   * not an error.
   */
  connectAccountButtonCanceled: 'Connecting {network} was canceled.',
  /**
   * ConnectAccountButton: alert when the user declined on the network's consent screen.
   * `{network}` = the network's name. Neutral, not blaming.
   */
  connectAccountButtonDenied: 'Access to {network} was not granted. Nothing was connected.',
  /**
   * ConnectAccountButton: alert when the network reported a failure and no account was connected.
   * `{network}` = the network's name.
   */
  connectAccountButtonFailed: '{network} did not connect the account. Try again.',
  /**
   * ConnectAccountButton: alert when the network's answer named an account that the app's server
   * does not have, so nothing was connected (a rare safety check). `{network}` = the network's
   * name.
   */
  connectAccountButtonUnconfirmed: '{network} named an account that is not among your connected accounts, so nothing was connected. Try again.',
  /**
   * ConnectAccountButton and AccountList: alert after reconnecting an account (the Reconnect button
   * of an account that needs reconnecting) when the user signed in to a different account on the
   * network. That other account is now connected; the one asked for still does not work.
   * `{accounts}` = the handle(s) of the accounts connected instead ("@grace"); `{handle}` = the
   * handle of the account that needs reconnecting ("@ada"). One or two short sentences.
   */
  connectAccountButtonMismatch: 'You signed in to {accounts}, so {handle} still needs reconnecting.',
  /**
   * ConnectAccountButton: accessible name (not shown) of the close (×) button of the dialog;
   * closing it cancels connecting.
   */
  connectAccountButtonClose: 'Close',
};

export type ConnectAccountButtonMessages = { [K in keyof typeof connectAccountButtonMessages]: string };
