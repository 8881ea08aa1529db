import type { Decorator } from '@storybook/react-vite';
import { useEffect, useRef, type ReactNode } from 'react';

/**
 * Presses the buttons named, in turn, as the story opens (a user's click is the only way into a
 * connect flow, a disconnect or a finalize), so the state the presses lead to shows on the docs
 * page too, where no play function runs: as HandleAppPasswordForm's As Opened stories send their
 * form. A button is named by its `aria-label`, else its text; each press waits, a frame at a time,
 * for its button to be there and not `aria-disabled` (a row still loading, a picker still reading
 * its session). Only for presses that open no window and leave no page. A docs page keeps its
 * focus and its scroll.
 */
export function pressedAsItOpens(...names: string[]): Decorator {
  function PressedAsItOpens({ children, docs }: { children: ReactNode; docs: boolean }) {
    const box = useRef<HTMLDivElement>(null);
    useEffect(() => {
      const focused = document.activeElement;
      const { scrollX, scrollY } = window;
      let frame = 0;
      const find = (name: string) =>
        [...(box.current?.querySelectorAll('button') ?? [])].find((button) => (button.getAttribute('aria-label') ?? button.textContent?.trim()) === name && button.getAttribute('aria-disabled') !== 'true');
      const press = ([name, ...rest]: string[]) => {
        if (name === undefined) {
          if (!docs) return;
          if (focused instanceof HTMLElement && focused !== document.body) focused.focus({ preventScroll: true });
          else if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
          window.scrollTo(scrollX, scrollY);
          return;
        }
        const button = find(name);
        button?.click();
        // The next frame: the press rendered, as after a click (or the button there at last).
        frame = requestAnimationFrame(() => press(button ? rest : [name, ...rest]));
      };
      // From the first frame, so a mount undone at once (StrictMode) presses nothing.
      frame = requestAnimationFrame(() => press(names));
      return () => cancelAnimationFrame(frame);
    }, [docs]);
    return (
      <div ref={box} style={{ display: 'contents' }}>
        {children}
      </div>
    );
  }
  return (Story, context) => (
    <PressedAsItOpens docs={context.viewMode === 'docs'}>
      <Story />
    </PressedAsItOpens>
  );
}
