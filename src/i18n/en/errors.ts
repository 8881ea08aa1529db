/**
 * The sentences for a failed request, shared by every component (see `describeError`). Each is
 * shown as an alert, usually after a sentence of the component's own that says what failed ("The
 * accounts could not be loaded."), and before a button such as "Try again". Speak for the app
 * ("we", "our side"), plainly, without blaming the user or naming HTTP codes.
 */
export const errorMessages = {
  /**
   * A request did not reach the app's server at all (the device is offline, or the connection
   * dropped).
   */
  errorNetwork: 'We could not reach the server. Check your connection and try again.',
  /** The app's server did not answer in time. */
  errorTimeout: 'The server took too long to answer. Try again.',
  /**
   * The app's server failed (an internal error, or its own setup is wrong): nothing the user can
   * fix but wait.
   */
  errorServer: 'Something went wrong on our side. Try again in a moment.',
  /**
   * The user's sign-in to the host app has ended; they must sign in to the app again (not to the
   * social network).
   */
  errorUnauthorized: 'Your session has ended. Sign in again to continue.',
  /**
   * A connection request (the few minutes between choosing a network and finishing on its page)
   * timed out; the user starts connecting again.
   */
  errorSessionExpired: 'This connection request has expired. Start again.',
  /** The server refused because too many requests came in a short time. */
  errorRateLimited: 'Too many requests right now. Wait a moment and try again.',
  /** The server's answer could not be understood (not the expected format). */
  errorProtocol: 'The server sent an answer we could not read. Try again later.',
  /**
   * The server refused what was sent as invalid (form fields show their own problem beside them);
   * also the reason MediaUploader gives for a file the app's own check refused without a message.
   */
  errorValidation: 'Some fields need attention.',
  /** Any other failure, when nothing more precise is known. */
  errorUnknown: 'Something went wrong.',
};

export type ErrorMessages = { [K in keyof typeof errorMessages]: string };
