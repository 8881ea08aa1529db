import { simulated, storyUrl } from './simulated.js';

/**
 * In Storybook, the `Page` story of stories/ConnectCallback.stories.tsx. The story tests run
 * outside Storybook's frame, where no iframe.html exists: there, a page of its own with the same
 * callback and service.
 */
export const callbackUrl = () =>
  location.pathname.endsWith('/iframe.html')
    ? storyUrl('Components/ConnectCallback', 'Page')
    : new URL('/stories/support/connect-callback.html', location.href).href;

const FLOW_KEY = 'socialkit:connect:flow';
const CALLBACK_PARAMS = ['session', 'success', 'account_id', 'username', 'error', 'error_description'];

/**
 * Puts this story's page where a redirect flow's callback lands: the record the button writes
 * before leaving, then the callback's parameters in the address bar. The callback removes them.
 */
export function arriveAtCallback(params: Record<string, string>, network = 'facebook', { startedHere = true } = {}) {
  const url = new URL(location.href);
  for (const name of CALLBACK_PARAMS) url.searchParams.delete(name);
  // A connect button of this tab writes this record before it leaves; a link someone sent finds none.
  if (startedHere) sessionStorage.setItem(FLOW_KEY, JSON.stringify({ id: 'story', network, mode: 'redirect', returnTo: url.href, startedAt: Date.now() }));
  else sessionStorage.removeItem(FLOW_KEY);
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  history.replaceState(history.state, '', url.href);
}

/** A callback page with nothing to finish: no parameters, no record. */
export function leaveCallback() {
  const url = new URL(location.href);
  for (const name of CALLBACK_PARAMS) url.searchParams.delete(name);
  history.replaceState(history.state, '', url.href);
  sessionStorage.removeItem(FLOW_KEY);
}

/** A fresh pending session on the simulated service, as the consent screen would leave it. */
export const newSession = (network: string, pageCount: number, expiresAt?: number) =>
  simulated.db.createSession({ network, pageCount, tenantId: 'acme', ...(expiresAt === undefined ? {} : { expiresAt }) });
