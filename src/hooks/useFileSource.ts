import { useEffect, type RefObject } from 'react';

/**
 * Shows `file` in a media element (`<img>`, `<video>`) while it is given: an object URL set on
 * the element (rendered before this runs, so nothing re-renders for it), revoked when the file
 * changes or the element goes (a media element stopped first). `undefined` shows nothing.
 */
export function useFileSource(element: RefObject<HTMLImageElement | HTMLVideoElement | null>, file: Blob | undefined): void {
  useEffect(() => {
    const node = element.current;
    if (!file) return;
    const url = URL.createObjectURL(file);
    node?.setAttribute('src', url);
    return () => {
      // A video may still be reading (a seek just asked for): it stops first, or it reads a
      // revoked URL and the page logs a failed load. An element with no source loads nothing.
      if (node instanceof HTMLMediaElement && node.networkState !== HTMLMediaElement.NETWORK_EMPTY) {
        node.removeAttribute('src');
        node.load();
      }
      URL.revokeObjectURL(url);
    };
  }, [element, file]);
}
