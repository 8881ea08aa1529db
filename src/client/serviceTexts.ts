/**
 * The service's own texts that the library acts on, in a module of constants only: the server
 * entry imports them without the client's classes.
 */

/** The service's text for a missing or revoked API key, answered 401 (docs/service/interface.md, "Authentication"). */
export const SERVICE_CREDENTIALS_REFUSED = 'Invalid or missing API key';
