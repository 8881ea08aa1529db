/** How the consent screen is shown: a popup over the app, or this tab leaving and coming back. */
export type ConnectMode = 'popup' | 'redirect' | 'auto';

/** Touch-first and narrow: where a "popup" opens as a new tab that is easily lost. */
export const SMALL_TOUCH_SCREEN = '(pointer: coarse) and (max-width: 48em)';

/**
 * `auto`: a popup on desktops, and always when the app runs inside a frame (OAuth pages refuse to
 * load in frames, and a redirect would take the frame, not the page). A redirect on small touch
 * screens.
 */
export function resolveConnectMode(mode: ConnectMode, win: Window): 'popup' | 'redirect' {
  if (mode !== 'auto') return mode;
  let framed: boolean;
  try {
    framed = win.top !== win;
  } catch {
    framed = true;
  }
  if (framed) return 'popup';
  return win.matchMedia?.(SMALL_TOUCH_SCREEN).matches ? 'redirect' : 'popup';
}
