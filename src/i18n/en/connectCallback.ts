/**
 * ConnectCallback's messages, one screen each. "Try again", "Start again" and "Connected …" are in
 * `commonConnectMessages`. Override any of them on the provider's `messages`.
 *
 * ConnectCallback is the page the network sends the user back to after its sign-in and consent
 * screen, often in a small separate window (a popup) that closes itself. Each key below is one
 * screen's heading (`…Title`, short: a heading on a narrow window), its sentence, or a button.
 */
export const connectCallbackMessages = {
  /**
   * ConnectCallback: status line while the page reads the network's answer from its address, before
   * anything else shows. Ends with an ellipsis (…).
   */
  connectCallbackWorking: 'Finishing the connection…',
  /**
   * ConnectCallback: status line while the popup hands the network's answer to the app's window
   * that opened it (then it closes). Ends with an ellipsis (…).
   */
  connectCallbackDelivering: 'Returning to the app…',
  /**
   * ConnectCallback: status line while the app's server is asked whether the account the network
   * named really was connected. Ends with an ellipsis (…).
   */
  connectCallbackConfirming: 'Checking the connection…',
  /**
   * ConnectCallback: status line while the pages (or channels) the user shared on the network's
   * consent screen load, before the page picker shows. Ends with an ellipsis (…).
   */
  connectCallbackLoading: 'Loading what you shared…',
  /**
   * ConnectCallback: heading once the app has the answer but the popup could not close itself. Very
   * short.
   */
  connectCallbackDeliveredTitle: 'All set',
  /**
   * ConnectCallback: sentence under `connectCallbackDeliveredTitle`: the user may close this
   * window; a Close window button follows.
   */
  connectCallbackDelivered: 'The app has your answer. You can close this window.',
  /**
   * ConnectCallback: heading above the page picker, where the user chooses which pages or channels
   * to connect. Short.
   */
  connectCallbackPagesTitle: 'Choose what to connect',
  /**
   * ConnectCallback: heading once the account is connected; the status line under it names the
   * accounts (`commonConnected`). Short.
   */
  connectCallbackConnectedTitle: 'Account connected',
  /**
   * ConnectCallback: heading when the user declined on the network's consent screen. Short,
   * neutral, not blaming.
   */
  connectCallbackDeniedTitle: 'Access was not granted',
  /**
   * ConnectCallback: alert under `connectCallbackDeniedTitle`; a Start again link follows. Calm:
   * declining is the user's right.
   */
  connectCallbackDenied: 'You declined on the consent screen, so nothing was connected. Start again whenever you are ready.',
  /** ConnectCallback: heading when the network reported an error. Short. */
  connectCallbackFailedTitle: 'The connection did not complete',
  /** ConnectCallback: alert under `connectCallbackFailedTitle`; a Start again link follows. */
  connectCallbackFailed: 'The network reported a problem and nothing was connected. Start again to retry.',
  /**
   * ConnectCallback: alert under `connectCallbackFailedTitle` when the network's answer named an
   * account that the app's server does not have (a rare safety check). A Start again link follows.
   */
  connectCallbackUnconfirmed: 'The account this link names is not among your connected accounts, so nothing was connected. Start again from the app.',
  /**
   * ConnectCallback: heading when the connection request timed out (it lasts a few minutes). Short.
   */
  connectCallbackExpiredTitle: 'This connection request has expired',
  /** ConnectCallback: alert under `connectCallbackExpiredTitle`; a Start again link follows. */
  connectCallbackExpired: 'Requests last a few minutes. Start again to choose what to connect.',
  /**
   * ConnectCallback: heading when the pages the user shared could not be loaded (a network or
   * server error; its own sentence, `error*`, shows under it, then Try again and Start again).
   */
  connectCallbackLoadErrorTitle: 'What you shared could not be loaded',
  /**
   * ConnectCallback: heading when checking the account the network named failed (a network or
   * server error; its own sentence, `error*`, shows under it, then Try again and Start again).
   */
  connectCallbackCheckErrorTitle: 'The connection could not be checked',
  /**
   * ConnectCallback: heading when the page was opened on its own, with no answer from a network in
   * its address. Short.
   */
  connectCallbackEmptyTitle: 'Nothing to finish here',
  /** ConnectCallback: sentence under `connectCallbackEmptyTitle`, saying what this page is for. */
  connectCallbackEmpty: 'This page completes account connections started in the app.',
  /**
   * ConnectCallback: heading when the network's answer belongs to a connection this browser did
   * not start (another browser, or another person's link), so it was refused for safety. Short.
   */
  connectCallbackUnstartedTitle: 'This connection was not started here',
  /**
   * ConnectCallback: alert under `connectCallbackUnstartedTitle`; a Connect an account link (or
   * Close window in a popup) follows.
   */
  connectCallbackUnstarted: 'The link that opened this page belongs to a connection started in another browser, or by someone else, so nothing was connected. To connect an account, start from the app.',
  /**
   * ConnectCallback: link after `connectCallbackUnstarted` that goes back to the app to start
   * connecting there. Link text: keep it short.
   */
  connectCallbackStartHere: 'Connect an account',
  /**
   * ConnectCallback: heading when the app asks the user to confirm a connection this browser did
   * not start (the app allows it) before anything is connected. Short.
   */
  connectCallbackConfirmTitle: 'Check before you connect',
  /**
   * ConnectCallback: sentence under `connectCallbackConfirmTitle`, followed by a list of the
   * accounts or pages (their names and handles), then Continue and Cancel. Ends with a colon (or
   * your language's way to introduce a list).
   */
  connectCallbackConfirm: 'This connection was not started in this browser. Continue only if you started it yourself and these are yours:',
  /**
   * ConnectCallback: button after `connectCallbackConfirm` that connects the listed accounts.
   * Button label: one short word.
   */
  connectCallbackConfirmContinue: 'Continue',
  /**
   * ConnectCallback: link back to the page of the app where connecting started (a page of its own,
   * not a popup). Link text: keep it short.
   */
  connectCallbackBack: 'Back to the app',
  /**
   * ConnectCallback: button that closes the popup window this page is in. Button label: keep it
   * short.
   */
  connectCallbackClose: 'Close window',
  /**
   * ConnectCallback: status line when Close window was pressed but the browser kept the window
   * open.
   */
  connectCallbackCloseRefused: 'Your browser kept this window open. Close it yourself to return to the app.',
};

export type ConnectCallbackMessages = { [K in keyof typeof connectCallbackMessages]: string };
