import { useEffect, useId, useRef, useState, type ButtonHTMLAttributes, type HTMLAttributes, type KeyboardEvent } from 'react';

/**
 * A button that opens a panel under it, on a row (the cropper's, the trimmer's): the panel is a
 * group named by its button, and focus goes back to the button when the panel closes, whichever
 * way (Apply, Cancel, Escape, the button again).
 */
export function usePanelToggle() {
  const panelId = useId();
  const toggleId = `${panelId}-toggle`;
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  /** Closed by the panel: focus goes back to the button that opened it. */
  const refocus = useRef(false);

  useEffect(() => {
    if (open || !refocus.current) return;
    refocus.current = false;
    toggle.current?.focus();
  }, [open]);

  const close = () => {
    refocus.current = true;
    setOpen(false);
  };

  return {
    open,
    /** Closes the panel; focus goes back to the button. */
    close,
    /** The button, for what leaves with an edit (an Undo) to give the keyboard's place back to. */
    toggle,
    /** A base for the ids of what the panel describes itself with. */
    panelId,
    getToggleProps: (props: ButtonHTMLAttributes<HTMLButtonElement> = {}) => ({
      type: 'button' as const,
      id: toggleId,
      'aria-expanded': open,
      'aria-controls': open ? panelId : undefined,
      ...props,
      ref: toggle,
      onClick: () => (open ? close() : setOpen(true)),
    }),
    /** The panel, a group named by its button ("Crop for Instagram: panorama.jpg"). */
    getPanelProps: (props: HTMLAttributes<HTMLElement> = {}): HTMLAttributes<HTMLElement> => ({ role: 'group', 'aria-labelledby': toggleId, ...props, id: panelId }),
  };
}

/**
 * An editor's panel opened by such a button (the cropper, the trimmer), described by its status
 * line: Enter applies (but not on a button, which does its own), Escape cancels. The editor's
 * Escape is its own: a dialog the app put the uploader in stays open.
 */
export const editorPanelProps = (statusId: string, apply: () => void, cancel: () => void, props: HTMLAttributes<HTMLElement> = {}): HTMLAttributes<HTMLElement> => ({
  'aria-describedby': statusId,
  ...props,
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      cancel();
    } else if (event.key === 'Enter' && !(event.target instanceof HTMLButtonElement)) {
      event.preventDefault();
      apply();
    }
  },
});
