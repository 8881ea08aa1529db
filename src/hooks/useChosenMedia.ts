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
  const uploads = useSyncExternalStore(store?.subscribeMedia ?? quiet, store?.getMedia ?? none, store?.getMedia ?? none);
  // Without a listener nothing is worked out: 10,000 tiles cost nothing here.
  const listening = !!onChange;
  const media = useMemo(() => (listening ? chosenMedia(ids, chosen, uploads) : NONE), [listening, ids, chosen, uploads]);
  const told = useRef(media);
  useEffect(() => {
    if (!onChange || sameMedia(media, told.current)) return;
    told.current = media;
    onChange(media);
  }, [media, onChange]);
}
