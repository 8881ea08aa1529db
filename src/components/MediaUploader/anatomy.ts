import type { UseMediaUploaderResult } from '../../hooks/useMediaUploader.js';
import type { UploaderMessages, Translate } from '../../upload/sentences.js';
import type { UploadStore } from '../../upload/storeApi.js';
import { flag, createAnatomy, type PartProps as SharedPartProps } from '../shared/anatomy.js';

export type MediaUploaderPart =
  | 'root'
  | 'dropzone'
  | 'icon'
  | 'label'
  | 'browse'
  | 'hint'
  | 'input'
  | 'offline'
  | 'not-kept'
  | 'interrupted'
  | 'interrupted-text'
  | 'resume-all'
  | 'discard-all'
  | 'rejections'
  | 'rejections-title'
  | 'rejection-list'
  | 'rejection'
  | 'list'
  | 'item'
  | 'preview'
  | 'details'
  | 'name'
  | 'size'
  | 'status'
  | 'verdicts'
  | 'verdict'
  | 'progress'
  | 'alt'
  | 'alt-label'
  | 'alt-input'
  | 'alt-hint'
  | 'alt-error'
  | 'cover'
  | 'cover-head'
  | 'cover-toggle'
  | 'cover-chosen'
  | 'cover-picker'
  | 'cover-frame'
  | 'cover-status'
  | 'cover-slider'
  | 'cover-time'
  | 'cover-use'
  | 'crop'
  | 'crop-head'
  | 'crop-toggle'
  | 'crop-chosen'
  | 'crop-undo'
  | 'crop-panel'
  | 'crop-body'
  | 'crop-ratios'
  | 'crop-ratios-legend'
  | 'crop-ratio'
  | 'crop-area'
  | 'crop-viewport'
  | 'crop-image'
  | 'crop-selection'
  | 'crop-handle'
  | 'crop-grid'
  | 'crop-nudges'
  | 'crop-nudge'
  | 'crop-help'
  | 'crop-size'
  | 'crop-status'
  | 'crop-actions'
  | 'crop-apply'
  | 'crop-cancel'
  | 'trim'
  | 'trim-head'
  | 'trim-toggle'
  | 'trim-chosen'
  | 'trim-undo'
  | 'trim-panel'
  | 'trim-body'
  | 'trim-video'
  | 'trim-timeline'
  | 'trim-start'
  | 'trim-end'
  | 'trim-marks'
  | 'trim-mark'
  | 'trim-kept'
  | 'trim-limit'
  | 'trim-help'
  | 'trim-status'
  | 'trim-actions'
  | 'trim-apply'
  | 'trim-cancel'
  | 'actions'
  | 'order'
  | 'drag-handle'
  | 'move-earlier'
  | 'move-later'
  | 'cancel'
  | 'retry'
  | 'remove'
  | 'totals'
  | 'totals-text'
  | 'totals-progress'
  | 'start'
  | 'live'
  | 'announcement';

export type MediaUploaderClassNames = Partial<Record<MediaUploaderPart, string>>;

/** The attributes every part carries: the scope and part our CSS selects on, and its stable class. */
export const anatomy = createAnatomy<MediaUploaderPart>('MediaUploader');
export const partProps = anatomy.parts;

export type PartProps = SharedPartProps<MediaUploaderPart>;

export { flag };

/** What every row needs from the uploader. */
export interface RowContext {
  store: UploadStore;
  p: PartProps;
  m: UploaderMessages;
  t: Translate;
  locale: string | undefined;
  previews: boolean;
  isOffline: boolean;
  /** Removes the item; useMediaUploader then moves focus to the next row. */
  remove: (id: string) => void;
  getMoveProps: UseMediaUploaderResult['getMoveProps'];
  getDragHandleProps: UseMediaUploaderResult['getDragHandleProps'];
  announce: UseMediaUploaderResult['announce'];
  getAltTextProps: UseMediaUploaderResult['getAltTextProps'];
  getAltTextNotes: UseMediaUploaderResult['getAltTextNotes'];
}
