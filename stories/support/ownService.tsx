import type { Decorator, StoryContext } from '@storybook/react-vite';
import { QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import type { ColorScheme } from '../../src/hooks/context.js';
import { SocialKitProvider } from '../../src/index.js';
import { createSimulatedService, type SimulatedService, type SimulatedServiceOptions } from '../../src/mocks/index.js';
import { storyLanguage } from './language.js';
import { BASE_URL } from './simulated.js';

/**
 * A loader that makes the story a simulated service of its own, in memory, and hands it (with what
 * `setup` returns: a session token, say) to the story as `loaded.service`. `setup` arms the faults
 * the story shows on that service alone.
 *
 * Why not the shared service and its faults: a docs page renders every story at once, and msw's
 * handlers and the shared service's faults are the page's, not a story's. A request held or failed
 * for one story would hold or fail its neighbours too (which is why such stories were left to a
 * page of their own). Reached through the provider's `fetch`, as stories/support/connect-callback.tsx
 * reaches the shared one, a story's service answers that story and no other.
 */
export const ownService =
  <Extra extends object = object>(setup?: (service: SimulatedService) => Extra | void, options: SimulatedServiceOptions = {}) =>
  () => {
    const service = createSimulatedService({ baseUrl: BASE_URL, ...options });
    return { service, ...(setup?.(service) ?? {}) };
  };

/** The service a story's `ownService` loader made. */
export const serviceOf = (context: Pick<StoryContext, 'loaded'>) => (context.loaded as { service: SimulatedService }).service;

function OwnProvider({ service, retry, context, children }: { service: SimulatedService; retry: number | undefined; context: StoryContext; children: ReactNode }) {
  // A cache of its own too: the shared provider's would hand it the entries of the stories beside it.
  const [queryClient] = useState(() => new QueryClient());
  const [fetch] = useState(() => (input: RequestInfo | URL, init?: RequestInit) => service.handle(new Request(new URL(input instanceof Request ? input.url : String(input), location.href), init)));
  const { locale, messages } = storyLanguage(context);
  const colorScheme = context.globals.colorScheme as ColorScheme | 'host' | undefined;
  return (
    <SocialKitProvider
      baseUrl={BASE_URL}
      tenantId="acme"
      fetch={fetch}
      queryClient={queryClient}
      retry={retry}
      locale={locale}
      messages={messages}
      colorScheme={colorScheme === 'host' ? undefined : colorScheme}
    >
      {children}
    </SocialKitProvider>
  );
}

/**
 * The story inside a provider that talks to its `ownService` (the toolbar's language and scheme
 * kept). `retry: 0` for a failure that must show at once, with no automatic retries underneath.
 */
export const withOwnService =
  ({ retry }: { retry?: number } = {}): Decorator =>
  (Story, context) => (
    <OwnProvider service={serviceOf(context)} retry={retry} context={context}>
      <Story />
    </OwnProvider>
  );

/** A promise that never settles: a fault's `hold` that keeps a request pending for as long as the story is open. */
export const never = () => new Promise<never>(() => {});
