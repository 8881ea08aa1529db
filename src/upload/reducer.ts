import type { SocialKitError } from '../client/errors.js';
import type { MediaRecord } from '../client/types.js';
import type { UploadFitted, UploadItem, UploadStatus, UploadStep, UploadVerdicts } from './types.js';

export type UploadEvent =
  /** Fitting the image to the chosen networks, before its ticket (`fitImages`). */
  | { type: 'fit' }
  /**
   * The file to upload from now on: the fitted one, with what it was (`fitted`), or the file as
   * added again (no `fitted`) when a new choice of networks takes it as it is.
   */
  | { type: 'fitted'; file: File; contentType: string; fitted?: UploadFitted }
  /** Asking the service for a ticket. */
  | { type: 'request' }
  /** PUT to storage begins, with this ticket's media id; bytes start from zero. */
  | { type: 'upload'; mediaId: string }
  | { type: 'progress'; loaded: number }
  /** Storage has the whole file; the service is told. */
  | { type: 'confirm'; mediaId: string }
  | { type: 'done'; media: MediaRecord }
  /** The step that failed is the one the state names (`requesting` → ticket, and so on). */
  | { type: 'fail'; error: SocialKitError; retryAt?: number; waitUntil?: number }
  /** Nothing in flight: offline, a retry, an automatic retry that is due, an unmount, or a step done with the next one waiting for a slot. */
  | { type: 'wait'; mediaId?: string }
  | { type: 'cancel' }
  /** A chosen network refuses the file, which never asks for a ticket (`onRefused: 'reject'`). */
  | { type: 'refuse'; verdicts: UploadVerdicts }
  /** The file's verdicts under the current choice of networks; its state stays what it is. */
  | { type: 'check'; verdicts?: UploadVerdicts };

/** Each event: the state it leads to, and the states it may come from. Any other ignores it. */
const MOVES: Record<UploadEvent['type'], [UploadStatus, UploadStatus[]]> = {
  fit: ['fitting', ['queued']],
  fitted: ['queued', ['queued', 'fitting']],
  request: ['requesting', ['queued']],
  upload: ['uploading', ['queued', 'requesting']],
  progress: ['uploading', ['uploading']],
  // From `queued`: a stored file whose confirm waited for a slot, or a retry after a failed confirm.
  confirm: ['confirming', ['queued', 'uploading']],
  done: ['done', ['confirming']],
  fail: ['error', ['fitting', 'requesting', 'uploading', 'confirming']],
  // From `refused`: the choice of networks changed and the file now fits.
  wait: ['queued', ['fitting', 'requesting', 'uploading', 'confirming', 'error', 'canceled', 'refused']],
  cancel: ['canceled', ['queued', 'fitting', 'requesting', 'uploading', 'confirming', 'error']],
  refuse: ['refused', ['queued']],
  check: ['queued', []],
};

const STEPS: Partial<Record<UploadStatus, UploadStep>> = { fitting: 'fit', requesting: 'ticket', uploading: 'put', confirming: 'confirm' };

/** The share of an item's progress the PUT may fill; the rest is the confirm's, so 100% means done. */
export const PUT_SHARE = 0.99;

export const progressOf = (loaded: number, size: number): number => (size > 0 ? PUT_SHARE * Math.min(1, loaded / size) : 0);

export const createItem = (id: string, file: File, contentType: string): UploadItem => ({
  id,
  file,
  name: file.name,
  size: file.size,
  contentType,
  loaded: 0,
  progress: 0,
  status: 'queued',
});

/** Bytes storage holds after a move: counted while the PUT runs, all once it ends well, none when it ends otherwise. */
function loadedAfter(item: UploadItem, event: UploadEvent, status: UploadStatus): number {
  if (event.type === 'progress') return Math.min(event.loaded, item.size);
  if (status === 'confirming' || status === 'done') return item.size;
  return event.type === 'upload' || item.status === 'uploading' ? 0 : item.loaded;
}

/**
 * The one place an item changes state. Pure: returns the same object for a move the current
 * state does not allow (a late progress event after cancel, say), so nothing re-renders for it.
 */
export function uploadReducer(item: UploadItem, event: UploadEvent): UploadItem {
  if (event.type === 'check') return { ...item, verdicts: event.verdicts };
  const [status, from] = MOVES[event.type];
  const loaded = loadedAfter(item, event, status);
  if (!from.includes(item.status) || (event.type === 'progress' && loaded === item.loaded)) return item;
  if (event.type === 'fitted') {
    // The file sent from now on, and its size; the name stays the one the user added.
    const { file, contentType, fitted } = event;
    const { fitted: _previous, ...rest } = item;
    return { ...rest, file, contentType, ...(fitted && { fitted }), size: file.size, status, loaded: 0, progress: 0 } as UploadItem;
  }
  const { type, ...payload } = event;
  // Built afresh, so what belongs to one state (the error, its step and retry time, the media) leaves with it.
  const { id, file, name, size, contentType, mediaId, verdicts, fitted } = item;
  return {
    id,
    file,
    name,
    size,
    contentType,
    mediaId,
    ...(verdicts && { verdicts }),
    ...(fitted && { fitted }),
    ...payload,
    ...(type === 'fail' && { step: STEPS[item.status] }),
    status,
    loaded,
    progress: status === 'done' ? 1 : progressOf(loaded, size),
  } as UploadItem;
}
