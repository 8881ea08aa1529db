import type { Decorator } from '@storybook/react-vite';
import { ConnectCallback } from '../../src/index.js';
import { SimulatedConsent } from './SimulatedConsent.js';

/** What a redirect flow puts in the address when it lands: the consent's `state`, the callback's answer. */
const CONSENT_PARAM = 'state';
const CALLBACK_PARAMS = ['session', 'success', 'account_id', 'error'];

/**
 * A redirect connect inside Storybook's manager: the button sends the preview frame to the consent
 * story, and the consent back to the callback story, but the manager keeps its frame on the story
 * selected in the sidebar (it rewrites `id` and keeps the rest of the address). So any story whose
 * address carries a consent or a callback answer shows that step instead, as an app's router
 * shows its callback page on the route the network returns to. Stories that are those pages
 * themselves say so with `parameters.redirectLanding: false`.
 */
export const withRedirectLanding: Decorator = (Story, context) => {
  if (context.parameters.redirectLanding === false) return <Story />;
  const landing = redirectLanding();
  if (landing === 'consent') return <SimulatedConsent />;
  if (landing === 'callback') return <ConnectCallback />;
  return <Story />;
};

/** Which redirect step this frame's address is at, if any: a story's play function skips its own checks there. */
export function redirectLanding(): 'consent' | 'callback' | null {
  if (typeof location === 'undefined') return null;
  const params = new URLSearchParams(location.search);
  if (params.has(CONSENT_PARAM)) return 'consent';
  return CALLBACK_PARAMS.some((name) => params.has(name)) ? 'callback' : null;
}
