import type { SocialKitError } from '../client/errors.js';
import type { VideoCover } from '../client/postPayload.js';
import type { MediaRecord, UploadTicket } from '../client/types.js';
import type { MediaFacts } from '../media/types.js';
import type { UploadFitted, UploadItem, UploadStatus, UploadStep, UploadVerdicts } from './types.js';
import type { UploadCheck } from './checking.js';
import { sameCover } from './media.js';

export type UploadEvent =
  /** Fitting the file to the chosen networks, before its ticket (`fitImages`, `fitVideos`): a video's from 0. */
  | { type: 'fit'; fitProgress?: number }
  /** How far fitting a video is, from 0 to 1. */
  | { type: 'fitProgress'; fitProgress: number }
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
  | { type: 'check'; verdicts?: UploadVerdicts }
  /** What the user said of the file (an alt text, a video's cover; `null` takes the cover away); its state stays what it is. */
  | { type: 'describe'; alt?: string; cover?: VideoCover | null };

/** Each event: the state it leads to, and the states it may come from. Any other ignores it. */
const MOVES: Record<UploadEvent['type'], [UploadStatus, UploadStatus[]]> = {
  fit: ['fitting', ['queued']],
  fitProgress: ['fitting', ['fitting']],
  fitted: ['queued', ['queued', 'fitting']],
  request: ['requesting', ['queued']],
  upload: ['uploading', ['queued', 'requesting']],
  progress: ['uploading', ['uploading']],
  // From `queued`: a stored file whose confirm waited for a slot, or a retry after a failed confirm.
  confirm: ['confirming', ['queued', 'uploading']],
  done: ['done', ['confirming']],
  fail: ['error', ['fitting', 'requesting', 'uploading', 'confirming']],
  // From `refused`: the choice of networks changed and the file now fits. From `interrupted`: resumed.
  wait: ['queued', ['fitting', 'requesting', 'uploading', 'confirming', 'error', 'canceled', 'refused', 'interrupted']],
  cancel: ['canceled', ['queued', 'fitting', 'requesting', 'uploading', 'confirming', 'error']],
  refuse: ['refused', ['queued']],
  // Never looked up: uploadReducer answers these two before the table, the state left as it is.
  check: ['queued', []],
  describe: ['queued', []],
};

const STEPS: Partial<Record<UploadStatus, UploadStep>> = { fitting: 'fit', requesting: 'ticket', uploading: 'put', confirming: 'confirm' };

/** The share of an item's progress the PUT may fill; the rest is the confirm's, so 100% means done. */
export const PUT_SHARE = 0.99;

export const progressOf = (loaded: number, size: number): number => (size > 0 ? PUT_SHARE * Math.min(1, loaded / size) : 0);

/**
 * What a file in `status` may be asked to do, set on the item beside its status so that no app
 * (and no component of ours) keeps a table of its own that a new status would leave wrong.
 */
export const actionsOf = (status: UploadStatus): Pick<UploadItem, 'canCancel' | 'canRetry'> => ({
  // Waiting for a step, or in one.
  canCancel: status === 'queued' || status in STEPS,
  canRetry: status === 'error' || status === 'canceled' || status === 'interrupted',
});

export const createItem = (id: string, file: File, contentType: string): UploadItem => ({
  id,
  file,
  name: file.name,
  size: file.size,
  contentType,
  loaded: 0,
  progress: 0,
  status: 'queued',
  ...actionsOf('queued'),
});

/** Bytes storage holds after a move: counted while the PUT runs, all once it ends well, none when it ends otherwise. */
function loadedAfter(item: UploadItem, event: UploadEvent, status: UploadStatus): number {
  if (event.type === 'progress') return Math.min(event.loaded, item.size);
  if (status === 'confirming' || status === 'done') return item.size;
  return event.type === 'upload' || item.status === 'uploading' ? 0 : item.loaded;
}

/** What the user gave a file (alt text, cover, crop, trim), those set only: it stays through every move, retry and restart. */
export const givenOf = ({ alt, cover, crop, trim }: Pick<UploadItem, 'alt' | 'cover' | 'crop' | 'trim'>) => ({ ...(alt && { alt }), ...(cover && { cover }), ...(crop && { crop }), ...(trim && { trim }) });

