import type { UploadTicket } from '../client/types.js';
import type { UploadItem, UploadStep } from './types.js';
import type { MediaFacts } from '../media/types.js';
import type { UploadCheck } from './verdicts.js';

/** What the engine keeps per file beside the public item: never in React state. */
export interface Job {
  /** The public item; replaced (never changed) on every move. */
  item: UploadItem;
  /** What makes a second drop of this file a duplicate; none when duplicates are allowed. */
  key: string | undefined;
  ticket?: UploadTicket;
  /** Storage has this ticket's object: a retry confirms only. */
  uploaded?: boolean;
  /** The one fresh ticket after an expired URL has been used (until the next `retry(id)`). */
  refreshed?: boolean;
  /** Automatic retries in a row (a step that succeeds starts the count again). */
  attempts: number;
  /** With `networks`: the file's facts and verdicts, and the choice they were checked under. */
  check?: UploadCheck & { key: string };
  /**
   * With `fitImages`: the choice (`checkKey`) the file was last fitted under, or found not to need
   * it; while the item holds a fitted file, the file as added (a new choice may take it as it is)
   * and the fitted file's facts (its bytes, type and pixels, which its verdicts are checked on).
   */
  fit?: { key: string; fitted?: { original: { file: File; contentType: string }; facts: MediaFacts } };
  /** The request in flight (one per step, so a stalled PUT is aborted alone). */
  controller?: AbortController;
}

/** The file as added: the one the item holds, unless it holds a fitted one. */
export const addedFile = ({ fit, item }: Job): { file: File; contentType: string } => fit?.fitted?.original ?? { file: item.file, contentType: item.contentType };

/** A ticket this close to its end is replaced before the PUT rather than after a 403. */
const TICKET_MARGIN_MS = 30_000;

/**
 * Where a file goes on from: the confirm once storage has it, the PUT while the ticket held is
 * good (never a second ticket for a URL still valid), else a ticket. A `fresh` ticket, arrived in
 * this very task, takes a PUT slot free now whatever time it has left (one shorter-lived than the
 * margin would otherwise be asked for again and again); one that has to wait for a slot is held
 * to the margin like any other.
 */
export const nextStep = ({ uploaded, ticket }: Job, now: number, fresh: boolean): Exclude<UploadStep, 'fit'> =>
  uploaded ? 'confirm' : ticket && (fresh || ticket.expiresAt - TICKET_MARGIN_MS > now) ? 'put' : 'ticket';
