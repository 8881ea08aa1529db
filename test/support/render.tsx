import { QueryClient } from '@tanstack/react-query';
import { render, renderHook, type RenderOptions } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SocialKitProvider, type SocialKitProviderProps } from '../../src/hooks/SocialKitProvider.js';

export const BASE_URL = '/api/social';

/** A fresh QueryClient per test, with retries off unless a test turns them on. */
export function makeQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } } });
}

export interface ProviderOptions extends Partial<SocialKitProviderProps> {
  strict?: boolean;
}

/**
 * The provider around a test's tree. `strict` puts StrictMode at the root, through Testing
 * Library's `reactStrictMode`: in React 19 a StrictMode nested inside a wrapper renders twice
 * but does not run effects twice, so it would not test what StrictMode is there to test.
 */
export function makeWrapper({ strict = false, ...props }: ProviderOptions = {}) {
  const queryClient = props.queryClient ?? makeQueryClient();
  function Wrapper({ children }: { children?: ReactNode }) {
    return (
      <SocialKitProvider baseUrl={BASE_URL} retry={0} {...props} queryClient={queryClient}>
        {children}
      </SocialKitProvider>
    );
  }
  return { Wrapper, queryClient, reactStrictMode: strict };
}

export function renderWithProvider(ui: ReactNode, options: ProviderOptions & Omit<RenderOptions, 'wrapper'> = {}) {
  const { Wrapper, queryClient, reactStrictMode } = makeWrapper(options);
  return { ...render(ui, { wrapper: Wrapper, reactStrictMode }), queryClient };
}

export function renderHookWithProvider<T>(hook: () => T, options: ProviderOptions = {}) {
  const { Wrapper, queryClient, reactStrictMode } = makeWrapper(options);
  return { ...renderHook(hook, { wrapper: Wrapper, reactStrictMode }), queryClient };
}

/**
 * Expects `render` to throw `message`, quietly: React logs the error (the test expects it), and
 * React 18 re-throws it through a DOM event that jsdom would otherwise print as uncaught.
 */
export function expectRenderToThrow(render: () => unknown, message: string) {
  const error = vi.spyOn(console, 'error').mockImplementation(() => {});
  const swallow = (event: ErrorEvent) => event.preventDefault();
  window.addEventListener('error', swallow);
  try {
    expect(render).toThrow(message);
  } finally {
    window.removeEventListener('error', swallow);
    error.mockRestore();
  }
}
