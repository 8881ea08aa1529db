/**
 * Runs an app callback so that its exception cannot leave an upload half-done: the engine goes
 * on, and the error is thrown again on its own, where the app's error reporting sees it.
 */
export function callback<A extends unknown[]>(fn: ((...args: A) => void) | undefined, ...args: A): void {
  try {
    fn?.(...args);
  } catch (error) {
    queueMicrotask(() => {
      throw error;
    });
  }
}
