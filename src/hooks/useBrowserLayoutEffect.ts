import { useEffect, useLayoutEffect } from 'react';

/**
 * useLayoutEffect in the browser (focus moves before paint), useEffect on the server, where
 * React 18 warns about a layout effect that can never run.
 */
export const useBrowserLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;
