import { render } from '@testing-library/react';
import { useStyleSheet } from '../../src/hooks/useStyleSheet.js';
import editorPanels from '../../src/styles/on-demand/editor-panels.css?inline';

// The editors' panels bring their rules with them (styles/on-demand, adopted by useStyleSheet)
// instead of every app paying for them in styles.css. Real Chromium: adoptedStyleSheets, the
// cascade layers and shadow roots are the browser's own.

/** Stands for a panel: the trimmer's timeline, whose rules are in the on-demand sheet only. */
function Timeline() {
  const styles = useStyleSheet(editorPanels);
  return <div ref={styles} data-scope="media-uploader" data-part="trim-timeline" data-testid="timeline" />;
}

const ours = (root: Document | ShadowRoot) => root.adoptedStyleSheets.filter((sheet) => [...sheet.cssRules].some((rule) => rule.cssText.includes('trim-timeline')));

describe('a panel’s own stylesheet, adopted when it opens', () => {
  it('adds nothing for an app that does not use the library’s stylesheet (a headless app styles the parts itself)', () => {
    const { getByTestId } = render(<Timeline />);
    expect(ours(document)).toHaveLength(0);
    expect(getComputedStyle(getByTestId('timeline')).position).toBe('static');
  });

  it('adopts the sheet once in the document, in the library’s cascade layer, however many panels open', async () => {
    await import('../../src/styles/tokens.css');
    const { getAllByTestId } = render(
      <>
        <Timeline />
        <Timeline />
      </>,
    );
    expect(ours(document)).toHaveLength(1);
    const blocks = [...ours(document)[0]!.cssRules].filter((rule) => rule instanceof CSSLayerBlockRule);
    expect(blocks.map((rule) => rule.name)).toEqual(['socialkit.components']);
    for (const timeline of getAllByTestId('timeline')) {
      expect(getComputedStyle(timeline).position).toBe('relative');
      expect(getComputedStyle(timeline).blockSize).toBe('24px');
    }
  });

  it('adopts it in the shadow root a panel renders in, where the document’s sheets do not reach', () => {
    const host = document.body.appendChild(document.createElement('div'));
    const shadow = host.attachShadow({ mode: 'open' });
    const mount = shadow.appendChild(document.createElement('div'));
    const { unmount } = render(<Timeline />, { container: mount });
    expect(ours(shadow)).toHaveLength(1);
    expect(getComputedStyle(shadow.querySelector('[data-part="trim-timeline"]')!).blockSize).toBe('24px');
    unmount();
    host.remove();
  });

  it('adopts it in the document of an iframe the panel is portalled into, made by that document’s window', async () => {
    const frame = document.body.appendChild(document.createElement('iframe'));
    await new Promise((resolve) => setTimeout(resolve));
    const inner = frame.contentDocument!;
    const mount = inner.body.appendChild(inner.createElement('div'));
    // The iframe has no styles.css of its own: the token the sheet looks for is set where the app would.
    mount.style.setProperty('--sk-color-bg', '#fff');
    const { unmount } = render(<Timeline />, { container: mount });
    expect(ours(inner)).toHaveLength(1);
    expect(inner.defaultView!.getComputedStyle(inner.querySelector('[data-part="trim-timeline"]')!).blockSize).toBe('24px');
    unmount();
    frame.remove();
  });
});
