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

/** A circled exclamation mark: something needs the user (an account to reconnect). */
export const attentionPath = 'M12 2C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2zm1 15h-2v-2h2v2zm0-4h-2V7h2v6z';

/** A person, for a list of accounts with none in it. */
export const accountsPath = 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-8 8c0-3.3 3.6-6 8-6s8 2.7 8 6Z';

/** Two sheets, for a page picker with no page shared. */
export const pagesPath = 'M8 2h8l4 4v12H8ZM4 6h2v14h10v2H4Z';

/** Arrows up and down, for moving an item earlier or later: a list runs down the page in every script. The cropper turns the up arrow every way. */
export const earlierPath = 'M11 20V7.8l-5.6 5.6L4 12l8-8 8 8-1.4 1.4L13 7.8V20h-2z';
export const laterPath = 'M13 4v12.2l5.6-5.6L20 12l-8 8-8-8 1.4-1.4 5.6 5.6V4h2z';

/** Six dots, for a drag handle. */
export const gripPath = 'M8 4h3v3H8zm5 0h3v3h-3zM8 10.5h3v3H8zm5 0h3v3h-3zM8 17h3v3H8zm5 0h3v3h-3z';

/** A cross for close buttons. */
export const closePath = 'M6.7 5.3 12 10.6l5.3-5.3 1.4 1.4-5.3 5.3 5.3 5.3-1.4 1.4-5.3-5.3-5.3 5.3-1.4-1.4 5.3-5.3-5.3-5.3Z';
