import { cropProblem, type ImageCrop } from '../media/crop.js';
import { trimProblem, type VideoTrim } from '../media/trim.js';
import type { Job } from './job.js';
import type { createFileList } from './list.js';
import type { UploadMediaOptions } from './options.js';
import type * as reducer from './reducer.js';
import type { UploadEdits, UploadItem } from './types.js';

/** What the store lends an edit: its list, and its runs' release and halt, given rather than imported so that this chunk shares no module with the store's. */
export interface EditingHost extends reducer.ItemMaking {
  list: ReturnType<typeof createFileList>;
  running: (job: Job) => boolean;
  /** The upload's options: a crop or a trim is made for their `networks`, a trim by the video fitter. */
  options: () => UploadMediaOptions;
  /** fitting.ts's own, lent: whether the upload fits videos (`fitVideos`, where WebCodecs is). */
  fitsVideos: (options: UploadMediaOptions) => boolean;
  release: (job: Job) => void;
  halt: (job: Job) => void;
  settle: () => void;
}

const sameCrop = (a: ImageCrop | undefined, b: ImageCrop | undefined) => a === b || (!!a && !!b && a.x === b.x && a.y === b.y && a.width === b.width && a.height === b.height);
const sameTrim = (a: VideoTrim | undefined, b: VideoTrim | undefined) => a === b || (!!a && !!b && a.start === b.start && a.end === b.end);

/**
 * What an edited file starts over as: the file as added, with its name, verdicts, alt text and
 * cover, and `edits` (the others leave). A canceled or interrupted file stays so, for its retry.
 */
export function editedItem({ createItem, givenOf, actionsOf, addedFile }: reducer.ItemMaking, state: reducer.JobState, edits: UploadEdits): UploadItem {
  const { item } = state;
  const added = addedFile(state);
  const status = item.status === 'canceled' || item.status === 'interrupted' ? item.status : 'queued';
  return {
    ...createItem(item.id, added.file, added.contentType),
    name: item.name,
    ...(item.verdicts && { verdicts: item.verdicts }),
    ...givenOf({ alt: item.alt, cover: item.cover, ...edits }),
    status,
    ...actionsOf(status),
  };
}

/**
 * The store's `setCrop` and `setTrim`, loaded with the first edit (an app whose users never crop
 * or trim downloads none of it). An edit changes the bytes sent, and a ticket is signed for the
 * bytes sent (docs/uploading.md, "Cropping", "Trimming"): so the file starts over from the file as
 * added, whatever it had reached: checked as edited, fitted with the edit made, then a new ticket
 * and PUT. A refused file runs again (its edit may make it pass); an uploaded one is uploaded
 * again, edited.
 */
function restart(host: EditingHost, job: Job, edits: UploadEdits): void {
  const { list, running, release, halt, settle } = host;
  const { item } = job.state;
  // A file waiting for `start()` (autoStart off) keeps waiting; one on its way, refused,
  // failed or done runs again. Canceled or interrupted, it waits for its retry.
  const runs = running(job) || !['queued', 'canceled', 'interrupted'].includes(item.status);
  halt(job);
  list.apply(job, { type: 'restart', item: editedItem(host, job.state, edits) });
  list.flush();
  if (runs) release(job);
  settle();
}

/** The file `id`, or an `Error` naming the call. */
function jobOf({ list }: EditingHost, call: string, id: string): Job {
  const job = list.get(id);
  if (!job) throw new Error(`${call}: no file ${id}.`);
  return job;
}

export function setCrop(host: EditingHost, id: string, crop: ImageCrop | undefined): void {
  const job = jobOf(host, 'setCrop', id);
  if (crop && !host.options().networks) throw new TypeError('setCrop: a crop is drawn for the chosen networks; give the upload `networks`.');
  const { item, check } = job.state;
  if (crop) {
    if (!item.contentType.startsWith('image/') || check?.facts.animated) throw new TypeError(`setCrop: ${item.name} is not a still image; only still images are cropped.`);
    const problem = cropProblem(crop, check?.facts.width, check?.facts.height);
    if (problem) throw new RangeError(`setCrop: ${problem}.`);
  }
  if (sameCrop(item.crop, crop)) return;
  // A copy, so the caller's object stays theirs.
  restart(host, job, { crop: crop && { x: crop.x, y: crop.y, width: crop.width, height: crop.height } });
}

export function setTrim(host: EditingHost, id: string, trim: VideoTrim | undefined): void {
  const job = jobOf(host, 'setTrim', id);
  if (trim && !host.options().networks) throw new TypeError('setTrim: a trim is cut for the chosen networks; give the upload `networks`.');
  if (trim && !host.fitsVideos(host.options())) throw new TypeError('setTrim: a trim is cut by the video fitter; give the upload `fitVideos` (it needs a browser with WebCodecs).');
  const { item, check } = job.state;
  if (trim) {
    if (!item.contentType.startsWith('video/')) throw new TypeError(`setTrim: ${item.name} is not a video; only videos are trimmed.`);
    const problem = trimProblem(trim, check?.facts.duration);
    if (problem) throw new RangeError(`setTrim: ${problem}.`);
  }
  if (sameTrim(item.trim, trim)) return;
  restart(host, job, { trim: trim && { start: trim.start, end: trim.end } });
}
