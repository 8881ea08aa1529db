export type MediaUploaderPart =
  | 'root'
  | 'dropzone'
  | 'icon'
  | 'label'
  | 'browse'
  | 'hint'
  | 'input'
  | 'offline'
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
  | 'progress'
  | 'actions'
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
export const partProps = (classNames: MediaUploaderClassNames | undefined) => (part: MediaUploaderPart, extra?: string) => ({
  'data-scope': 'media-uploader',
  'data-part': part,
  className: [`sk-MediaUploader-${part}`, classNames?.[part], extra].filter(Boolean).join(' '),
});

export type PartProps = ReturnType<typeof partProps>;

/** Present or absent, as Radix renders boolean state. */
export const flag = (on: unknown) => (on ? '' : undefined);
