import { cropProblem, type ImageCrop } from '../media/crop.js';
import type { Job } from './job.js';
import type { createFileList } from './list.js';

/** What the store lends the crop: its list, and its runs' release and halt, given rather than imported so that this chunk shares no module with the store's. */
export interface CroppingHost {
  list: ReturnType<typeof createFileList>;
  running: (job: Job) => boolean;
  /** Whether the upload has `networks`: a crop is drawn on the way to their checks. */
  checks: () => boolean;
  release: (job: Job) => void;
  halt: (job: Job) => void;
  settle: () => void;
}

const same = (a: ImageCrop | undefined, b: ImageCrop | undefined) => a === b || (!!a && !!b && a.x === b.x && a.y === b.y && a.width === b.width && a.height === b.height);

/**
 * The store's `setCrop`, loaded with the first crop (an app whose users never crop downloads none of
 * it). A crop changes the bytes sent, and a ticket is signed for the bytes sent
 * (docs/uploading.md, "Cropping"): so the file starts over from the file as added, whatever it had
 * reached: checked as cropped, fitted with the crop drawn, then a new ticket and PUT. A refused
 * file runs again (its crop may make it pass); an uploaded one is uploaded again, cropped.
 */
export function setCrop({ list, running, checks, release, halt, settle }: CroppingHost, id: string, crop: ImageCrop | undefined): void {
  const job = list.get(id);
  if (!job) throw new Error(`setCrop: no file ${id}.`);
  if (crop && !checks()) throw new TypeError('setCrop: a crop is drawn for the chosen networks; give the upload `networks`.');
  const { item, check } = job.state;
  if (crop) {
    if (!item.contentType.startsWith('image/') || check?.facts.animated) throw new TypeError(`setCrop: ${item.name} is not a still image; only still images are cropped.`);
    const problem = cropProblem(crop, check?.facts.width, check?.facts.height);
    if (problem) throw new RangeError(`setCrop: ${problem}.`);
  }
  if (same(item.crop, crop)) return;
  // A file waiting for `start()` (autoStart off) keeps waiting; one on its way, refused,
  // failed or done runs again. Canceled or interrupted, it waits for its retry.
  const runs = running(job) || !['queued', 'canceled', 'interrupted'].includes(item.status);
  halt(job);
  // A copy, so the caller's object stays theirs.
  list.apply(job, { type: 'crop', crop: crop && { x: crop.x, y: crop.y, width: crop.width, height: crop.height } });
  list.flush();
  if (runs) release(job);
  settle();
}
