import { useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import type { PostMedia } from '../client/postPayload.js';
import { chosenMedia } from '../gallery/chosen.js';
import { sameMedia } from '../upload/media.js';
import type { UploadStore } from '../upload/storeApi.js';

const NONE: readonly PostMedia[] = [];
const quiet = () => () => {};
const none = () => NONE;

/**
 * `onChange` told of a gallery's chosen tiles as a post's media (gallery/chosen.ts) when that
 * moves after the first render: the choice, or a chosen file's alt text, cover or place.
 */
export function useChosenMedia(store: UploadStore | undefined, ids: readonly string[], chosen: readonly string[], onChange?: (media: readonly PostMedia[]) => void): void {
  // Without a listener nothing is followed or worked out: an alt text typed renders no gallery.
  const listening = !!onChange;
  const source = listening ? store : undefined;
  const uploads = useSyncExternalStore(source?.subscribeMedia ?? quiet, source?.getMedia ?? none, source?.getMedia ?? none);
  const media = useMemo(() => (listening ? chosenMedia(ids, chosen, uploads) : NONE), [listening, ids, chosen, uploads]);
  const told = useRef(media);
  useEffect(() => {
    if (!onChange || sameMedia(media, told.current)) return;
    told.current = media;
    onChange(media);
  }, [media, onChange]);
}
