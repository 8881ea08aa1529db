/** The sentences for a failed request, shared by every component (see `describeError`). */
export const errorMessages = {
  errorNetwork: 'We could not reach the server. Check your connection and try again.',
  errorTimeout: 'The server took too long to answer. Try again.',
  errorServer: 'Something went wrong on our side. Try again in a moment.',
  errorUnauthorized: 'Your session has ended. Sign in again to continue.',
  errorSessionExpired: 'This connection request has expired. Start again.',
  errorRateLimited: 'Too many requests right now. Wait a moment and try again.',
  errorProtocol: 'The server sent an answer we could not read. Try again later.',
  errorValidation: 'Some fields need attention.',
  errorUnknown: 'Something went wrong.',
};

export type ErrorMessages = { [K in keyof typeof errorMessages]: string };
