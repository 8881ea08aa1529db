import { useCallback } from 'react';

/** One sheet per text, shared by every root it is adopted in. */
const sheets = new Map<string, CSSStyleSheet>();

/**
 * A ref that adds `css` (a sheet of its own, imported with `?inline`) to the document or shadow
 * root its element renders in, once, before the first paint: rules that only a panel opened on
 * demand needs load with that panel instead of in styles.css. A constructable sheet is CSSOM, which
 * a Content-Security-Policy's `style-src` does not govern (a `<style>` element it would). Only where
 * the app uses the library's stylesheet (its `--sk-color-bg` reaches the element): a headless app
 * styling the parts itself gets nothing it did not ask for. The sheet stays: the panel opens again.
 */
export function useStyleSheet(css: string) {
  return useCallback(
    (element: HTMLElement | null) => {
      if (!element || !css || typeof CSSStyleSheet !== 'function' || !('replaceSync' in CSSStyleSheet.prototype)) return;
      const root = element.getRootNode() as Document | ShadowRoot;
      if (!('adoptedStyleSheets' in root) || !getComputedStyle(element).getPropertyValue('--sk-color-bg')) return;
      let sheet = sheets.get(css);
      if (!sheet) {
        sheet = new CSSStyleSheet();
        sheet.replaceSync(css);
        sheets.set(css, sheet);
      }
      if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
    },
    [css],
  );
}
