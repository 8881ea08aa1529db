import { lazy, Suspense, useId, useRef, type SyntheticEvent } from 'react';
import { useBrowserLayoutEffect } from '../../hooks/useBrowserLayoutEffect.js';
import { useCropper } from '../../hooks/useCropper.js';
import { useMessages } from '../../hooks/useMessages.js';
import { useStyleSheet } from '../../hooks/useStyleSheet.js';
import editorPanels from '../../styles/on-demand/editor-panels.css?inline';
import { cropperMessages } from '../../i18n/en/cropper.js';
import type { MediaRulesTable } from '../../networks/media/types.js';
import type { UploadStore } from '../../upload/storeApi.js';
import type { UploadVerdicts } from '../../upload/types.js';
import { partProps as uploaderParts } from '../MediaUploader/anatomy.js';
import type { PartProps } from './anatomy.js';

/** The uploader's cropper, the same chunk: loaded the first time a tile's crop button is pressed. */
const CropPanel = /* @__PURE__ */ lazy(() => import('../MediaUploader/CropPanel.js'));

/** The panel's parts are the uploader's, so the uploader's stylesheet draws them in a tile's dialog too. */
const panelParts = /* @__PURE__ */ uploaderParts();

/** What a tile's cell lends its controls: its roving tab stop, and a working state under an `aria-disabled` cell. */
export interface TileControlProps {
  tabIndex: 0 | -1;
  'aria-disabled': false | undefined;
}

export interface TileCropProps {
  p: PartProps;
  store: UploadStore;
  /** The uploader's id of the image. */
  id: string;
  /** The verdicts the tile shows, when the gallery checks for its own `networks`; else the uploader's are the crop's. */
  verdicts: UploadVerdicts | undefined;
  rules: MediaRulesTable | undefined;
  control: TileControlProps;
  /** Says what the crop did (applied, undone) in the gallery's live region. */
  announce: (text: string) => void;
}

/** Keys and clicks in the dialog are the cropper's: the grid behind it never moves or chooses on them. */
const keep = (event: SyntheticEvent) => event.stopPropagation();

/**
 * An uploader's image on a gallery tile: its crop button ("Crop for Instagram" when the verdicts
 * the tile shows refuse it for its shape), what the crop is once applied with its Undo, and the
 * uploader's cropper in a modal dialog, a tile being too small to hold it. The dialog is named by
 * the button's label; Escape or Cancel closes it and focus goes back to the button. Its own
 * chunk: loaded with the first image tile the uploader's networks checked.
 */
export default function TileCrop({ p, store, id, verdicts, rules, control, announce }: TileCropProps) {
  const { m, t, locale } = useMessages({ defaults: cropperMessages, caller: 'MediaGallery' });
  const dialog = useRef<HTMLDialogElement>(null);
  // The modal dialog makes the page behind it inert, the gallery's live region with it: what is
  // said while it is open (a crop applied, as it closes) waits for a frame after it has closed.
  const held = useRef<string>(undefined);
  const say = (text: string) => (dialog.current?.open ? (held.current = text) : announce(text));
  const crop = useCropper({ store, id, verdicts, rules, announce: say, m, t, locale });
  const styles = useStyleSheet(editorPanels);
  const titleId = useId();
  const toggle = crop.getToggleProps({ ...p('crop-toggle'), ...control, 'aria-haspopup': 'dialog' });

  // Shown while the cropper is open. The dialog itself takes focus first (whatever the browser
  // chose), and the cropper moves it to the crop rectangle once the image shows.
  useBrowserLayoutEffect(() => {
    const node = dialog.current!;
    if (!crop.open) {
      if (node.open) node.close();
      const text = held.current;
      held.current = undefined;
      if (text) requestAnimationFrame(() => announce(text));
      return;
    }
    if (!node.open) {
      // The dialog's rules come with it, as the panel's do (styles/on-demand), before it shows.
      styles(node);
      node.showModal();
    }
    node.focus();
  }, [crop.open, styles, announce]);

  return (
    <div {...p('crop')}>
      <button {...toggle} data-variant="secondary" data-size="sm">
        {crop.label}
      </button>
      {crop.cropped && (
        <>
          <span {...crop.getCroppedProps(p('crop-chosen'))}>{crop.cropped}</span>
          <button {...crop.getUndoProps({ ...p('crop-undo'), ...control })} data-variant="quiet" data-size="sm">
            {m.mediaUploaderCropUndo}
          </button>
        </>
      )}
      <dialog
        // A dialog, not the row panel's group; named by its title, the button's label.
        {...crop.getPanelProps({ ...p('crop-dialog'), role: undefined, 'aria-labelledby': titleId })}
        ref={dialog}
        tabIndex={-1}
        // In an aria-disabled cell (an upload not confirmed yet), which its content would inherit: the cropper works.
        aria-disabled={control['aria-disabled']}
        onCancel={(event) => {
          // Escape while the cropper loads: closed through its state, so focus goes back to the button.
          event.preventDefault();
          crop.cancel();
        }}
        onClose={() => {
          // Closed by the browser all the same (a second Escape in a row).
          if (crop.open) crop.cancel();
        }}
        onKeyDown={keep}
        onClick={keep}
      >
        {crop.open && (
          <>
            <h2 {...p('crop-title')} id={titleId}>
              {toggle['aria-label']}
            </h2>
            <Suspense
              fallback={
                <span {...panelParts('crop-status')} role="status">
                  {m.mediaUploaderCropLoading}
                </span>
              }
            >
              <CropPanel crop={crop} p={panelParts} m={m} t={t} locale={locale} />
            </Suspense>
          </>
        )}
      </dialog>
    </div>
  );
}
