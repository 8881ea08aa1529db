import type { SVGProps } from 'react';
import type { IconShape } from '../../networks/iconShape.js';

/**
 * An icon drawn in the text's colour, in its own square viewBox (24×24 unless given). Decorative:
 * a network's name, or the button's own accessible name, always says what it means.
 */
export function Icon({ path, viewBox = '0 0 24 24', ...props }: Partial<IconShape> & { path: string } & SVGProps<SVGSVGElement>) {
  return (
    <svg aria-hidden="true" focusable="false" viewBox={viewBox} {...props}>
      <path d={path} fill="currentColor" />
    </svg>
  );
}

/** A cross for close buttons. */
export const closePath = 'M6.7 5.3 12 10.6l5.3-5.3 1.4 1.4-5.3 5.3 5.3 5.3-1.4 1.4-5.3-5.3-5.3 5.3-1.4-1.4 5.3-5.3-5.3-5.3Z';
