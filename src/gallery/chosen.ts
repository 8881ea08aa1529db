import type { PostMedia } from '../client/postPayload.js';

/**
 * The chosen tiles as a post takes them, in the gallery's order (an uploader's files in the order
 * its user set): an uploader's file as its post's media, with its alt text and cover, and a
 * record as `{ id }`. A chosen id no tile shows yet (a selection restored before its list loads)
 * comes last, in the order it was chosen.
 */
export function chosenMedia(ids: readonly string[], chosen: readonly string[], uploads: readonly PostMedia[]): PostMedia[] {
  const picked = new Set(chosen);
  const shown = new Set<string>();
  const byId = new Map(uploads.map((media) => [media.id, media]));
  const media: PostMedia[] = [];
  for (const id of ids) {
    shown.add(id);
    if (picked.has(id)) media.push(byId.get(id) ?? { id });
  }
  for (const id of chosen) if (!shown.has(id)) media.push(byId.get(id) ?? { id });
  return media;
}
