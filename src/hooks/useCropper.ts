import type { ButtonHTMLAttributes, HTMLAttributes } from 'react';
import type { ImageCrop } from '../media/crop.js';
import { cropFor, cropPresets, startingPreset, type CropPreset } from '../media/cropPresets.js';
import { formatRatio } from '../media/describe.js';
import { getNetwork } from '../networks/catalogue.js';
import type { MediaRulesTable } from '../networks/media/types.js';
import type { CropperMessages } from '../i18n/en/cropper.js';
import type { Translate } from '../upload/sentences.js';
import type { UploadStore } from '../upload/storeApi.js';
import type { UploadVerdicts } from '../upload/types.js';
import { usePanelToggle } from './usePanelToggle.js';
import { useUploadItem } from './useUploadItem.js';

/** What the cropper needs from the uploader. */
export interface CropperOptions {
  store: UploadStore;
  /** The image's item id. */
  id: string;
  /**
   * Says a sentence in the uploader's live region. A gallery has none: focus goes back to the
   * button, described by the crop.
   */
  announce?: (text: string) => void;
  /**
   * What the crop is for, when not the file's own verdicts: those a gallery's tile shows for the
   * gallery's own `networks`. They name the button ("Crop for Instagram") and give the ratios.
   */
  verdicts?: UploadVerdicts;
  /** The rules `verdicts` were found by (`MEDIA_RULES` when not given); without `verdicts`, the uploader's. */
  rules?: MediaRulesTable;
  m: CropperMessages;
  t: Translate;
  locale: string | undefined;
}

/**
 * An image's cropper, the part without the machine: the button that opens it ("Crop for
 * Instagram" when a network refuses the image for its shape), the ratios the chosen networks'
 * rules give, what the crop is, and applying, cancelling or undoing it (`setCrop`). The panel
 * (CropPanel.tsx, with Zag's machine) loads only once the button is pressed: under an uploader's
 * row, or in a dialog over a gallery's tile. Focus goes back to the button when the panel closes,
 * whichever way.
 */
export function useCropper({ store, id, announce, verdicts: shown, rules, m, t, locale }: CropperOptions) {
  const item = useUploadItem(store, id);
  const panel = usePanelToggle();
  const croppedId = `${panel.panelId}-cropped`;

  const name = item?.name ?? '';
  const verdicts = shown ?? item?.verdicts ?? {};
  const presets: CropPreset[] = cropPresets(verdicts, shown ? rules : store.getOptions().mediaRules);
  const network = cropFor(verdicts);
  const label = network ? t(m.mediaUploaderCropFor, { network: getNetwork(network).name }) : m.mediaUploaderCrop;
  const crop = item?.crop;
  const sizeWords = (area: ImageCrop) => ({ width: area.width, height: area.height, ratio: formatRatio(area.width, area.height, locale) });

  return {
    open: panel.open,
    /** The button's visible text: "Crop", or "Crop for Instagram". */
    label,
    /** The file as added, which every crop is drawn on (never the fitted one). */
    file: item?.fitted?.original ?? item?.file,
    /** The ratios of the chosen networks' rules, and the one to start from (the bound a refused image broke, else the crop's own). */
    presets,
    start: startingPreset(verdicts, presets) ?? (crop && presets.find(({ aspect }) => Math.abs(crop.width / crop.height - aspect[0] / aspect[1]) < 0.01)),
    /** The crop applied, if any. */
    crop,
    /** "Cropped to 1200 × 628 (1.91:1)" once cropped. */
    cropped: crop ? t(m.mediaUploaderCropped, sizeWords(crop)) : undefined,
    getToggleProps: (props: ButtonHTMLAttributes<HTMLButtonElement> = {}) =>
      panel.getToggleProps({ 'aria-label': t(m.mediaUploaderCropLabel, { label, name }), 'aria-describedby': crop ? croppedId : undefined, ...props }),
    getCroppedProps: (props: HTMLAttributes<HTMLElement> = {}): HTMLAttributes<HTMLElement> => ({ ...props, id: croppedId }),
    getUndoProps: (props: ButtonHTMLAttributes<HTMLButtonElement> = {}): ButtonHTMLAttributes<HTMLButtonElement> => ({
      type: 'button',
      'aria-label': t(m.mediaUploaderCropUndoLabel, { name }),
      ...props,
      onClick: () => {
        // The undo button leaves with the crop: the crop button keeps the keyboard's place.
        panel.toggle.current?.focus();
        // Taking a crop away is never refused.
        void store.setCrop(id, undefined).then(() => announce?.(t(m.mediaUploaderAnnounceUncrop, { name })));
      },
    }),
    /** The panel, a group named by its button ("Crop for Instagram: panorama.jpg"). */
    getPanelProps: panel.getPanelProps,
    /** Keeps `next`, says so, and closes the panel; rejects as `setCrop` does for a rectangle it refuses, the panel left open. */
    apply: async (next: ImageCrop) => {
      await store.setCrop(id, next);
      announce?.(t(m.mediaUploaderAnnounceCrop, { name, ...sizeWords(next) }));
      panel.close();
    },
    /** Closes the panel, changing nothing. */
    cancel: panel.close,
  };
}
