/** An SVG icon: one path in its own square viewBox, drawn in the text's colour. */
export interface IconShape {
  viewBox: string;
  path: string;
}
