import { useContext } from 'react';
import { SocialKitContext } from './context.js';

/**
 * What every component's root element carries: the marker the stylesheet paints a surface on,
 * and the provider's `colorScheme`, so the app can set the components' scheme without touching
 * its own `<html>`. It does not throw outside the provider: the component's own hook does, by name.
 */
export function useRootProps(): { 'data-sk-root': ''; 'data-sk-color-scheme'?: string } {
  const colorScheme = useContext(SocialKitContext)?.colorScheme;
  return colorScheme ? { 'data-sk-root': '', 'data-sk-color-scheme': colorScheme } : { 'data-sk-root': '' };
}