/**
 * The one place an item changes state. Pure: returns the same object for a move the current
 * state does not allow (a late progress event after cancel, say), so nothing re-renders for it.
 */
export function uploadReducer(item: UploadItem, event: UploadEvent): UploadItem {
  if (event.type === 'check') return { ...item, verdicts: event.verdicts };
  if (event.type === 'describe') {
    const { alt = item.alt, cover = item.cover } = event;
    if ((item.alt ?? '') === (alt ?? '') && sameCover(item.cover, cover ?? undefined)) return item;
    const { alt: _alt, cover: _cover, ...rest } = item;
    return { ...rest, ...(alt && { alt }), ...(cover && { cover }) };
  }
  const [status, from] = MOVES[event.type];
  const loaded = loadedAfter(item, event, status);
  if (!from.includes(item.status) || (event.type === 'progress' && loaded === item.loaded)) return item;
  if (event.type === 'fitted') {
    // The file sent from now on, and its size; the name stays the one the user added. Queued
    // again from queued or fitting, it can do what it could (actionsOf).
    const { file, contentType, fitted } = event;
    // What the fitting said of itself (a video's progress) leaves with it.
    const { fitted: _previous, fitProgress: _progress, cover, ...rest } = item as UploadItem & { fitProgress?: number };
    // A cover past the end of a video cut shorter is a frame the post does not hold: it goes.
    const kept = cover && !(fitted?.after.duration !== undefined && cover.timeMs > fitted.after.duration * 1000) ? cover : undefined;
    return { ...rest, file, contentType, ...(fitted && { fitted }), ...(kept && { cover: kept }), size: file.size, status, loaded: 0, progress: 0 } as UploadItem;
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
    ...givenOf(item),
    ...payload,
    ...(type === 'fail' && { step: STEPS[item.status] }),
    status,
    ...actionsOf(status),
    loaded,
    progress: status === 'done' ? 1 : progressOf(loaded, size),
  } as UploadItem;
}

/**
 * How far a file's upload got, which is where its run goes on from (see nextStep): no ticket yet,
 * a ticket held, or the bytes in storage under that ticket (a retry confirms only). One union
 * rather than a ticket beside an "uploaded" flag, so "stored without a ticket" cannot be said.
 */
export type UploadReach = { step: 'ticket' } | { step: 'put' | 'confirm'; ticket: UploadTicket };

/** The file as added, and the facts of the fitted one the item holds (its verdicts are checked on them). */
interface Fitted {
  original: { file: File; contentType: string };
  facts: MediaFacts;
}

/**
 * Everything the engine knows of one file, as one value that only `jobReducer` changes: the
 * public item (its status is the file's state) and what its run goes on from. The ticket, the
 * bytes stored and the retries left change in the same moves as the item, never beside it.
 */
export interface JobState {
  item: UploadItem;
  reach: UploadReach;
  /** Automatic retries in a row (a step that goes through starts the count again). */
  attempts: number;
  /** The one fresh ticket after an expired URL has been used (until the next `retry(id)`). */
  refreshed: boolean;
  /** With `networks`: the file's facts (as added) and verdicts, and the choice they were checked under (`checkKey`). */
  check?: UploadCheck & { key: string };
  /**
   * With `fitImages`: the choice the file was last fitted under, or found not to need it; while
   * the item holds a fitted file, what `Fitted` keeps (a new choice may take the file as added).
   */
  fit?: { key: string; fitted?: Fitted };
}

/** The item's own moves, and those of the engine's bookkeeping. */
export type JobEvent =
  | UploadEvent
  /** The file's check under the choice `check.key`, or none (no `networks` any more); the item shows its verdicts. */
  | { type: 'checked'; check?: UploadCheck & { key: string } }
  /** Fitted under the choice `key` (`to`: the file to send, what it was, and its facts), or found not to need it. */
  | { type: 'sized'; key: string; to?: { file: File; contentType: string; fitted: UploadFitted; facts: MediaFacts } }
  /**
   * The file starts over as `item` (an edit's, which editing.ts builds from the file as added): no
   * ticket, nothing fitted, no retries spent; its facts stay, for its check as edited.
   */
  | { type: 'restart'; item: UploadItem }
  /** A ticket arrived: the PUT is next. */
  | { type: 'ticketed'; ticket: UploadTicket }
  /** Storage has the whole file: the confirm is next, now or after any failure. */
  | { type: 'stored' }
  /** Storage said the ticket's URL is spent: a fresh ticket next, and only once. */
  | { type: 'expired' }
  /** A step failed and is tried again by itself at `retryAt`. */
  | { type: 'backoff'; error: SocialKitError; retryAt: number }
  /** `retry(id)`: the automatic retries and the fresh ticket are the file's again. */
  | { type: 'rearm' };

