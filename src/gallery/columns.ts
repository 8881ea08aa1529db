/** The gallery's columns, without React: a MediaGallery and a hook of the app's own agree on them. */

export type MediaGalleryColumns = 2 | 3 | 4;

const DEFAULT_COLUMNS: MediaGalleryColumns = 3;

/** 2, 3 or 4; anything else is 3 (the service's client default; docs/service/interface.md, "Limits"). */
export function resolveColumns(columns: unknown): MediaGalleryColumns {
  return columns === 2 || columns === 3 || columns === 4 ? columns : DEFAULT_COLUMNS;
}
