import type { SocialKitError } from '../client/errors.js';
import type { MediaRecord } from '../client/types.js';
import type { UploadItem, UploadStep } from './types.js';

export type UploadEvent =
  /** Asking the service for a ticket. */
  | { type: 'request' }
  /** PUT to storage begins, with this ticket's media id; bytes start from zero. */
  | { type: 'upload'; mediaId: string }
  | { type: 'progress'; loaded: number }
  /** Storage has the whole file; the service is told. */
  | { type: 'confirm'; mediaId: string }
  | { type: 'done'; media: MediaRecord }
  | { type: 'fail'; error: SocialKitError; step: UploadStep; retryAt?: number }
  /** Back in line: offline, a retry, an automatic retry that is due, or an unmount. */
  | { type: 'wait' }
  | { type: 'cancel' };

/** The share of an item's progress the PUT may fill; the rest is the confirm's, so 100% means done. */
export const PUT_SHARE = 0.99;

export function progressOf(loaded: number, size: number): number {
  if (size <= 0) return 0;
  return PUT_SHARE * Math.min(1, Math.max(0, loaded / size));
}

const ACTIVE = new Set(['requesting', 'uploading', 'confirming']);

/** Fields every state carries, without the ones a single state owns (`error`, `media`, `retryAt`). */
function base(item: UploadItem) {
  const { id, file, name, size, contentType, loaded, progress, mediaId } = item;
  return { id, file, name, size, contentType, loaded, progress, mediaId };
}

export function createItem(id: string, file: File, contentType: string): UploadItem {
  return { id, file, name: file.name, size: file.size, contentType, loaded: 0, progress: 0, status: 'queued' };
}

/**
 * The one place an item changes state. Pure: returns the same object for a move the current
 * state does not allow (a late progress event after cancel, say), so nothing re-renders for it.
 * Bytes that storage took are lost whenever a PUT does not end in `confirming`.
 */
export function uploadReducer(item: UploadItem, event: UploadEvent): UploadItem {
  const fields = base(item);
  const dropBytes = item.status === 'uploading' ? { loaded: 0, progress: 0 } : {};
  switch (event.type) {
    case 'request':
      // From `uploading` too: storage said the URL expired, and a fresh ticket is fetched.
      return item.status === 'queued' || item.status === 'uploading' ? { ...fields, ...dropBytes, status: 'requesting' } : item;
    case 'upload':
      return item.status === 'queued' || item.status === 'requesting'
        ? { ...fields, mediaId: event.mediaId, loaded: 0, progress: 0, status: 'uploading' }
        : item;
    case 'progress': {
      if (item.status !== 'uploading' || event.loaded === item.loaded) return item;
      const loaded = Math.min(event.loaded, item.size);
      return { ...item, loaded, progress: progressOf(loaded, item.size) };
    }
    case 'confirm':
      return item.status === 'queued' || item.status === 'uploading'
        ? { ...fields, mediaId: event.mediaId, loaded: item.size, progress: progressOf(item.size, item.size), status: 'confirming' }
        : item;
    case 'done':
      return item.status === 'confirming'
        ? { ...fields, mediaId: item.mediaId, media: event.media, loaded: item.size, progress: 1, status: 'done' }
        : item;
    case 'fail': {
      if (!ACTIVE.has(item.status)) return item;
      const retryAt = event.retryAt === undefined ? {} : { retryAt: event.retryAt };
      return { ...fields, ...dropBytes, status: 'error', error: event.error, step: event.step, ...retryAt };
    }
    case 'wait':
      return item.status === 'queued' || item.status === 'done' ? item : { ...fields, ...dropBytes, status: 'queued' };
    case 'cancel':
      return item.status === 'done' || item.status === 'canceled' ? item : { ...fields, ...dropBytes, status: 'canceled' };
  }
}
