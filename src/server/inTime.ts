export const LATE = Symbol('late');

/**
 * An async hook's answer, or LATE once `ms` have passed: a host's hook that hangs must not hold the
 * request. A hook that answers at once (most do: a cookie read) is not passed here: it is taken as
 * it is, with no timer and no wait for the next microtask.
 */
export async function inTime<T>(answer: PromiseLike<T>, ms: number): Promise<T | typeof LATE> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<typeof LATE>((resolve) => {
    timer = setTimeout(resolve, Math.max(0, ms), LATE);
  });
  try {
    return await Promise.race([answer, late]);
  } finally {
    clearTimeout(timer);
  }
}

export const isThenable = <T,>(value: T | PromiseLike<T>): value is PromiseLike<T> =>
  typeof (value as { then?: unknown } | null | undefined)?.then === 'function';
