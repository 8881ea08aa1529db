/** Message formatting and the error words: no React, callable from a Server Component. */
export { describeError, errorMessages, formatMessage, type SocialKitMessages } from './messages.js';
