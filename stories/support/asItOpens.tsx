import type { Decorator } from '@storybook/react-vite';
import { useEffect, useRef, type ReactNode } from 'react';

/**
 * Runs `act` on the story's own elements as the story opens, from its first frame (so a mount
 * undone at once, as StrictMode does, acts on nothing): what a user's clicks or typing would do,
 * so the state they lead to shows on the docs page too, where no play function runs. `act` returns
 * its cleanup. On a docs page the story's focus moves are held back until the reader first acts
 * (`stillUntilTheReaderActs`): a component's own focus moves belong to a story's page of its own.
 * Only for acts that open no window and leave no page.
 */
function asItOpens(act: (box: HTMLElement) => () => void): Decorator {
  function AsItOpens({ children, docs }: { children: ReactNode; docs: boolean }) {
    const box = useRef<HTMLDivElement>(null);
    useEffect(() => {
      const release = docs ? stillUntilTheReaderActs(box.current!) : () => {};
      let cleanup = () => {};
      const frame = requestAnimationFrame(() => (cleanup = act(box.current!)));
      return () => {
        cancelAnimationFrame(frame);
        cleanup();
        release();
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

/** What a reader does first on a page: a press, a key, the wheel, a touch. */
const READER_ACTS = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

/** A guard is handing focus back: the focusin that follows is no story's move, for any guard. */
let handingBack = false;

/**
 * Keeps a docs page where it is, and its focus where it was, while the story in `box` moves focus
 * on its own, until the reader first acts on the page (READER_ACTS); returns what stops it. The
 * components move focus when the state an act leads to settles, not when the act ends, often after
 * a request: ConnectAccountButton's Cancel hands focus back to its button, AccountList brings focus
 * back to a row whose disconnect failed, HandleAppPasswordForm takes it to the first field left
 * empty. Each such move scrolls the page to its story, thousands of pixels below the title a
 * newcomer opened. So each is undone as it happens: focus goes back where it came from (the
 * page's body, or whatever outside the story had it) and the page back to where it stood, within
 * the same task, before anything is painted. Once the reader acts, a focus move answers them
 * (their click on Cancel, their Tab) and is left alone, scroll and all.
 */
function stillUntilTheReaderActs(box: HTMLElement): () => void {
  const view = box.ownerDocument.defaultView!;
  // The browser scrolls a focused element into view before it tells anyone of the focus (focusin
  // sees the page scrolled already), so where the page stood is what the last scroll event saw:
  // those come a frame later, by which time a move's scroll has been undone.
  let standing = { x: view.scrollX, y: view.scrollY };
  const onScroll = () => (standing = { x: view.scrollX, y: view.scrollY });
  const onFocusIn = (event: FocusEvent) => {
    if (handingBack) return;
    const moved = event.target as HTMLElement;
    const from = event.relatedTarget;
    const { x, y } = standing;
    // Once the story's code that moved focus has run, and the focus event has reached the
    // component's own handlers (React's, on its root): they see the blur that follows as focus
    // leaving, as after any blur.
    queueMicrotask(() => {
      if (box.ownerDocument.activeElement === moved) {
        if (from instanceof HTMLElement && !box.contains(from)) {
          handingBack = true;
          from.focus({ preventScroll: true });
          handingBack = false;
        } else moved.blur();
      }
      view.scrollTo(x, y);
    });
  };
  const onReader = (event: Event) => {
    // The reader's, not an event a story dispatched.
    if (event.isTrusted) release();
  };
  const release = () => {
    box.removeEventListener('focusin', onFocusIn, true);
    view.removeEventListener('scroll', onScroll, true);
    for (const name of READER_ACTS) view.removeEventListener(name, onReader, true);
  };
  box.addEventListener('focusin', onFocusIn, true);
  view.addEventListener('scroll', onScroll, { capture: true, passive: true });
  for (const name of READER_ACTS) view.addEventListener(name, onReader, { capture: true, passive: true });
  return release;
}

/**
 * Presses the buttons named, in turn, as the story opens (a user's click is the only way into a
 * connect flow, a disconnect or a finalize). A button is named by its `aria-label`, else its text;
 * each press waits, a frame at a time, for its button to be there and not `aria-disabled` (a row
 * still loading, a picker still reading its session).
 */
export const pressedAsItOpens = (...names: string[]): Decorator =>
  asItOpens((box) => {
    let frame = 0;
    const find = (name: string) =>
      [...box.querySelectorAll('button')].find((button) => (button.getAttribute('aria-label') ?? button.textContent?.trim()) === name && button.getAttribute('aria-disabled') !== 'true');
    const press = ([name, ...rest]: string[]) => {
      if (name === undefined) return;
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
  asItOpens((box) => {
    let frame = 0;
    const form = box.querySelector('form')!;
    form.querySelectorAll<HTMLInputElement>('input').forEach((input, index) => {
      if (index >= values.length) return;
      // React's own value setter, as typing reaches it: the prototype's, with the input as `this`.
      Reflect.set(HTMLInputElement.prototype, 'value', values[index]!(), input);
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
    // The next frame: the fields' values rendered, as after typing.
    frame = requestAnimationFrame(() => form.requestSubmit());
    return () => cancelAnimationFrame(frame);
  });