export const createJob = (item: UploadItem): JobState => ({ item, reach: { step: 'ticket' }, attempts: 0, refreshed: false });

/** The ticket the file holds, if any. */
export const ticketOf = ({ reach }: JobState): UploadTicket | undefined => (reach.step === 'ticket' ? undefined : reach.ticket);

/** The file as added: the one the item holds, unless it holds a fitted one. */
export const addedFile = ({ fit, item }: JobState): { file: File; contentType: string } => fit?.fitted?.original ?? { file: item.file, contentType: item.contentType };

/**
 * The item builders the store lends the chunks that load on demand (editing.ts, restore.ts):
 * imported there, this module would leave the store's chunk for one it shares with them.
 */
export interface ItemMaking {
  createItem: typeof createItem;
  givenOf: typeof givenOf;
  actionsOf: typeof actionsOf;
  progressOf: typeof progressOf;
  addedFile: typeof addedFile;
}

/** A ticket this close to its end is replaced before the PUT rather than after a 403. */
const TICKET_MARGIN_MS = 30_000;

/**
 * Where a file goes on from: the confirm once storage has it, the PUT while the ticket held is
 * good (never a second ticket for a URL still valid), else a ticket. A `fresh` ticket, arrived in
 * this very task, takes a PUT slot free now whatever time it has left (one shorter-lived than the
 * margin would otherwise be asked for again and again); one that has to wait for a slot is held
 * to the margin like any other.
 */
export const nextStep = ({ reach }: JobState, now: number, fresh: boolean): Exclude<UploadStep, 'fit'> =>
  reach.step === 'ticket' || reach.step === 'confirm' || fresh || reach.ticket.expiresAt - TICKET_MARGIN_MS > now ? reach.step : 'ticket';

/** The item after `event`, in the state (the same state when the item did not move). */
const withItem = (state: JobState, event: UploadEvent, rest?: Partial<JobState>): JobState => {
  const item = uploadReducer(state.item, event);
  return item === state.item && !rest ? state : { ...state, ...rest, item };
};

/** The one place a file's state changes, the item's through `uploadReducer`. Pure. */
export function jobReducer(state: JobState, event: JobEvent): JobState {
  switch (event.type) {
    case 'checked':
      return withItem(state, { type: 'check', verdicts: event.check?.verdicts }, { check: event.check });
    case 'sized': {
      const { key, to } = event;
      if (to) return withItem(state, { type: 'fitted', file: to.file, contentType: to.contentType, fitted: to.fitted }, { fit: { key, fitted: { original: addedFile(state), facts: to.facts } } });
      // Fitted under an earlier choice that this one does not need: the file as added again.
      return state.fit?.fitted ? withItem(state, { type: 'fitted', ...addedFile(state) }, { fit: { key } }) : { ...state, fit: { key } };
    }
    case 'restart':
      return { ...createJob(event.item), ...(state.check && { check: state.check }) };
    case 'ticketed':
      // A step that went through starts the count of automatic retries again.
      return { ...state, reach: { step: 'put', ticket: event.ticket }, attempts: 0 };
    case 'stored': {
      // Only a PUT under a ticket stores the file.
      const ticket = ticketOf(state);
      return ticket ? withItem(state, { type: 'confirm', mediaId: ticket.id }, { reach: { step: 'confirm', ticket }, attempts: 0 }) : state;
    }
    case 'expired':
      return { ...state, reach: { step: 'ticket' }, refreshed: true };
    case 'backoff':
      return withItem(state, { type: 'fail', error: event.error, retryAt: event.retryAt }, { attempts: state.attempts + 1 });
    case 'rearm':
      return { ...state, attempts: 0, refreshed: false };
    case 'wait':
      // Back in line with the ticket it holds, if any (none after an expired URL).
      return withItem(state, { type: 'wait', mediaId: ticketOf(state)?.id });
    default:
      return withItem(state, event);
  }
}
