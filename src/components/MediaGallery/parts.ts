export type MediaGalleryPart =
  | 'root'
  | 'grid'
  | 'content'
  | 'row'
  | 'item'
  | 'thumbnail'
  | 'check'
  | 'name'
  | 'status'
  | 'progress'
  | 'remove'
  | 'empty';

export type MediaGalleryClassNames = Partial<Record<MediaGalleryPart, string>>;

/** The attributes every part carries: the scope and part our CSS selects on, and its stable class. */
export const partProps = (classNames: MediaGalleryClassNames | undefined) => (part: MediaGalleryPart, extra?: string) => ({
  'data-scope': 'media-gallery',
  'data-part': part,
  className: [`sk-MediaGallery-${part}`, classNames?.[part], extra].filter(Boolean).join(' '),
});

export type PartProps = ReturnType<typeof partProps>;

/** Present or absent, as Radix renders boolean state. */
export const flag = (on: unknown) => (on ? '' : undefined);
