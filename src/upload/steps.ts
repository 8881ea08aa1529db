import type { MediaRecord, UploadTicket } from '../client/types.js';
import { xhrPut } from './put.js';
import type { UploadEvent } from './reducer.js';
import type { UploadClient, UploadItem, UploadQueueOptions } from './types.js';

/** What the engine keeps per file beside the public item: never in React state. */
export interface Job {
  /** The public item; replaced (never changed) on every move. */
  item: UploadItem;
  /** What makes a second drop of this file a duplicate; none when duplicates are allowed. */
  key: string | undefined;
  ticket?: UploadTicket;
  /**
   * The ticket arrived in this very task: a PUT slot free now takes it whatever time it has left
   * (a ticket shorter-lived than the margin would otherwise be asked for again and again). One
   * that has to wait for a slot is held to the margin like any other.
   */
  fresh?: boolean;
  /** Storage has this ticket's object: a retry confirms only. */
  uploaded?: boolean;
  /** The one fresh ticket after an expired URL has been used (until the next `retry(id)`). */
  refreshed?: boolean;
  /** Automatic retries in a row (a step that succeeds starts the count again). */
  attempts: number;
  /** Bumped whenever a step is abandoned, so its late answers change nothing. */
  generation: number;
  controller?: AbortController;
  /** The automatic retry waiting to start. */
  timer?: ReturnType<typeof setTimeout>;
}

/** The three steps of an upload: ticket, PUT, confirm (docs/service/interface.md, "Uploads"). */
export type Step = 'ticket' | 'put' | 'confirm';

/** What a step needs from the engine. */
export interface StepContext extends Pick<UploadQueueOptions, 'put'> {
  client: UploadClient;
  move: (job: Job, event: UploadEvent) => void;
  /** Bytes storage has taken of this file. */
  progress: (loaded: number) => void;
}

/** A ticket this close to its end is replaced before the PUT rather than after a 403. */
const TICKET_MARGIN_MS = 30_000;

/**
 * Where a file goes on from: the confirm once storage has it, the PUT while the ticket held is
 * good (never a second ticket for a URL still valid), else a ticket.
 */
export const nextStep = ({ uploaded, ticket, fresh }: Job, now: number): Step =>
  uploaded ? 'confirm' : ticket && (fresh || ticket.expiresAt - TICKET_MARGIN_MS > now) ? 'put' : 'ticket';

/**
 * Starts one step of one file, saying so in its state at once; resolves with what it got (the
 * ticket, nothing from the PUT, the media record). A failure rejects (also a `put` that throws),
 * and the state says which step.
 */
export async function runStep(step: Step, job: Job, { client, put = xhrPut, move, progress }: StepContext, signal: AbortSignal): Promise<UploadTicket | MediaRecord | void> {
  const { item, ticket } = job;
  if (step === 'ticket') {
    move(job, { type: 'request' });
    return client.requestUploadTicket({ filename: item.name, contentType: item.contentType }, { signal });
  }
  const { id: mediaId, uploadUrl } = ticket!;
  move(job, { type: step === 'put' ? 'upload' : step, mediaId });
  return step === 'put'
    ? put({ url: uploadUrl, body: item.file, contentType: item.contentType, signal, onProgress: progress })
    : client.confirmUpload({ mediaId, size: item.size }, { signal });
}
