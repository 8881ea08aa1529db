import type { NetworkId } from '../client/types.js';
import { getPostKindRules } from '../networks/media/merge.js';
import type { AspectRatio, MediaRulesTable } from '../networks/media/types.js';
import type { ImageCrop } from './crop.js';
import type { MediaFileCheck } from './types.js';

// The cropper's ratios, read from the rules table: loaded with the cropper, never with the store.

/** A ratio the cropper offers: a network's bound for the post kind chosen ("Instagram 1.91:1"). */
export interface CropPreset {
  network: NetworkId;
  postKind: string;
  /** Width over height, as the rule writes it. */
  aspect: AspectRatio;
  /** The network's whole range, which a crop at this ratio must stay in once in whole pixels. */
  minAspect?: AspectRatio;
  maxAspect?: AspectRatio;
}

/**
 * The ratios the chosen networks' image rules give (each network's bounds for its post kind, from
 * the file's verdicts), narrowest first within a network; a bound past 10:1 either way is a
 * placeholder for "any", not a shape to crop to (rules.ts).
 */
export function cropPresets(verdicts: MediaFileCheck['networks'], rules?: MediaRulesTable): CropPreset[] {
  const presets: CropPreset[] = [];
  for (const verdict of Object.values(verdicts)) {
    if (!verdict) continue;
    const image = getPostKindRules(verdict.network, verdict.postKind, rules)?.rules.image;
    for (const aspect of [image?.minAspect, image?.maxAspect]) {
      if (!aspect) continue;
      const ratio = aspect[0] / aspect[1];
      if (ratio < 0.1 || ratio > 10) continue;
      if (presets.some((preset) => preset.network === verdict.network && preset.aspect[0] / preset.aspect[1] === ratio)) continue;
      presets.push({ network: verdict.network, postKind: verdict.postKind, aspect, ...(image?.minAspect && { minAspect: image.minAspect }), ...(image?.maxAspect && { maxAspect: image.maxAspect }) });
    }
  }
  return presets;
}

/**
 * The preset a file refused for its shape starts from: the nearest bound it broke (a 3:1 panorama
 * for Instagram's feed gets 1.91:1, a 9:16 photo 4:5).
 */
export function startingPreset(verdicts: MediaFileCheck['networks'], presets: readonly CropPreset[]): CropPreset | undefined {
  for (const verdict of Object.values(verdicts)) {
    const reason = verdict?.reasons.find((each) => each.code === 'aspect-too-tall' || each.code === 'aspect-too-wide');
    if (reason && 'limit' in reason) {
      const { limit } = reason;
      const found = presets.find((preset) => preset.network === verdict!.network && preset.aspect[0] / preset.aspect[1] === limit[0] / limit[1]);
      if (found) return found;
    }
  }
  return undefined;
}

/** The first network that refuses the file for its shape alone can be offered a crop ("Crop for Instagram"). */
export function cropFor(verdicts: MediaFileCheck['networks']): NetworkId | undefined {
  for (const verdict of Object.values(verdicts)) {
    if (verdict?.kind !== 'image' || verdict.status !== 'refused') continue;
    if (verdict.reasons.some((reason) => reason.code === 'aspect-too-tall' || reason.code === 'aspect-too-wide')) return verdict.network;
  }
  return undefined;
}

/**
 * A crop drawn at a preset's ratio, in whole pixels: rounding can leave it a hair outside the
 * network's range (1.9105:1 where the rule says at most 1.91:1), which the check would refuse; the
 * longer side gives up the excess pixel, so the crop stays inside.
 */
export function snapCrop(crop: ImageCrop, preset?: Pick<CropPreset, 'minAspect' | 'maxAspect'>): ImageCrop {
  const snapped = { x: Math.round(crop.x), y: Math.round(crop.y), width: Math.max(1, Math.round(crop.width)), height: Math.max(1, Math.round(crop.height)) };
  const { minAspect, maxAspect } = preset ?? {};
  if (maxAspect && snapped.width * maxAspect[1] > maxAspect[0] * snapped.height) snapped.width = Math.max(1, Math.floor((snapped.height * maxAspect[0]) / maxAspect[1]));
  if (minAspect && snapped.width * minAspect[1] < minAspect[0] * snapped.height) snapped.height = Math.max(1, Math.floor((snapped.width * minAspect[1]) / minAspect[0]));
  return snapped;
}
