import type { SocialKitError } from '../client/errors.js';
import type { NetworkId } from '../client/types.js';
import type { SocialClient } from '../client/createSocialClient.js';
import type { MediaRecord } from '../client/types.js';
import type { MediaCheckTarget } from '../media/check.js';
import type { MediaFactsReader } from '../media/store.js';
import type { ImageFitTarget } from '../media/fitPlan.js';
import type { FitImageOptions, FitImageResult, FittedImageSize } from '../media/fitTypes.js';
import type { MediaFileCheck } from '../media/types.js';
import type { MediaRulesTable } from '../networks/media/types.js';
import type { PutFunction } from './put.js';

/**
 * One file's way through the three upload steps (docs/service/interface.md, "Uploads"). A union,
 * not a bag of booleans: the status is rendered as `data-state`, so CSS, tests and screen-reader
 * text read the same truth.
 */
export type UploadStatus = 'queued' | 'fitting' | 'requesting' | 'uploading' | 'confirming' | 'done' | 'error' | 'canceled' | 'refused';

/** A file's verdict per chosen network (see `checkMedia`), in the order the networks were given. */
export type UploadVerdicts = MediaFileCheck['networks'];

/**
 * The step an error happened in; retry resumes from there (a failed confirm never PUTs again).
 * `fit`: fitting the image to the chosen networks failed (`fitImages`), before any ticket.
 */
export type UploadStep = 'fit' | 'ticket' | 'put' | 'confirm';

/** What fitting made of a file (`fitImages`): the file as it was added, and both sides' bytes, type and pixels. */
export interface UploadFitted {
  /** The file as it was added; the item's `file` is the fitted one. */
  original: File;
  before: FittedImageSize;
  after: FittedImageSize;
}

/**
 * Fits one image to a target: `fitImage` (the browser's canvas, in a worker) has this shape, and so
 * can an app's own encoder. Must reject with an `AbortError` when `signal` aborts.
 */
export type ImageFitter = (file: File, target: ImageFitTarget, options: FitImageOptions & { signal: AbortSignal }) => Promise<FitImageResult>;

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

/** What `validate` may answer: a message rejects the file, anything else accepts it. */
export type UploadValidateResult = string | null | undefined | void;

/** The limits a file is checked against when it is added, before any request. */
export interface UploadRules {
  /**
   * MIME types (`image/png`), wildcards (`image/*`) and extensions (`.heic`), as an array or as
   * an input's comma-separated `accept`. Matched against the file's type and the Content-Type
   * inferred from its name. Everything is accepted when omitted.
   * @default every type
   */
  accept?: string | readonly string[];
  /** Bytes. */
  minSize?: number;
  /** Bytes. */
  maxSize?: number;
  /**
   * Files kept in the list at once (canceled ones do not count). Unlimited by default, as in the service's client (docs/service/interface.md, "Limits").
   * @default unlimited
   */
  maxFiles?: number;
  /**
   * False (the default): the same name, size and modification time already listed is one upload.
   * @default false
   */
  allowDuplicates?: boolean;
  /** Runs after the checks above; may be async (to read image dimensions, say). Returns the rejection message. */
  validate?: (file: File) => UploadValidateResult | Promise<UploadValidateResult>;
}

/** The callbacks, read at call time: a new function identity never restarts anything. */
export interface UploadCallbacks {
  /** Each file confirmed by the service. */
  onUploaded?: (media: MediaRecord, item: UploadItem) => void;
  /** The queue settled with every (not canceled) item done; every done item's media, in list order. */
  onComplete?: (media: MediaRecord[]) => void;
  /** An item ended in `error` with no automatic retry left (a scheduled retry is not reported). */
  onError?: (error: SocialKitError, item: UploadItem) => void;
  /** Files refused by `add`, with their reasons; also a canceled file `retry` had no place for. */
  onRejected?: (rejections: UploadRejection[]) => void;
}

/** The behaviour knobs of the queue. */
export interface UploadQueueOptions {
  /**
   * PUTs to storage at once, 3 by default. Tickets and confirms have slots of their own beside
   * them, as many: the next files' tickets are fetched while the PUTs run, so storage never waits
   * for the service.
   * @default 3
   */
  concurrency?: number;
  /**
   * Automatic retries of a retryable failure (network, timeout, 5xx, rate limit), per file.
   * @default the provider's `retry` (3)
   */
  retry?: number;
  /**
   * Milliseconds before automatic retry `attempt` (1-based). Default: exponential backoff with full
   * jitter; Retry-After wins. A Retry-After of more than two minutes is not waited out: the file
   * ends in `error` with `waitUntil`.
   * @default backoff with jitter
   */
  retryDelay?: (attempt: number, error: SocialKitError) => number;
  /**
   * Milliseconds a PUT that has started sending may go without storage taking another byte before
   * it is given up as a `timeout` (isUploadStalledError) and retried with the same ticket. 30 000
   * by default; 0 turns the watch off (for a `put` that reports its bytes only now and then).
   * @default 30000
   */
  stallTimeout?: number;
  /**
   * False: files wait in `queued` until `start()`. True by default.
   * @default true
   */
  autoStart?: boolean;
  /**
   * The PUT to storage. XMLHttpRequest (for byte progress) by default; swap it for tests or another transport.
   * @default XMLHttpRequest
   */
  put?: PutFunction;
}

/** The networks a post goes to, checked before any ticket is asked for (docs/uploading.md, "Checking files against the networks"). */
export interface UploadMediaOptions {
  /**
   * The networks the post goes to: ids, or the accounts chosen for it. When given, each file's
   * facts are read in the browser and checked against these networks' media rules before its
   * ticket is requested. The checker loads on demand: without `networks`, nothing of it downloads.
   */
  networks?: Iterable<MediaCheckTarget>;
  /** The post kind per network (`{ instagram: 'STORIES' }`); a network left out gets its default. */
  postKind?: Readonly<Partial<Record<NetworkId, string>>>;
  /**
   * What a file a chosen network refuses does: `'reject'` (the default) lists it as `refused` and
   * never asks for its ticket; `'warn'` uploads it, its item carrying the verdicts.
   * @default reject
   */
  onRefused?: 'reject' | 'warn';
  /** The rules: `MEDIA_RULES` by default, or an app's `extendMediaRules(...)`. */
  mediaRules?: MediaRulesTable;
  /** Reads a file's facts; the browser reader, loaded on demand, by default. */
  readMediaFacts?: MediaFactsReader;
  /**
   * Fits images to the chosen networks before their tickets: an image every chosen network takes
   * once fitted (its verdicts `ok` or `fixable`, at least one `fixable`) is scaled down and
   * re-encoded to the strictest network's bytes and pixels (`planImageFit`), its EXIF rotation
   * baked in and its metadata (location included) left out, and the fitted file is what gets the
   * ticket and is sent. The item shows `fitting` meanwhile and keeps what the file was in
   * `fitted`. `true` fits with `fitImage` (in a worker, loaded on demand: without this option
   * nothing of it downloads); a function fits with an app's own encoder. Needs `networks`.
   * @default false
   */
  fitImages?: boolean | ImageFitter;
}

export type UploadOptions = UploadRules & UploadCallbacks & UploadQueueOptions & UploadMediaOptions;

/** The two calls of the client the engine makes; a SocialClient fits. */
export type UploadClient = Pick<SocialClient, 'requestUploadTicket' | 'confirmUpload'>;

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

/** The upload engine's options: the app's, plus the client it talks through and a clock. */
export interface UploadStoreOptions extends UploadOptions {
  client: UploadClient;
  /** Clock for ticket expiry and retry times. */
  now?: () => number;
}
