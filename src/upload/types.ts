import type { SocialKitError } from '../client/errors.js';
import type { MediaRecord } from '../client/types.js';

/**
 * One file's way through the three steps of section 4.5. A union, not a bag of booleans: the
 * status is rendered as `data-state`, so CSS, tests and screen-reader text read the same truth.
 */
export type UploadStatus = 'queued' | 'requesting' | 'uploading' | 'confirming' | 'done' | 'error' | 'canceled';

/** The step an error happened in; retry resumes from there (a failed confirm never PUTs again). */
export type UploadStep = 'ticket' | 'put' | 'confirm';

interface UploadItemBase {
  /** Local id, stable for the item's life (not the media id). */
  id: string;
  file: File;
  name: string;
  size: number;
  /** Decided once when the file is added: file.type, else from the extension, else application/octet-stream. */
  contentType: string;
  /** Bytes the storage has taken so far (XHR upload progress). */
  loaded: number;
  /** 0..1. Reaches 1 only at `done`: never 100% while a server step still runs. */
  progress: number;
  /** Set once the ticket arrived; kept across retries while the URL is valid. */
  mediaId?: string;
}

export type UploadItem =
  | (UploadItemBase & { status: 'queued' })
  | (UploadItemBase & { status: 'requesting' })
  | (UploadItemBase & { status: 'uploading'; mediaId: string })
  | (UploadItemBase & { status: 'confirming'; mediaId: string })
  | (UploadItemBase & { status: 'done'; mediaId: string; media: MediaRecord })
  | (UploadItemBase & {
      status: 'error';
      error: SocialKitError;
      step: UploadStep;
      /** Epoch ms of the next automatic retry, when one is scheduled. */
      retryAt?: number;
    })
  | (UploadItemBase & { status: 'canceled' });

/** Why a file was not taken. Data, not an exception; the words come from messages. */
export type UploadRejectionCode =
  | 'file-invalid-type'
  | 'file-too-large'
  | 'file-too-small'
  | 'too-many-files'
  | 'duplicate'
  | 'validation';

export interface UploadRejection {
  file: File;
  code: UploadRejectionCode;
  /** For `validation`: the message the app's validate() returned. */
  message?: string;
}

export interface UploadTotals {
  /** Bytes taken by storage across the items that count (not canceled, not removed). */
  loaded: number;
  size: number;
  /** Weighted by bytes; 1 only when every counted item is done. */
  progress: number;
  counts: Record<UploadStatus, number>;
}
