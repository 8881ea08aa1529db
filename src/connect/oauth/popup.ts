import { SocialKitError } from '../../client/errors.js';

const WIDTH = 520;
const HEIGHT = 720;

/**
 * Opens an empty popup, centred over the app. Call it synchronously inside the click, before any
 * await: browsers allow a popup only while the click's activation lasts. It is sent to the auth URL
 * once the proxy returns it. Null means the browser blocked it.
 */
export function openPopup(win: Window): Window | null {
  const left = Math.round(win.screenX + Math.max(0, (win.outerWidth - WIDTH) / 2));
  const top = Math.round(win.screenY + Math.max(0, (win.outerHeight - HEIGHT) / 2));
  return win.open('', '_blank', `popup,width=${WIDTH},height=${HEIGHT},left=${left},top=${top}`);
}

/**
 * Calls `onClosed` once the popup reads as closed. Only a hint: after Cross-Origin-Opener-Policy
 * severs the popup from its opener, `closed` reads true while the window is still open.
 */
export function watchClosed(popup: Window, onClosed: () => void, everyMs = 500): () => void {
  const timer = setInterval(() => {
    if (!popup.closed) return;
    clearInterval(timer);
    onClosed();
  }, everyMs);
  return () => clearInterval(timer);
}

/** The auth URL goes into a window of our origin: anything but http(s) (`javascript:`) is refused. */
export const webUrl = (value: string) => {
  if (/^https?:$/.test(new URL(value, location.href).protocol)) return value;
  throw new SocialKitError({ kind: 'protocol', message: 'The auth URL is not a web address.', operation: 'authUrl' });
};
