import type { NetworkId } from '../client/types.js';
import { getPostKindRules } from '../networks/media/merge.js';
import type { MediaFileRule } from '../networks/media/types.js';
import { checkMedia, type CheckMediaOptions, type MediaCheckTarget } from './check.js';
import { croppedFacts, type ImageCrop } from './crop.js';
import type { MediaFacts } from './types.js';

/** What fitting writes: the two lossy types a canvas encodes that networks take. */
export type ImageFitType = 'image/jpeg' | 'image/webp';

/**
 * What a fitted image must meet to go to every chosen network: the strictest of their limits.
 * Plain data, so it can be made on a server, stored, or passed to a worker.
 */
export interface ImageFitTarget {
  /**
   * The types fitting may write, every one taken by every chosen network, preferred first: JPEG
   * before WebP. An image with transparency is written as WebP when it is in the list (JPEG has
   * no transparency: it is laid on white).
   */
  types: readonly ImageFitType[];
  /** The types every chosen network takes as they are: a file of one of these that meets the limits below is left untouched. */
  accepts: readonly string[];
  /** Largest file, in bytes. */
  maxBytes?: number;
  maxWidth?: number;
  maxHeight?: number;
  /** Largest width × height. */
  maxPixels?: number;
  /**
   * Only this rectangle of the image (upright pixels) is kept, then fitted to the limits above:
   * a cropped image is always encoded anew, whatever its type and size.
   */
  crop?: ImageCrop;
}

/** Why a file cannot be fitted, as data. */
export type ImageFitRefusal =
  /** A video, or not media at all: videos are never transcoded. */
  | { code: 'not-image' }
  /** An animated GIF, WebP or PNG: re-encoding through a canvas would keep one frame. */
  | { code: 'animated' }
  /** Its facts are not read yet, or the browser could not read it (HEIC in Chrome), or `network` has no rules. */
  | { code: 'unknown'; network?: NetworkId }
  /** A network refuses it for a reason fitting cannot solve (a ratio, a kind the post kind does not take): see its verdict. */
  | { code: 'refused'; network: NetworkId }
  /** No type that fitting writes (JPEG, WebP) is taken by every chosen network. */
  | { code: 'no-common-type' };

/**
 * What to do with one file for the chosen networks: `ok`, it goes as it is; `fit`, fitting it to
 * `target` makes it go; `cannot`, fitting would not help.
 */
export type ImageFitPlan = { status: 'ok' } | { status: 'fit'; target: ImageFitTarget } | { status: 'cannot'; reason: ImageFitRefusal };

const FIT_TYPES: readonly ImageFitType[] = ['image/jpeg', 'image/webp'];

const least = (values: readonly (number | undefined)[]): number | undefined => {
  const known = values.filter((value): value is number => value !== undefined);
  return known.length ? Math.min(...known) : undefined;
};

/**
 * The strictest of several networks' image rules, as a fitting target: only the types all of them
 * take, the smallest of each limit. `undefined` when fitting writes no type all of them take.
 */
export function imageFitTarget(rules: readonly MediaFileRule[]): ImageFitTarget | undefined {
  const takenByAll = (type: string) => rules.every((rule) => rule.types.includes(type));
  const types = FIT_TYPES.filter(takenByAll);
  if (!types.length) return undefined;
  const target: ImageFitTarget = { types, accepts: (rules[0]?.types ?? []).filter(takenByAll) };
  const maxBytes = least(rules.map((rule) => rule.maxBytes));
  const maxWidth = least(rules.map((rule) => rule.maxWidth));
  const maxHeight = least(rules.map((rule) => rule.maxHeight));
  const maxPixels = least(rules.map((rule) => rule.maxPixels));
  if (maxBytes !== undefined) target.maxBytes = maxBytes;
  if (maxWidth !== undefined) target.maxWidth = maxWidth;
  if (maxHeight !== undefined) target.maxHeight = maxHeight;
  if (maxPixels !== undefined) target.maxPixels = maxPixels;
  return target;
}

/**
 * Plans the fitting of one file for the chosen networks (and post kinds), from its facts: whether
 * it goes as it is, the target that makes it go everywhere (the strictest network's bytes and
 * pixels, a type every network takes), or why fitting cannot help. Pure and server-safe: the same
 * verdicts as `checkMedia`, so a file `checkMedia` calls `fixable` everywhere it is not `ok` gets
 * a target. Videos are never fitted.
 */
export function planImageFit(facts: MediaFacts, networks: Iterable<MediaCheckTarget>, options: CheckMediaOptions = {}): ImageFitPlan {
  if (!facts.type.startsWith('image/')) return { status: 'cannot', reason: { code: 'not-image' } };
  // Not read yet, or unreadable (HEIC in Chrome): neither a pass nor anything to fit.
  if (facts.status !== 'read') return { status: 'cannot', reason: { code: 'unknown' } };
  const { files } = checkMedia([facts], networks, options);
  const verdicts = Object.values(files[0]!.networks).filter((verdict) => verdict !== undefined);
  if (verdicts.every((verdict) => verdict.status === 'ok')) return { status: 'ok' };
  if (facts.animated) return { status: 'cannot', reason: { code: 'animated' } };
  for (const verdict of verdicts) {
    if (verdict.status === 'refused') return { status: 'cannot', reason: { code: 'refused', network: verdict.network } };
    if (verdict.status === 'unknown' || verdict.status === 'pending') return { status: 'cannot', reason: { code: 'unknown', network: verdict.network } };
  }
  return targetOf(verdicts, options);
}

/** Every verdict is ok or fixable: the image rule of each network's chosen post kind exists. */
function targetOf(verdicts: { network: NetworkId; postKind: string }[], options: CheckMediaOptions): ImageFitPlan {
  const rules = verdicts.map((verdict) => getPostKindRules(verdict.network, verdict.postKind, options.rules)!.rules.image!);
  const target = imageFitTarget(rules);
  return target ? { status: 'fit', target } : { status: 'cannot', reason: { code: 'no-common-type' } };
}

/**
 * Plans a crop the user drew (`crop`, upright pixels): judged as the cropped image, which is
 * always encoded anew (the crop in the target), within every chosen network's limits even when
 * the crop alone makes it fit. Why it cannot be, as `planImageFit` says.
 */
export function planImageCrop(facts: MediaFacts, crop: ImageCrop, networks: Iterable<MediaCheckTarget>, options: CheckMediaOptions = {}): ImageFitPlan {
  const cropped = croppedFacts(facts, crop);
  const plan = planImageFit(cropped, networks, options);
  if (plan.status === 'cannot') return plan;
  const verdicts = Object.values(checkMedia([cropped], networks, options).files[0]!.networks).filter((verdict) => verdict !== undefined);
  const planned = targetOf(verdicts, options);
  return planned.status === 'fit' ? { status: 'fit', target: { ...planned.target, accepts: [], crop } } : planned;
}
