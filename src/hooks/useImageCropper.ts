import * as imageCropper from '@zag-js/image-cropper';
import { normalizeProps, useMachine } from '@zag-js/react';
import { useEffect, useId, useRef, useState, type ButtonHTMLAttributes, type HTMLAttributes, type ImgHTMLAttributes, type InputHTMLAttributes } from 'react';
import type { ImageCrop } from '../media/crop.js';
import { snapCrop, type CropPreset } from '../media/cropPresets.js';
import { formatAspect, formatRatio } from '../media/describe.js';
import { getNetwork } from '../networks/catalogue.js';
import type { CropperMessages } from '../i18n/en/cropper.js';
import type { Translate } from '../upload/sentences.js';
import { useFileSource } from './useFileSource.js';
import { editorPanelProps } from './usePanelToggle.js';

/** What a nudge button does: move the crop a step one way, or make it a step larger or smaller. */
export type CropNudge = 'up' | 'down' | 'left' | 'right' | 'larger' | 'smaller';

/** A nudge button's step, in pixels of the image as shown: the arrow keys' with Shift. */
const NUDGE = 10;

export interface ImageCropperOptions {
  /** The image as added. */
  file: File | undefined;
  /** The file's name, for the crop rectangle's accessible name. */
  name: string;
  presets: readonly CropPreset[];
  /** The preset to start from; free cropping when none. */
  start: CropPreset | undefined;
  m: CropperMessages;
  t: Translate;
  locale: string | undefined;
  onApply: (crop: ImageCrop) => Promise<void>;
  onCancel: () => void;
}

/**
 * Zag's image cropper machine (`@zag-js/image-cropper`), adapted: the crop rectangle a pointer drags
 * and resizes by its handles, and the keyboard moves (arrows) and resizes (Alt with the arrows), a
 * slider that says its size and place in pixels of the image; a choice of the networks' ratios or
 * free; buttons that move and resize it by clicks alone; Enter applies and Escape cancels anywhere
 * in the panel. Loaded with the panel's chunk, so only a user who opens a cropper downloads Zag.
 */
