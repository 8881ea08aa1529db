import { SocialKitError } from '../client/errors.js';
import { UPLOAD_OPERATION, storageError } from './errors.js';

export interface PutRequest {
  url: string;
  /** Sent as it is: the browser streams it from disk, nothing is read into memory. */
  body: Blob;
  contentType: string;
  signal: AbortSignal;
  /**
   * Bytes storage has taken so far. Call it as they move: a PUT that reports no new bytes for
   * `stallTimeout` is aborted as stalled and sent again.
   */
  onProgress: (loaded: number) => void;
}

/** Sends a file to storage; rejects with a SocialKitError. Swappable for tests and other transports. */
export type PutFunction = (request: PutRequest) => Promise<void>;

/** The PUT to the presigned URL, with XMLHttpRequest: fetch has no upload progress in browsers. */
export const xhrPut: PutFunction = ({ url, body, contentType, signal, onProgress }) =>
  new Promise<void>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const fail = (kind: 'network' | 'aborted', message: string) => () => reject(new SocialKitError({ kind, operation: UPLOAD_OPERATION, message }));
    xhr.open('PUT', url);
    // Storage answers a PUT with an empty body and no Content-Type (S3 does), which Firefox would
    // parse as XML and log "XML Parsing Error: no root element found" once per file. As text,
    // nothing is parsed, and an error's XML body (SignatureDoesNotMatch, an expired URL) is still
    // read from responseText.
    xhr.responseType = 'text';
    xhr.setRequestHeader('Content-Type', contentType);
    xhr.upload.onprogress = (event) => onProgress(event.loaded);
    // Read from the header list: asking for a header storage does not expose logs an error.
    xhr.onload = () =>
      xhr.status < 300 ? resolve() : reject(storageError(xhr.status, xhr.responseText, /^retry-after:(.*)$/im.exec(xhr.getAllResponseHeaders())?.[1]));
    // Also what a refused CORS preflight or an error answer without CORS headers looks like.
    xhr.onerror = fail('network', 'The upload to storage failed.');
    xhr.onabort = fail('aborted', 'The upload was cancelled.');
    // The signal is this run's own (the engine makes one per run): a handler needs no removal,
    // and aborting a request that already ended does nothing.
    signal.onabort = () => xhr.abort();
    xhr.send(body);
  });
