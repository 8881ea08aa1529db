/**
 * Where the end-to-end stack (test/support/e2eStack.ts, a Vite plugin of the chromium-upload
 * project) mounts things on the test page's own origin. Browser-safe: the test and the callback
 * fixture import it; the plugin's Node code lives elsewhere.
 */

/** The proxy, as an app mounts it: the provider's `baseUrl`. */
export const E2E_BASE_PATH = '/api/e2e';

/** The app's own sign-in: POST sets an HttpOnly session cookie for a user of E2E_TENANT. */
export const E2E_SIGN_IN = '/e2e/sign-in';

/** The tenant the app's session resolves to, whatever tenant the page names. */
export const E2E_TENANT = 'acme';
