/**
 * A module loaded the first time it is asked for, for code split into a chunk of its own: every
 * caller meanwhile shares the one promise, and a failed load (offline, a chunk gone after a deploy)
 * is forgotten, so the next call tries again. The dynamic import itself is written at the call site,
 * with its literal path, inside the function given here: bundlers need that path to make the chunk.
 */
export function lazy<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}
