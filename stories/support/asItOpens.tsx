import type { Decorator } from '@storybook/react-vite';
import { useEffect, useRef, type ReactNode } from 'react';

/**
 * Runs `act` on the story's own elements as the story opens, from its first frame (so a mount
 * undone at once, as StrictMode does, acts on nothing): what a user's clicks or typing would do,
 * so the state they lead to shows on the docs page too, where no play function runs. `act` calls
 * `done` when it has finished and returns its cleanup. A docs page then gets its focus and its
 * scroll back: a component's own focus moves belong to a story's page of its own. Only for acts
 * that open no window and leave no page.
 */
function asItOpens(act: (box: HTMLElement, done: () => void) => () => void): Decorator {
  function AsItOpens({ children, docs }: { children: ReactNode; docs: boolean }) {
    const box = useRef<HTMLDivElement>(null);
    useEffect(() => {
      const focused = document.activeElement;
      const { scrollX, scrollY } = window;
      const done = () => {
        if (!docs) return;
        if (focused instanceof HTMLElement && focused !== document.body) focused.focus({ preventScroll: true });
        else if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
        window.scrollTo(scrollX, scrollY);
      };
      let cleanup = () => {};
      const frame = requestAnimationFrame(() => (cleanup = act(box.current!, done)));
      return () => {
        cancelAnimationFrame(frame);
        cleanup();
      };
    }, [docs]);
    return (
      <div ref={box} style={{ display: 'contents' }}>
        {children}
      </div>
    );
  }
  return (Story, context) => (
    <AsItOpens docs={context.viewMode === 'docs'}>
      <Story />
    </AsItOpens>
  );
}

/**
 * Presses the buttons named, in turn, as the story opens (a user's click is the only way into a
 * connect flow, a disconnect or a finalize). A button is named by its `aria-label`, else its text;
 * each press waits, a frame at a time, for its button to be there and not `aria-disabled` (a row
 * still loading, a picker still reading its session).
 */
export const pressedAsItOpens = (...names: string[]): Decorator =>
  asItOpens((box, done) => {
    let frame = 0;
    const find = (name: string) =>
      [...box.querySelectorAll('button')].find((button) => (button.getAttribute('aria-label') ?? button.textContent?.trim()) === name && button.getAttribute('aria-disabled') !== 'true');
    const press = ([name, ...rest]: string[]) => {
      if (name === undefined) return done();
      const button = find(name);
      button?.click();
      // The next frame: the press rendered, as after a click (or the button there at last).
      frame = requestAnimationFrame(() => press(button ? rest : [name, ...rest]));
    };
    press(names);
    return () => cancelAnimationFrame(frame);
  });

/** Fills a form's text fields with `values`, in order, as typing would, and sends it once, as the story opens. */
export const sentAsItOpens = (...values: (() => string)[]): Decorator =>
  asItOpens((box, done) => {
    let frame = 0;
    const form = box.querySelector('form')!;
    form.querySelectorAll<HTMLInputElement>('input').forEach((input, index) => {
      if (index >= values.length) return;
      // React's own value setter, as typing reaches it: the prototype's, with the input as `this`.
      Reflect.set(HTMLInputElement.prototype, 'value', values[index]!(), input);
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
    // The next frame: the fields' values rendered, as after typing; then the frame the send rendered.
    frame = requestAnimationFrame(() => {
      form.requestSubmit();
      frame = requestAnimationFrame(done);
    });
    return () => cancelAnimationFrame(frame);
  });