export function useImageCropper({ file, name, presets, start, m, t, locale, onApply, onCancel }: ImageCropperOptions) {
  const [preset, setPreset] = useState(() => (start ? presets.indexOf(start) : -1));
  // The panel mounts afresh each time it opens: the image loads again.
  const [image, setImage] = useState<'loading' | 'shown' | 'unreadable'>('loading');
  const [error, setError] = useState<string>();
  // Set by a nudge button, whose focus stays on the button: the size is then said by the status
  // line. Cleared by a key or a pointer on the crop, whose own value says it.
  const [nudged, setNudged] = useState(false);
  const selection = useRef<HTMLDivElement>(null);
  const img = useRef<HTMLImageElement>(null);
  const statusId = useId();
  const helpId = useId();
  const chosen = presets[preset];

  // The file as the image's source while the panel is open.
  useFileSource(img, file);

  const service = useMachine(imageCropper.machine, {
    id: useId(),
    aspectRatio: chosen ? chosen.aspect[0] / chosen.aspect[1] : undefined,
    translations: { rootLabel: t(m.mediaUploaderCropArea, { name }), selectionLabel: () => t(m.mediaUploaderCropArea, { name }), selectionInstructions: m.mediaUploaderCropHelp, previewLoading: m.mediaUploaderCropLoading },
  });
  const api = imageCropper.connect(service, normalizeProps);
  const ready = image === 'shown' && api.naturalSize.width > 0;
  const { width: naturalWidth, height: naturalHeight } = api.naturalSize;

  /** The crop in whole pixels of the image, inside it and inside the chosen network's range. */
  const current = (): ImageCrop => {
    const data = api.getCropData();
    const snapped = snapCrop(data, chosen);
    const width = Math.min(snapped.width, naturalWidth);
    const height = Math.min(snapped.height, naturalHeight);
    return { x: Math.max(0, Math.min(snapped.x, naturalWidth - width)), y: Math.max(0, Math.min(snapped.y, naturalHeight - height)), width, height };
  };
  const area = ready ? current() : undefined;
  const sizeText = area ? t(m.mediaUploaderCropSize, { width: area.width, height: area.height, ratio: formatRatio(area.width, area.height, locale), x: area.x, y: area.y }) : '';
  // Said when it changes: loading, unreadable, or why a crop was not applied. The size as the crop
  // moves is the rectangle's own value (said at each key), shown beside it, not said twice.
  const status = image === 'loading' ? m.mediaUploaderCropLoading : image === 'unreadable' ? m.mediaUploaderCropUnreadable : (error ?? '');

  const nudge = (action: CropNudge) => {
    if (!ready) return;
    setError(undefined);
    setNudged(true);
    if (action === 'larger' || action === 'smaller') {
      // From the corner with room on both its sides, so a crop against an edge still grows; Zag's
      // resize keeps the chosen ratio.
      const { crop: rect, viewportRect: view } = api;
      const corner = action === 'smaller' ? 'se' : `${rect.y + rect.height < view.height - 0.5 ? 's' : 'n'}${rect.x + rect.width < view.width - 0.5 ? 'e' : 'w'}`;
      api.resize(corner as imageCropper.HandlePosition, action === 'larger' ? NUDGE : -NUDGE);
    } else {
      // Zag's API has no move: the event its arrow keys send (with Shift), so a button stops at the
      // image's edge exactly as a key does.
      service.send({ type: 'NUDGE_MOVE_CROP', key: `Arrow${action[0]!.toUpperCase()}${action.slice(1)}`, shiftKey: true });
    }
  };

  // Once the image shows, the keyboard starts on the crop rectangle, unless it went somewhere else
  // meanwhile (the ratios, say): only from the button that opened the panel, or from what holds
  // it (the page, a dialog the panel opened in).
  useEffect(() => {
    const from = document.activeElement;
    if (ready && (!from || from.contains(selection.current) || from.getAttribute('aria-expanded') === 'true')) selection.current?.focus();
  }, [ready]);

  const apply = () => {
    if (!area) return;
    // A rectangle the store refuses stays on screen with the reason; nothing is lost.
    onApply(area).catch((caught: unknown) => setError(caught instanceof Error ? caught.message : String(caught)));
  };

  return {
    api,
    ready,
    unreadable: image === 'unreadable',
    status,
    /** The crop's size and place after a nudge button moved it, for the status line to say (the button keeps focus); "" otherwise. */
    said: nudged ? sizeText : '',
    /** The crop's size and place in the image's pixels, shown beside it ("1,910 × 1,000 (1.91:1) from 545, 0"). */
    sizeText,
    /** The panel: Enter applies (but not on a button, which does its own), Escape cancels. */
    getPanelProps: (props?: HTMLAttributes<HTMLElement>) => editorPanelProps(statusId, apply, onCancel, props),
    // Zag's role descriptions ("Image cropper", "2d slider") are English words of its own: a plain
    // group and slider are named in the user's language by our messages instead.
    getRootProps: () => ({
      ...api.getRootProps(),
      'aria-describedby': helpId,
      'aria-description': undefined,
      'aria-roledescription': undefined,
      // A key or a pointer on the crop: its own value says the size again.
      onKeyDownCapture: () => setNudged(false),
      onPointerDownCapture: () => setNudged(false),
    }),
    getImageProps: (): ImgHTMLAttributes<HTMLImageElement> & { ref: typeof img } => {
      const props = api.getImageProps() as ImgHTMLAttributes<HTMLImageElement>;
      return {
        ...props,
        ref: img,
        onLoad: (event) => {
          props.onLoad?.(event);
          setImage('shown');
        },
        onError: () => setImage('unreadable'),
      };
    },
    getSelectionProps: () => ({
      ...api.getSelectionProps(),
      ref: selection,
      'aria-valuetext': sizeText,
      'aria-describedby': helpId,
      'aria-description': undefined,
      'aria-roledescription': undefined,
    }),
    getHelpProps: (props: HTMLAttributes<HTMLElement> = {}): HTMLAttributes<HTMLElement> => ({ ...props, id: helpId }),
    /** A polite live region, always there: loading, unreadable, or why the crop could not be applied (`data-error`). */
    getStatusProps: (props: HTMLAttributes<HTMLElement> = {}): HTMLAttributes<HTMLElement> & { 'data-error'?: '' } => ({ role: 'status', ...(error && { 'data-error': '' as const }), ...props, id: statusId }),
    /** The ratios, as radio buttons: each network's, then free. */
    ratios: [
      ...presets.map((each, index) => ({ key: `${each.network}-${index}`, index, text: t(m.mediaUploaderCropPreset, { network: getNetwork(each.network).name, ratio: formatAspect(each.aspect, locale) }) })),
      { key: 'free', index: -1, text: m.mediaUploaderCropFree },
    ],
    getRatioProps: (index: number, props: InputHTMLAttributes<HTMLInputElement> = {}): InputHTMLAttributes<HTMLInputElement> => ({
      type: 'radio',
      name: statusId,
      checked: preset === index,
      ...props,
      onChange: () => {
        setError(undefined);
        setPreset(index);
      },
    }),
    getApplyProps: (props: ButtonHTMLAttributes<HTMLButtonElement> = {}): ButtonHTMLAttributes<HTMLButtonElement> => ({
      type: 'button',
      // Kept focusable while the image loads (React Aria's pending button); the status line says it loads.
      'aria-disabled': !ready || undefined,
      ...props,
      onClick: apply,
    }),
    /**
     * A button that moves the crop a step (up, down, left, right) or makes it a step larger or
     * smaller: the way to do with clicks alone what a pointer does by dragging (WCAG 2.5.7). Named
     * in words ("Move the crop up"), as it shows an icon.
     */
    getNudgeProps: (action: CropNudge, props: ButtonHTMLAttributes<HTMLButtonElement> = {}): ButtonHTMLAttributes<HTMLButtonElement> & { 'data-nudge': CropNudge } => ({
      type: 'button',
      'aria-label': { up: m.mediaUploaderCropUp, down: m.mediaUploaderCropDown, left: m.mediaUploaderCropLeft, right: m.mediaUploaderCropRight, larger: m.mediaUploaderCropLarger, smaller: m.mediaUploaderCropSmaller }[action],
      'aria-disabled': !ready || undefined,
      'data-nudge': action,
      ...props,
      onClick: () => nudge(action),
    }),
    getCancelProps: (props: ButtonHTMLAttributes<HTMLButtonElement> = {}): ButtonHTMLAttributes<HTMLButtonElement> => ({ type: 'button', ...props, onClick: onCancel }),
  };
}
