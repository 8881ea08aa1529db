import { SocialKitError } from '../client/errors.js';
import { UPLOAD_OPERATION, storageError } from './errors.js';

export interface PutRequest {
  url: string;
  /** Sent as it is: the browser streams it from disk, nothing is read into memory. */
  body: Blob;
  contentType: string;
  signal: AbortSignal;
  /** Bytes storage has taken so far. */
  onProgress: (loaded: number) => void;
}

/** Sends a file to storage; rejects with a SocialKitError. Swappable for tests and other transports. */
export type PutFunction = (request: PutRequest) => Promise<void>;

const failure = (kind: 'network' | 'aborted', message: string) => new SocialKitError({ kind, operation: UPLOAD_OPERATION, message });

/** Only headers storage exposes through CORS are listed; asking for another logs an error. */
function exposedHeader(xhr: XMLHttpRequest, name: string): string | null {
  const line = xhr
    .getAllResponseHeaders()
    .split(/\r?\n/)
    .find((header) => header.toLowerCase().startsWith(`${name}:`));
  return line ? line.slice(name.length + 1).trim() : null;
}

/** The PUT to the presigned URL, with XMLHttpRequest: fetch has no upload progress in browsers. */
export const xhrPut: PutFunction = ({ url, body, contentType, signal, onProgress }) =>
  new Promise<void>((resolve, reject) => {
    if (signal.aborted) {
      reject(failure('aborted', 'The upload was cancelled.'));
      return;
    }
    const xhr = new XMLHttpRequest();
    const abort = () => xhr.abort();
    const settle = (error?: SocialKitError) => {
      signal.removeEventListener('abort', abort);
      if (error) reject(error);
      else resolve();
    };
    xhr.open('PUT', url);
    xhr.setRequestHeader('Content-Type', contentType);
    xhr.upload.onprogress = (event) => onProgress(event.loaded);
    xhr.onload = () =>
      settle(xhr.status >= 200 && xhr.status < 300 ? undefined : storageError(xhr.status, xhr.responseText, exposedHeader(xhr, 'retry-after')));
    // Also what a refused CORS preflight or an error answer without CORS headers looks like.
    xhr.onerror = () => settle(failure('network', 'The upload to storage failed.'));
    xhr.onabort = () => settle(failure('aborted', 'The upload was cancelled.'));
    signal.addEventListener('abort', abort, { once: true });
    xhr.send(body);
  });
