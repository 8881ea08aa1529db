import { lazy, Suspense } from 'react';
import { useCropper } from '../../hooks/useCropper.js';
import { useMessages } from '../../hooks/useMessages.js';
import { cropperMessages } from '../../i18n/en/cropper.js';
import type { RowContext } from './anatomy.js';

/** The cropper itself, with Zag's machine: loaded the first time a crop button is pressed. */
const CropPanel = /* @__PURE__ */ lazy(() => import('./CropPanel.js'));

/**
 * An image's crop: the button that opens the cropper ("Crop for Instagram" when a network refuses
 * the image for its shape), what the crop is once applied with its Undo, then the cropper. Its own
 * chunk: loaded with the first image row the chosen networks checked.
 */
export default function Crop({ id, c }: { id: string; c: RowContext }) {
  const { p } = c;
  const { m, t, locale } = useMessages({ defaults: cropperMessages, caller: 'MediaUploader' });
  const crop = useCropper({ store: c.store, id, announce: c.announce, m, t, locale });
  return (
    <div {...p('crop')}>
      <div {...p('crop-head')}>
        <button {...crop.getToggleProps(p('crop-toggle'))} data-variant="secondary" data-size="sm">
          {crop.label}
        </button>
        {crop.cropped && (
          <>
            <span {...crop.getCroppedProps(p('crop-chosen'))}>{crop.cropped}</span>
            <button {...crop.getUndoProps(p('crop-undo'))} data-variant="quiet" data-size="sm">
              {m.mediaUploaderCropUndo}
            </button>
          </>
        )}
      </div>
      {crop.open && (
        <div {...crop.getPanelProps(p('crop-panel'))}>
          <Suspense
            fallback={
              <span {...p('crop-status')} role="status">
                {m.mediaUploaderCropLoading}
              </span>
            }
          >
            <CropPanel crop={crop} p={p} m={m} t={t} locale={locale} />
          </Suspense>
        </div>
      )}
    </div>
  );
}
