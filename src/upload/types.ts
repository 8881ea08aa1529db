import type { SocialKitError } from '../client/errors.js';
import type { PostMedia, VideoCover } from '../client/postPayload.js';
import type { MediaRecord } from '../client/types.js';
import type { ImageCrop } from '../media/crop.js';
import type { VideoTrim } from '../media/trim.js';
import type { FittedImageSize } from '../media/fitTypes.js';
import type { MediaFileCheck } from '../media/types.js';

// What the engine shows an app: a file's item, the refusals and the totals. What an app passes
// in is in options.ts; the store's own surface, which takes the one and gives the other, in storeApi.ts.

/**
 * One file's way through the three upload steps (docs/service/interface.md, "Uploads"). A union,
 * not a bag of booleans: the status is rendered as `data-state`, so CSS, tests and screen-reader
 * text read the same truth.
 */
export type UploadStatus = 'queued' | 'fitting' | 'requesting' | 'uploading' | 'confirming' | 'done' | 'error' | 'canceled' | 'refused' | 'interrupted';

/** A file's verdict per chosen network (see `checkMedia`), in the order the networks were given. */
export type UploadVerdicts = MediaFileCheck['networks'];

/**
 * The steps of a file's way: fitting it (with `fitImages` or `fitVideos`), then the three of an upload,
 * ticket, PUT and confirm (docs/service/interface.md, "Uploads"). The engine's queue has a line
 * for each; an error names the one it happened in, and retry resumes from there (a failed
 * confirm never PUTs again). `fit`: fitting the image to the chosen networks failed, before any
 * ticket.
 */
export type UploadStep = 'fit' | 'ticket' | 'put' | 'confirm';

/** A side of a fitting: bytes, type and pixels, and a video's length and frame rate. */
export interface UploadFittedSize extends FittedImageSize {
  /** A video's seconds. */
  duration?: number;
  /** A video's frames per second, where its container says. */
  frameRate?: number;
}

/** What fitting made of a file (`fitImages`, `fitVideos`): the file as it was added, and both sides' bytes, type and pixels. */
export interface UploadFitted {
  /** The file as it was added; the item's `file` is the fitted one. */
  original: File;
  before: UploadFittedSize;
  after: UploadFittedSize;
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
  /**
   * The file is on its way (`queued` to `confirming`): `cancel(id)` stops it. Offer Cancel, and
   * show its progress, while this is true.
   */
  canCancel: boolean;
  /** The file failed (`error`, a scheduled retry too), was canceled or was interrupted: `retry(id)` runs it again. */
  canRetry: boolean;
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
  /**
   * The alt text as the user typed it (`setAlt`), whatever the file's state: written before the
   * upload ends, or after, it stays through every step and retry. None until something is typed.
   */
  alt?: string;
  /** A video's cover frame as the user picked it (`setCover`), kept as the alt text is. */
  cover?: VideoCover;
  /**
   * An image's crop as the user drew it (`setCrop`), in upright pixels of the file as added: the
   * file is checked as cropped, and `file` is the cropped one once fitted (`fitted.original` the file as added).
   */
  crop?: ImageCrop;
  /**
   * A video's trim as the user chose it (`setTrim`), in seconds of the file as added: the file is
   * checked as trimmed, and `file` is the trimmed one once fitted (`fitted.original` the file as added).
   */
  trim?: VideoTrim;
}

/** What the user changed of a file's picture, which it is checked and fitted with: an image's crop, a video's trim. */
export type UploadEdits = Pick<UploadItemBase, 'crop' | 'trim'>;

export type UploadItem =
  | (UploadItemBase & {
      /** `queued`, `fitting`, `requesting` (the ticket), `uploading` (the PUT), `confirming`, `done`, `error`, `canceled`, `refused` or `interrupted`. Render it as `data-state`. */
      status: 'queued';
    })
  /** With `fitImages` or `fitVideos`: the file is fitted to the chosen networks, before its ticket. */
  | (UploadItemBase & {
      status: 'fitting';
      /** A video's fitting: how far it is, from 0 to 1 (an image's says nothing until it ends). */
      fitProgress?: number;
    })
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
  | (UploadItemBase & { status: 'refused' })
  /**
   * With `persist`: an unfinished file the page before this one left (a reload, a crash, a closed
   * tab), brought back from the device. Nothing runs until `retry(id)` resumes it,
   * from the step it reached; `remove(id)` discards it.
   */
  | (UploadItemBase & { status: 'interrupted' });

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

export type { ImageCrop, PostMedia, VideoCover, VideoTrim };
