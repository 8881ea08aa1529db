import { useEffect, type RefObject } from 'react';

/**
 * Shows `file` in a media element (`<img>`, `<video>`) while it is given: an object URL set on
 * the element (rendered before this runs, so nothing re-renders for it), revoked when the file
 * changes or the element goes. `undefined` shows nothing.
 */
export function useFileSource(element: RefObject<HTMLImageElement | HTMLVideoElement | null>, file: Blob | undefined): void {
  useEffect(() => {
    if (!file) return;
    const url = URL.createObjectURL(file);
    element.current?.setAttribute('src', url);
    return () => URL.revokeObjectURL(url);
  }, [element, file]);
}
