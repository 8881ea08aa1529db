import { QueryClient } from '@tanstack/react-query';
import { render, renderHook, type RenderOptions } from '@testing-library/react';
import { StrictMode, type ReactNode } from 'react';
import { SocialKitProvider, type SocialKitProviderProps } from '../../src/hooks/SocialKitProvider.js';

export const BASE_URL = '/api/social';

/** A fresh QueryClient per test, with retries off unless a test turns them on. */
export function makeQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } } });
}

export interface ProviderOptions extends Partial<SocialKitProviderProps> {
  strict?: boolean;
}

export function makeWrapper({ strict = false, ...props }: ProviderOptions = {}) {
  const queryClient = props.queryClient ?? makeQueryClient();
  function Wrapper({ children }: { children?: ReactNode }) {
    const tree = (
      <SocialKitProvider baseUrl={BASE_URL} retry={0} {...props} queryClient={queryClient}>
        {children}
      </SocialKitProvider>
    );
    return strict ? <StrictMode>{tree}</StrictMode> : tree;
  }
  return { Wrapper, queryClient };
}

export function renderWithProvider(ui: ReactNode, options: ProviderOptions & Omit<RenderOptions, 'wrapper'> = {}) {
  const { Wrapper, queryClient } = makeWrapper(options);
  return { ...render(ui, { wrapper: Wrapper }), queryClient };
}

export function renderHookWithProvider<T>(hook: () => T, options: ProviderOptions = {}) {
  const { Wrapper, queryClient } = makeWrapper(options);
  return { ...renderHook(hook, { wrapper: Wrapper }), queryClient };
}
