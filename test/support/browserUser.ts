import { userEvent } from 'vitest/browser';

/** Tabs forward until `target` has focus, as a keyboard user would; fails when it never gets there. */
export async function tabTo(target: () => Element | null, limit = 15) {
  for (let i = 0; i < limit && document.activeElement !== target(); i++) await userEvent.keyboard('{Tab}');
  expect(document.activeElement).toBe(target());
}

/**
 * Lets `window.open` open real popups and keeps each one in `popups`, so the test can read and
 * close them. `onOpen` runs just before each opens (to see what the browser is dispatching then).
 */
export function keepPopups(popups: Window[], onOpen?: () => void) {
  const realOpen = window.open.bind(window);
  return vi.spyOn(window, 'open').mockImplementation((...args) => {
    onOpen?.();
    const popup = realOpen(...args);
    if (popup) popups.push(popup);
    return popup;
  });
}
