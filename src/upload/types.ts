import type { SocialKitError } from '../client/errors.js';
import type { MediaRecord } from '../client/types.js';
import type { FittedImageSize } from '../media/fitTypes.js';
import type { MediaFileCheck } from '../media/types.js';
import type { UploadClient, UploadOptions } from './options.js';

// What the engine shows an app: a file's item, the refusals, the totals, and the store's surface.
// What an app passes in is in options.ts.

/**
 * One file's way through the three upload steps (docs/service/interface.md, "Uploads"). A union,
 * not a bag of booleans: the status is rendered as `data-state`, so CSS, tests and screen-reader
 * text read the same truth.
 */
export type UploadStatus = 'queued' | 'fitting' | 'requesting' | 'uploading' | 'confirming' | 'done' | 'error' | 'canceled' | 'refused';

/** A file's verdict per chosen network (see `checkMedia`), in the order the networks were given. */
export type UploadVerdicts = MediaFileCheck['networks'];

/**
 * The steps of a file's way: fitting an image (with `fitImages`), then the three of an upload,
 * ticket, PUT and confirm (docs/service/interface.md, "Uploads"). The engine's queue has a line
 * for each; an error names the one it happened in, and retry resumes from there (a failed
 * confirm never PUTs again). `fit`: fitting the image to the chosen networks failed, before any
 * ticket.
 */
export type UploadStep = 'fit' | 'ticket' | 'put' | 'confirm';

/** What fitting made of a file (`fitImages`): the file as it was added, and both sides' bytes, type and pixels. */
export interface UploadFitted {
  /** The file as it was added; the item's `file` is the fitted one. */
  original: File;
  before: FittedImageSize;
  after: FittedImageSize;
}

interface UploadItemBase {
  /** Local id, stable for the item's life (not the media id). */
  id: string;
  /** What is uploaded: the file as added, or the fitted one once fitted (see `fitted`). */
  file: File;
  /** The name of the file as added, also once fitted (the fitted file's own may end in `.jpg`). */
  name: string;
  /** Bytes uploaded: the fitted file's once fitted (`fitted.before.bytes` is the file as added). */
  size: number;
  /**
   * Decided once when the file is added: file.type, else from the extension, else
   * application/octet-stream; the fitted file's type once fitted.
   */
  contentType: string;
  /** Bytes the storage has taken so far (XHR upload progress). */
  loaded: number;
  /** 0..1. Reaches 1 only at `done`: never 100% while a server step still runs. */
  progress: number;
  /** Set once the ticket arrived; kept across retries while the URL is valid. */
  mediaId?: string;
  /**
   * With `networks`: the file's verdict per chosen network, once its facts are read (before its
   * ticket is asked for), and again whenever the choice changes.
   */
  verdicts?: UploadVerdicts;
  /**
   * With `fitImages`: set once the image was fitted to the chosen networks, before its ticket.
   * `file`, `size` and `contentType` are then the fitted file's, the one sent.
   */
  fitted?: UploadFitted;
}

export type UploadItem =
  | (UploadItemBase & {
      /** `queued`, `fitting`, `requesting` (the ticket), `uploading` (the PUT), `confirming`, `done`, `error`, `canceled` or `refused`. Render it as `data-state`. */
      status: 'queued';
    })
  /** With `fitImages`: the image is scaled down and re-encoded for the chosen networks, before its ticket. */
  | (UploadItemBase & { status: 'fitting' })
  | (UploadItemBase & { status: 'requesting' })
  | (UploadItemBase & { status: 'uploading'; mediaId: string })
  | (UploadItemBase & { status: 'confirming'; mediaId: string })
  | (UploadItemBase & {
      status: 'done';
      mediaId: string;
      /** The service's record of the file. */
      media: MediaRecord;
    })
  | (UploadItemBase & {
      status: 'error';
      /** Why the file stopped. */
      error: SocialKitError;
      /** The step it failed at (`fit`, `ticket`, `put` or `confirm`); a retry resumes there. */
      step: UploadStep;
      /** Epoch ms of the next automatic retry, when one is scheduled. */
      retryAt?: number;
      /**
       * Epoch ms the server asked not to be asked again before (its `Retry-After`), when that is
       * longer than the queue waits by itself: the file stopped instead of waiting unseen. A
       * `retry(id)` runs it at once all the same.
       */
      waitUntil?: number;
    })
  | (UploadItemBase & { status: 'canceled' })
  /** A chosen network refuses the file and `onRefused` is `'reject'`: it never asks for a ticket. */
  | (UploadItemBase & { status: 'refused' });

/** Why a file was not taken. Data, not an exception; the words come from messages. */
export type UploadRejectionCode =
  | 'file-invalid-type'
  | 'file-too-large'
  | 'file-too-small'
  /** Zero bytes: nothing a network can post (also what a dropped folder looks like in some browsers). */
  | 'file-empty'
  /** Longer than the service's 255 characters; refused before any request. */
  | 'name-too-long'
  | 'too-many-files'
  | 'duplicate'
  | 'validation'
  /** A network chosen for the post refuses the file (`onRefused: 'reject'`); it stays listed as `refused`, with `verdicts`. */
  | 'refused-by-network';

export interface UploadRejection {
  file: File;
  code: UploadRejectionCode;
  /** For `validation`: the message the app's validate() returned. */
  message?: string;
  /** The limit the file broke, for the message: bytes for sizes, files for `too-many-files`, characters for `name-too-long`. */
  limit?: number;
  /**
   * Set when `retry(itemId)` of a canceled file was refused (`too-many-files`): the file is
   * still listed, canceled, and can be retried once a place is free.
   */
  itemId?: string;
  /** For `refused-by-network`: the file's verdict per chosen network. */
  verdicts?: UploadVerdicts;
}

export interface UploadTotals {
  /** Bytes taken by storage across the items that count (not canceled, not removed). */
  loaded: number;
  /** Their bytes in all. */
  size: number;
  /** Weighted by bytes; 1 only when every counted item is done. */
  progress: number;
  /** Files in each status. */
  counts: Record<UploadStatus, number>;
}

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
  /** The rejections of the last `add`, or of a refused `retry` (see UploadRejection.itemId). */
  getRejections: () => readonly UploadRejection[];
  /** Something is running, queued to run, or waiting for an automatic retry. */
  isUploading: () => boolean;
  /** The browser said it is offline: nothing new starts until it is back. */
  isOffline: () => boolean;

  // Listeners hear of changes once per animation frame (a timer stands in when the tab is
  // hidden), every changed channel in the same task, so React commits once; getters answer at once.
  /** Ids, rejections, isUploading or isOffline changed. */
  subscribe: (listener: () => void) => Unsubscribe;
  /** That item changed. */
  subscribeItem: (id: string, listener: () => void) => Unsubscribe;
  /** Totals changed. */
  subscribeTotals: (listener: () => void) => Unsubscribe;

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
  /** Cancels if needed, then drops the item from the list. */
  remove: (id: string) => void;
  /** Removes every item and the rejections. */
  clear: () => void;
  /** Replaces the options (callbacks and limits are read at call time), and the client when given. */
  setOptions: (options: UploadOptions & { client?: UploadClient }) => void;
  /**
   * Starts listening to the browser (online/offline) and lets the queue run; returns the detach.
   * Detaching pauses, and after a tick with no new attach (a real unmount, not StrictMode's
   * rehearsal) aborts in-flight transfers, which go back to `queued` and resume on the next attach.
   */
  attach: () => Unsubscribe;
}
