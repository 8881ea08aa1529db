import type { UploadPersistence } from './keep.js';
import type { UploadClient, UploadOptions } from './options.js';
import type { ImageCrop, PostMedia, UploadItem, UploadRejection, UploadTotals, VideoCover, VideoTrim } from './types.js';

/** Unsubscribes. */
export type Unsubscribe = () => void;

/**
 * The engine behind `useUpload`, free of React: an external store with selectors, so a progress
 * tick re-renders the one row that moved. Snapshots are immutable; an item's object changes
 * only when that item changes.
 */
export interface UploadStore {
  // Members are plain functions, so `const { add } = store` works as it does on the hook's result.
  /** Ids in list order. A new array only when items are added or removed, never on progress. */
  getItemIds: () => readonly string[];
  getItem: (id: string) => UploadItem | undefined;
  /** Every item in list order (a new array whenever any item changes). */
  getItems: () => readonly UploadItem[];
  /** A new object only after something changed; bytes move once per animation frame. */
  getTotals: () => UploadTotals;
  /**
   * The post's media: each confirmed upload's media id, in the order the user set (`move`), with
   * its alt text (`setAlt`). A new array only when that changed.
   */
  getMedia: () => readonly PostMedia[];
  /** The rejections of the last `add`, or of a refused `retry` (see UploadRejection.itemId). */
  getRejections: () => readonly UploadRejection[];
  /** Something is running, queued to run, or waiting for an automatic retry, a video's cover image included. */
  isUploading: () => boolean;
  /** The browser said it is offline: nothing new starts until it is back. */
  isOffline: () => boolean;
  /** With `persist`: whether the unfinished files are kept on the device (`on`), or the browser `refused`. */
  getPersistence: () => UploadPersistence;

  // Listeners hear of changes once per animation frame (a timer stands in when the tab is
  // hidden), every changed channel in the same task, so React commits once; getters answer at once.
  /** Ids, rejections, isUploading, isOffline or the persistence changed. */
  subscribe: (listener: () => void) => Unsubscribe;
  /** That item changed. */
  subscribeItem: (id: string, listener: () => void) => Unsubscribe;
  /** Totals changed. */
  subscribeTotals: (listener: () => void) => Unsubscribe;
  /** The post's media changed (`getMedia`); `onMediaChange` is told at the same time. */
  subscribeMedia: (listener: () => void) => Unsubscribe;

  /** Checks and lists the files; resolves with those refused (also kept in getRejections). */
  add: (files: Iterable<File> | ArrayLike<File>) => Promise<UploadRejection[]>;
  /** Releases queued files (those added while `autoStart` is false). */
  start: () => void;
  /** Aborts whatever request the item has in flight; the item stays listed as `canceled`. */
  cancel: (id: string) => void;
  /**
   * An `error` or `canceled` item again, from the step that failed (see UploadItem). A canceled
   * item needs a free place under `maxFiles`; without one it stays canceled and the refusal is
   * reported as `too-many-files` with its `itemId` (getRejections, onRejected).
   */
  retry: (id: string) => void;
  /** The item's alt text, as typed: kept whatever its state, through every retry. */
  setAlt: (id: string, alt: string) => void;
  /**
   * A video's cover frame (`undefined` takes it away): kept as the alt text is, in whole
   * milliseconds. The same frame again keeps the image drawn from it (`imageId`); another frame
   * drops it, and stops one on its way. Throws a `RangeError` for a time that is not a number from 0 up.
   */
  setCover: (id: string, cover: VideoCover | undefined) => void;
  /**
   * For the networks that take a cover only as an image (YouTube, Facebook): makes the frame at
   * `timeMs` the video's cover, as `setCover` does, and uploads `image` (that frame drawn as a
   * JPEG) as media of its own; once the service confirmed it, its id goes in the cover as
   * `imageId`. Another frame picked meanwhile (either call), or the file removed, aborts it. The
   * same frame already uploaded uploads nothing. Resolves with the image's media id; rejects with
   * the upload's error (an abort's too), the cover's time kept. Throws for an unknown `id`.
   */
  setCoverImage: (id: string, cover: { timeMs: number; image: Blob }) => Promise<string>;
  /**
   * An image's crop, in upright pixels of the file as added (`undefined` takes it away), with
   * `networks`: the file starts over from the file as added, checked as cropped, then fitted with
   * only that rectangle drawn (upright, no metadata, within the networks' limits) before a new
   * ticket. A refused file runs again; one already uploaded is uploaded again, cropped. Resolves
   * once the file has started over (the crop's code loads with the first crop); rejects with a
   * `TypeError` for a file that is not a still image or an upload without `networks`, a
   * `RangeError` for a rectangle that is not whole pixels inside the image, and an `Error` for an
   * unknown id, the file left as it was. A crop is kept with the file (`persist`), and always
   * drawn by the library's fitter, even where the app fits images itself.
   */
  setCrop: (id: string, crop: ImageCrop | undefined) => Promise<void>;
  /**
   * A video's trim, in seconds of the file as added (`undefined` takes it away), with `networks`
   * and `fitVideos`: the file starts over from the file as added, checked as trimmed (its length
   * `end - start`), then fitted by the video fitter keeping only that part (cut to the networks'
   * longest from `start`) before a new ticket. A refused file runs again; one already uploaded is
   * uploaded again, trimmed. Resolves once the file has started over (the trim's code loads with
   * the first crop or trim); rejects with a `TypeError` for a file that is not a video or an upload
   * without `networks` or `fitVideos`, a `RangeError` for a trim that starts before 0, ends after
   * the video or keeps less than half a second, and an `Error` for an unknown id, the file left as
   * it was. A trim is kept with the file (`persist`).
   */
  setTrim: (id: string, trim: VideoTrim | undefined) => Promise<void>;
  /** Puts the item at `index` in the list (and in the post's media), the others keeping their order. */
  move: (id: string, index: number) => void;
  /** Cancels if needed, then drops the item from the list. */
  remove: (id: string) => void;
  /** Removes every item and the rejections. */
  clear: () => void;
  /** Replaces the options (callbacks and limits are read at call time), and the client when given. */
  setOptions: (options: UploadOptions & { client?: UploadClient }) => void;
  /** The options as last set: the networks its files are checked against, among them. */
  getOptions: () => UploadOptions;
  /**
   * Starts listening to the browser (online/offline) and lets the queue run; returns the detach.
   * Detaching pauses, and after a tick with no new attach (a real unmount, not StrictMode's
   * rehearsal) aborts in-flight transfers, which go back to `queued` and resume on the next attach.
   */
  attach: () => Unsubscribe;
}
