import { lazy } from '../client/lazy.js';
import { createSubscribable } from '../client/subscribable.js';
import { createLimit } from './limit.js';
import type { MediaFacts } from './types.js';

/** Reads one file's facts; rejects only when `signal` aborts. The browser's (read.ts) is one. */
export type MediaFactsReader = (file: File, options: { signal?: AbortSignal }) => Promise<MediaFacts>;

/**
 * The browser reader, imported the first time a file is read: bundlers give it a chunk of its
 * own, so an app that never checks media does not download it. A failed load (offline, a chunk
 * gone after a deploy) is tried again by the next read.
 */
export const loadBrowserReader: () => Promise<MediaFactsReader> = /* @__PURE__ */ lazy(() => import('./read.js').then((module) => module.browserReader));

/** What is known before reading: name, type, size. */
export const pendingFacts = (file: File): MediaFacts => ({ name: file.name, type: file.type.toLowerCase(), size: file.size, status: 'pending' });

/** What one reader has read, per File, and its reads on their way, each with its callers. */
interface FactsCache {
  known: WeakMap<File, MediaFacts>;
  reads: Map<File, { facts: Promise<MediaFacts>; controller: AbortController; waiting: number }>;
}

const newCache = (): FactsCache => ({ known: new WeakMap(), reads: new Map() });

// A File never changes: what a reader read of it serves every later caller with the same reader
// (the uploader's check, every gallery, useMediaCheck). The browser's reader has one cache; an
// app's reader (a server's stored metadata, a test's stand-in) one of its own, so that what one
// reader could not read never stands for what another can.
const browserCache = newCache();
const readerCaches = new WeakMap<MediaFactsReader, FactsCache>();

function cacheOf(read: MediaFactsReader | undefined): FactsCache {
  if (!read) return browserCache;
  let cache = readerCaches.get(read);
  if (!cache) readerCaches.set(read, (cache = newCache()));
  return cache;
}

// An app's reader decodes two files at a time across the page, as the browser's reader does
// (read.ts): a drop of fifty photos does not start fifty decodes.
const oneOfFew = createLimit(2);

/**
 * `file`'s facts, read once for the page by each reader: known facts at once, a read already on
 * its way joined, else a read with `read` (the browser reader, loaded on demand, by default). A
 * shared read is aborted only once every caller waiting for it has aborted; `signal` aborts this
 * caller's wait. Rejects with the abort reason, or with the reader's own failure (its chunk failed
 * to load), which is not kept: the next caller reads again.
 */
export function readMediaFacts(file: File, { signal, read }: { signal?: AbortSignal; read?: MediaFactsReader } = {}): Promise<MediaFacts> {
  const { known, reads } = cacheOf(read);
  const done = known.get(file);
  if (done) return Promise.resolve(done);
  if (signal?.aborted) return Promise.reject(signal.reason as Error);
  let shared = reads.get(file);
  if (!shared) {
    const controller = new AbortController();
    const options = { signal: controller.signal };
    const facts = (read ? oneOfFew(controller.signal, () => read(file, options)) : loadBrowserReader().then((readFacts) => readFacts(file, options)))
      .then((facts) => (known.set(file, facts), facts))
      .finally(() => reads.get(file)?.controller === controller && reads.delete(file));
    reads.set(file, (shared = { facts, controller, waiting: 0 }));
  }
  const joined = shared;
  joined.waiting += 1;
  return new Promise<MediaFacts>((resolve, reject) => {
    const leave = () => {
      if (!(joined.waiting -= 1)) {
        // Gone at once: a caller who asks after this starts a read of its own.
        if (reads.get(file) === joined) reads.delete(file);
        joined.controller.abort();
      }
      reject(signal!.reason as Error);
    };
    signal?.addEventListener('abort', leave, { once: true });
    joined.facts.finally(() => signal?.removeEventListener('abort', leave)).then(resolve, reject);
  });
}

/** Facts known without reading (a fitted file's, from its encoder), for every later `readMediaFacts` with `read`. */
export function knowFacts(file: File, facts: MediaFacts, read?: MediaFactsReader): void {
  const { known } = cacheOf(read);
  if (facts.status === 'read' && !known.has(file)) known.set(file, facts);
}

export interface MediaFactsStore {
  /** Reads the files not read yet, a few at a time; a read whose file left every list is aborted. Returns the unwatch. */
  watch: (files: readonly File[]) => () => void;
  /** The facts of `file`: read, or `pending` until they are. */
  get: (file: File) => MediaFacts;
  /** Tells `listener` each time a file's facts arrive. */
  subscribe: (listener: () => void) => () => void;
  /** Bumped each time facts arrive: a snapshot value for `useSyncExternalStore`. */
  getVersion: () => number;
}

export interface MediaFactsStoreOptions {
  /** The reader; the browser's `readMediaFacts`, loaded on demand, by default. */
  read?: MediaFactsReader;
}

/**
 * Reads the media facts of a changing list of files and caches them, without React: the engine
 * under `useMediaCheck`. Creating it has no side effect; reading starts with `watch`, and stops
 * for the files no watch holds any more.
 */
export function createMediaFactsStore({ read }: MediaFactsStoreOptions = {}): MediaFactsStore {
  const listeners = createSubscribable();
  const running = new Map<File, AbortController>();
  const watched = new Map<File, number>();
  let version = 0;

  function changed() {
    version += 1;
    listeners.notify();
  }

  const { known } = cacheOf(read);
  /** Files whose reader failed (its chunk did not load, it broke): unknown here, never a pass; another caller reads again. */
  const failed = new WeakMap<File, MediaFacts>();

  function start(file: File) {
    if (known.has(file) || failed.has(file) || running.has(file)) return;
    const controller = new AbortController();
    running.set(file, controller);
    readMediaFacts(file, { signal: controller.signal, read })
      .then(
        () => true,
        (error: unknown) => {
          if (controller.signal.aborted) return false;
          if ((error as { name?: string } | null)?.name !== 'AbortError') failed.set(file, { ...pendingFacts(file), status: 'unknown' });
          return true;
        },
      )
      .then((settled) => {
        if (running.get(file) === controller) running.delete(file);
        if (settled) changed();
      }, () => undefined);
  }

  // Drops reads no watch holds: after the current task, so a list that is replaced (an effect's
  // cleanup, then the next effect) keeps the reads both lists share.
  function sweep() {
    queueMicrotask(() => {
      for (const [file, controller] of running) {
        if (watched.has(file)) continue;
        controller.abort();
        running.delete(file);
      }
    });
  }

  return {
    watch(files) {
      const list = [...new Set(files)];
      for (const file of list) watched.set(file, (watched.get(file) ?? 0) + 1);
      for (const file of list) start(file);
      return () => {
        for (const file of list) {
          const count = (watched.get(file) ?? 1) - 1;
          if (count > 0) watched.set(file, count);
          else watched.delete(file);
        }
        sweep();
      };
    },
    get: (file) => known.get(file) ?? failed.get(file) ?? pendingFacts(file),
    subscribe: listeners.subscribe,
    getVersion: () => version,
  };
}
