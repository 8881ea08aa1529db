import { Icon } from './Icon.js';
import type { MediaKind } from '../../media/kind.js';

const PATHS: Record<MediaKind, string> = {
  // A picture: a frame with a mountain and a sun.
  image: 'M4 5h16a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1zm1 2v9.6l4-4.1 3 3 2.5-2.5L19 17.5V7H5zm10.5 1.5a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3z',
  // A film frame with a play mark.
  video: 'M4 5h16a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1zm1 2v10h14V7H5zm5 2 5 3-5 3V9z',
  // A page with a folded corner.
  other: 'M6 3h8l5 5v12a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1zm1 2v14h10V9h-4V5H7z',
};

/** The stand-in for a thumbnail that cannot be shown; decorative. */
export function MediaIcon({ kind }: { kind: MediaKind }) {
  return (
    // fill-rule is inherited: given to the svg, it reaches the path.
    <Icon path={PATHS[kind]} data-icon={kind} fillRule="evenodd" />
  );
}
