import type { MediaRecord, UploadTicket } from '../client/types.js';
import { isUploadUrlExpiredError } from './errors.js';
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
  /** Storage has this ticket's object: a retry confirms only. */
  uploaded?: boolean;
  /** The one fresh ticket after an expired URL has been used, in this run. */
  refreshed?: boolean;
  /** Automatic retries in a row (a step that succeeds starts the count again). */
  attempts: number;
  /** Bumped whenever a run is abandoned, so its late answers change nothing. */
  generation: number;
  controller?: AbortController;
  /** The automatic retry waiting to start. */
  timer?: ReturnType<typeof setTimeout>;
}

/** What the steps need from the engine. */
export interface StepContext extends Pick<UploadQueueOptions, 'put'> {
  client: UploadClient;
  now: () => number;
  move: (job: Job, event: UploadEvent) => void;
  progress: (job: Job, loaded: number) => void;
}

/** A ticket this close to its end is replaced before the PUT rather than after a 403. */
const TICKET_MARGIN_MS = 30_000;

/**
 * One file's steps, from where it stopped: a ticket unless the one held is still good, the PUT
 * unless storage has the file, then the confirm with the size. Resolves with the media, or with
 * nothing once the run is abandoned (`current` turned false); a failure rejects, and the item's
 * state says which step it was.
 */
export async function runSteps(job: Job, { client, put = xhrPut, now, move, progress }: StepContext, signal: AbortSignal, current: () => boolean): Promise<MediaRecord | undefined> {
  const { file, contentType } = job.item;
  while (!job.uploaded) {
    if (!job.ticket || job.ticket.expiresAt - TICKET_MARGIN_MS <= now()) {
      move(job, { type: 'request' });
      const ticket = await client.requestUploadTicket({ filename: file.name, contentType }, { signal });
      if (!current()) return;
      job.ticket = ticket;
      job.attempts = 0;
    }
    const { id, uploadUrl } = job.ticket;
    move(job, { type: 'upload', mediaId: id });
    try {
      await put({ url: uploadUrl, body: file, contentType, signal, onProgress: (loaded) => current() && progress(job, loaded) });
    } catch (error) {
      // Storage's clock says the URL is spent (a slept laptop, a skewed clock): one fresh ticket,
      // a new media id, and the PUT again. Never a loop of them.
      if (!current() || job.refreshed || !isUploadUrlExpiredError(error)) throw error;
      job.refreshed = true;
      job.ticket = undefined;
      continue;
    }
    if (!current()) return;
    job.uploaded = true;
    job.attempts = 0;
  }
  const mediaId = job.ticket!.id;
  move(job, { type: 'confirm', mediaId });
  const media = await client.confirmUpload({ mediaId, size: file.size }, { signal });
  return current() ? media : undefined;
}
