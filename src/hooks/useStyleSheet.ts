import { useCallback } from 'react';

/** Per document, one sheet per text, shared by every root of that document it is adopted in. */
const sheets = new WeakMap<Document, Map<string, CSSStyleSheet>>();

/**
 * A ref that adds `css` (a sheet of its own, imported with `?inline`) to the document or shadow
 * root its element renders in, once, before the first paint: rules that only a panel opened on
 * demand needs load with that panel instead of in styles.css. A constructable sheet is CSSOM, which
 * a Content-Security-Policy's `style-src` does not govern (a `<style>` element it would). Only where
 * the app uses the library's stylesheet (its `--sk-color-bg` reaches the element): a headless app
 * styling the parts itself gets nothing it did not ask for. The sheet stays: the panel opens again.
 * Made by the element's own window (a sheet cannot be adopted across documents: an uploader portalled
 * into an iframe or a popup); a document that refuses it leaves the panel unstyled, never broken.
 */
export function useStyleSheet(css: string) {
  return useCallback(
    (element: HTMLElement | null) => {
      const view = element?.ownerDocument.defaultView;
      if (!element || !css || !view || typeof view.CSSStyleSheet !== 'function' || !('replaceSync' in view.CSSStyleSheet.prototype)) return;
      const root = element.getRootNode() as Document | ShadowRoot;
      if (!('adoptedStyleSheets' in root) || !view.getComputedStyle(element).getPropertyValue('--sk-color-bg')) return;
      const known = sheets.get(element.ownerDocument) ?? new Map<string, CSSStyleSheet>();
      sheets.set(element.ownerDocument, known);
      try {
        let sheet = known.get(css);
        if (!sheet) {
          sheet = new view.CSSStyleSheet();
          sheet.replaceSync(css);
          known.set(css, sheet);
        }
        if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
      } catch {
        // Unstyled is better than a panel that cannot open.
      }
    },
    [css],
  );
}
