import type { SocialKitError } from '../client/errors.js';
import type { NetworkId } from '../client/types.js';
import type { SocialClient } from '../client/createSocialClient.js';
import type { MediaRecord } from '../client/types.js';
import type { MediaCheckTarget } from '../media/check.js';
import type { MediaFactsReader } from '../media/store.js';
import type { ImageFitTarget } from '../media/fitPlan.js';
import type { FitImageOptions, FitImageResult } from '../media/fitTypes.js';
import type { MediaRulesTable } from '../networks/media/types.js';
import type { PutFunction } from './put.js';
import type { PostMedia, UploadItem, UploadRejection } from './types.js';

// What an app passes to the upload engine (useUpload's options, createUploadStore's): the rules a
// file is admitted by, the callbacks, the queue's knobs and the networks' checks.

/**
 * Fits one image to a target: `fitImage` (the browser's canvas, in a worker) has this shape, and so
 * can an app's own encoder. Must reject with an `AbortError` when `signal` aborts.
 */
export type ImageFitter = (file: File, target: ImageFitTarget, options: FitImageOptions & { signal: AbortSignal }) => Promise<FitImageResult>;

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
  /**
   * The post's media changed: an upload was confirmed or removed, an alt text typed, the order
   * changed. Each confirmed upload's media id in the order the user set, with its alt text
   * (`getMedia`). Told once per frame, and at once for each alt text typed (`setAlt`).
   */
  onMediaChange?: (media: readonly PostMedia[]) => void;
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
  /**
   * Keeps the unfinished files on the device (IndexedDB: their bytes, alt text, cover, order, and
   * the ticket and step reached) until each is confirmed or removed, so that a reload, a crash or
   * a closed tab loses nothing: the next mount lists them `interrupted`, to resume or discard. Opt
   * in, as the files stay on the device; scoped to the provider's `baseUrl` and `persistScope`
   * (which it needs), and `{ key }` keeps several uploaders apart. Another scope or key (the user
   * signed out and another in), or `persist` turned on or off, starts a new list.
   * Nothing of it downloads while off. See docs/uploading.md, "Uploads that survive a reload".
   * @default false
   */
  persist?: boolean | { key: string };
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
  /**
   * Fits videos to the chosen networks before their tickets, in the browser (`fitVideo`, with
   * WebCodecs, in a worker loaded on demand): a video every chosen network takes once fitted is
   * trimmed to the shortest longest length, scaled, its frame rate brought down, re-encoded under
   * the byte and bit-rate limits or to a codec they all take, and written as an MP4 whose index
   * comes first; sound that fits is copied. The item shows `fitting` with its `fitProgress`
   * meanwhile, Cancel ends the worker, and a failure keeps the file as added for a retry. A browser
   * without WebCodecs checks the video as it is (its verdicts say why it is refused). Needs `networks`.
   * @default false
   */
  fitVideos?: boolean;
}

export type UploadOptions = UploadRules & UploadCallbacks & UploadQueueOptions & UploadMediaOptions;

/** The two calls of the client the engine makes; a SocialClient fits. */
export type UploadClient = Pick<SocialClient, 'requestUploadTicket' | 'confirmUpload'>;

/** The upload engine's options: the app's, plus the client it talks through and a clock. */
export interface UploadStoreOptions extends UploadOptions {
  client: UploadClient;
  /** Clock for ticket expiry and retry times. */
  now?: () => number;
  /** Whose files `persist` keeps (useUpload: the provider's `baseUrl` and `persistScope`); needed with `persist`. */
  persistScope?: string;
}
