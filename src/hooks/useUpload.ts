import { useSyncExternalStore } from 'react';
import { createUploadStore } from '../upload/store.js';
import type { UploadOptions } from '../upload/options.js';
import type { UploadPersistence } from '../upload/keep.js';
import type { ImageCrop, PostMedia, UploadRejection, VideoCover, VideoTrim } from '../upload/types.js';
import type { UploadStore } from '../upload/storeApi.js';
import { useSocialKit } from './context.js';
import { useExternalCore } from './useExternalCore.js';

// Rows and summaries read the store with these; exported here too, beside the hook they serve.
export { useUploadItem } from './useUploadItem.js';
export { useUploadTotals } from './useUploadTotals.js';

export type UseUploadOptions = UploadOptions;

export interface UseUploadResult {
  /** The engine, for `useUploadItem` and `useUploadTotals` in rows and summaries. */
  store: UploadStore;
  /** Item ids in list order; a new array only when items are added or removed, never on progress. */
  itemIds: readonly string[];
  /** The files the last `add` refused, with their reasons (or the canceled file a `retry` had no place for). */
  rejections: readonly UploadRejection[];
  /**
   * The post's media: each confirmed upload's media id, in the order the user set, with its alt
   * text. A new array only when that changed (also told to `onMediaChange`).
   */
  media: readonly PostMedia[];
  /** Something is running, queued to run, or waiting for an automatic retry, a video's cover image included. */
  isUploading: boolean;
  /** The browser is offline; the queue waits and resumes by itself. */
  isOffline: boolean;
  /** With `persist`: `on` while the unfinished files are kept on the device, `refused` when the browser would not keep them (they will not survive a reload); `off` without. */
  persistence: UploadPersistence;
  /** Checks and lists the files; resolves with those refused. */
  add: (files: Iterable<File> | FileList) => Promise<UploadRejection[]>;
  /** Releases queued files (only needed with `autoStart: false`). */
  start: () => void;
  /** Aborts a file: it stays listed, `canceled`. */
  cancel: (id: string) => void;
  /** Runs a failed, canceled or interrupted file again, from the step it reached. */
  retry: (id: string) => void;
  /** Sets a file's alt text, as typed; kept whatever its state, through every retry. */
  setAlt: (id: string, alt: string) => void;
  /** Sets a video's cover frame (`{ timeMs }`), or takes it away with `undefined`; kept through every retry. */
  setCover: (id: string, cover: VideoCover | undefined) => void;
  /** Sets a video's cover frame and uploads it drawn as a JPEG, for YouTube and Facebook; its media id goes in the cover (`imageId`). See the store's `setCoverImage`. */
  setCoverImage: (id: string, cover: { timeMs: number; image: Blob }) => Promise<string>;
  /** Crops an image to a rectangle of its upright pixels (`undefined` takes the crop away); it is checked, fitted and uploaded anew. See the store's `setCrop`. */
  setCrop: (id: string, crop: ImageCrop | undefined) => Promise<void>;
  /** Trims a video to a part of it, in seconds (`undefined` takes the trim away); it is checked, fitted and uploaded anew. Needs `fitVideos`. See the store's `setTrim`. */
  setTrim: (id: string, trim: VideoTrim | undefined) => Promise<void>;
  /** Puts a file at `index` in the list, and so in the post's media. */
  move: (id: string, index: number) => void;
  /** Takes a file off the list (aborting it if it runs). */
  remove: (id: string) => void;
  /** Empties the list. */
  clear: () => void;
}

/** A value the store tells its list listeners about; the getter serves the server render too. */
const useListValue = <T>(store: UploadStore, get: () => T) => useSyncExternalStore(store.subscribe, get, get);

/**
 * The headless upload engine: ticket, PUT with byte progress, confirm, for each file, at most
 * `concurrency` PUTs at once. Renders on add and remove only; rows read their item with
 * `useUploadItem` and summaries with `useUploadTotals`, so a progress tick re-renders the one row
 * that moved. The store tells React once per animation frame, whatever moved in it: one commit.
 */
export function useUpload(options: UseUploadOptions = {}): UseUploadResult {
  const { client, retry, persistScope } = useSocialKit('useUpload');
  // Side-effect free until attached, and StrictMode's detach and re-attach leave running
  // transfers alone: the store stops them only after a detach that lasts.
  // Whose files are kept is the store's identity: another user (or `persist` turned on or off) is a
  // new list, and nothing of the one before shows.
  const { persist } = options;
  const kept = persist ? JSON.stringify([persistScope, persist === true ? '' : persist.key]) : undefined;
  const store = useExternalCore(createUploadStore, { retry, persistScope, ...options, client }, kept);

  // The store's members are plain functions that never change: they serve as they are.
  return {
    store,
    itemIds: useListValue(store, store.getItemIds),
    rejections: useListValue(store, store.getRejections),
    media: useSyncExternalStore(store.subscribeMedia, store.getMedia, store.getMedia),
    isUploading: useListValue(store, store.isUploading),
    isOffline: useListValue(store, store.isOffline),
    persistence: useListValue(store, store.getPersistence),
    add: store.add,
    start: store.start,
    cancel: store.cancel,
    retry: store.retry,
    setAlt: store.setAlt,
    setCover: store.setCover,
    setCoverImage: store.setCoverImage,
    setCrop: store.setCrop,
    setTrim: store.setTrim,
    move: store.move,
    remove: store.remove,
    clear: store.clear,
  };
}
