import { useImageCropper, type CropNudge } from '../../hooks/useImageCropper.js';
import { useStyleSheet } from '../../hooks/useStyleSheet.js';
import editorPanels from '../../styles/on-demand/editor-panels.css?inline';
import type { useCropper } from '../../hooks/useCropper.js';
import type { CropperMessages } from '../../i18n/en/cropper.js';
import type { Translate } from '../../upload/sentences.js';
import { earlierPath, Icon } from '../shared/Icon.js';
import type { PartProps } from './anatomy.js';

const HANDLES = ['nw', 'n', 'ne', 'e', 'se', 's', 'sw', 'w'] as const;
/**
 * The nudge buttons, in order: the up arrow the rows already load, turned (degrees), for the
 * moves; a plus and a minus, drawn here (the only chunk that uses them), for the sizes.
 */
const NUDGES: [CropNudge, string, number?][] = [
  ['up', earlierPath],
  ['down', earlierPath, 180],
  ['left', earlierPath, 270],
  ['right', earlierPath, 90],
  ['larger', 'M11 5h2v6h6v2h-6v6h-2v-6H5v-2h6z'],
  ['smaller', 'M5 11h14v2H5z'],
];

interface CropPanelProps {
  crop: ReturnType<typeof useCropper>;
  p: PartProps;
  m: CropperMessages;
  t: Translate;
  locale: string | undefined;
}

/**
 * The cropper: the image with the crop rectangle over it (Zag's parts, with our scope and part
 * names), the ratios, buttons that move and resize the crop, the size said as it moves, and Apply /
 * Cancel. Its own chunk, with Zag.
 */
export default function CropPanel({ crop, p, m, t, locale }: CropPanelProps) {
  const styles = useStyleSheet(editorPanels);
  const cropper = useImageCropper({ file: crop.file, name: crop.file?.name ?? '', presets: crop.presets, start: crop.start, m, t, locale, onApply: crop.apply, onCancel: crop.cancel });
  return (
    <div ref={styles} {...cropper.getPanelProps(p('crop-body'))}>
      <fieldset {...p('crop-ratios')}>
        <legend {...p('crop-ratios-legend')}>{m.mediaUploaderCropRatio}</legend>
        {cropper.ratios.map((ratio) => (
          <label {...p('crop-ratio')} key={ratio.key}>
            <input {...cropper.getRatioProps(ratio.index)} />
            {ratio.text}
          </label>
        ))}
      </fieldset>
      {/* Zag's parts keep their ids (the machine finds them so); their scope and part are ours, for our stylesheet. */}
      <div {...cropper.getRootProps()} {...p('crop-area')} hidden={cropper.unreadable}>
        <div {...cropper.api.getViewportProps()} {...p('crop-viewport')}>
          <img {...cropper.getImageProps()} {...p('crop-image')} />
          <div {...cropper.getSelectionProps()} {...p('crop-selection')}>
            {HANDLES.map((position) => (
              <div {...cropper.api.getHandleProps({ position })} {...p('crop-handle')} key={position} />
            ))}
            <div {...cropper.api.getGridProps({ axis: 'horizontal' })} {...p('crop-grid')} />
            <div {...cropper.api.getGridProps({ axis: 'vertical' })} {...p('crop-grid')} />
          </div>
        </div>
      </div>
      {/* What a pointer does by dragging, by clicks alone (WCAG 2.5.7). */}
      {/* The image is never mirrored: left is left in every script. */}
      <div {...p('crop-nudges')} dir="ltr" hidden={cropper.unreadable}>
        {NUDGES.map(([action, path, turn]) => (
          <button {...cropper.getNudgeProps(action, p('crop-nudge'))} data-variant="quiet" data-size="sm" key={action}>
            <Icon path={path} style={turn ? { rotate: `${turn}deg` } : undefined} />
          </button>
        ))}
      </div>
      <p {...cropper.getHelpProps(p('crop-help'))}>{m.mediaUploaderCropHelp}</p>
      <span {...p('crop-size')}>{cropper.sizeText}</span>
      <span {...cropper.getStatusProps(p('crop-status'))}>
        {cropper.status}
        {/* Seen already beside the crop: said only. */}
        {cropper.said && <span className="sk-visually-hidden">{cropper.said}</span>}
      </span>
      <div {...p('crop-actions')}>
        <button {...cropper.getApplyProps(p('crop-apply'))} data-variant="primary" data-size="sm">
          {m.mediaUploaderCropApply}
        </button>
        <button {...cropper.getCancelProps(p('crop-cancel'))} data-variant="secondary" data-size="sm">
          {m.mediaUploaderCropCancel}
        </button>
      </div>
    </div>
  );
}
