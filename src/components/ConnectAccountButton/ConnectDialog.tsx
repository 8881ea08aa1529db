import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Icon, closePath } from '../shared/Icon.js';
import type { partProps } from './anatomy.js';

const FOCUSABLE = 'input:not([type="hidden"]):not(:disabled), select:not(:disabled), textarea:not(:disabled), button:not(:disabled), a[href]';

interface ConnectDialogProps {
  title: string;
  closeLabel: string;
  /** Escape or the close button: the dialog has already closed, so focus can go back at once. */
  onClose: () => void;
  p: ReturnType<typeof partProps>;
  children: ReactNode;
}

/**
 * A native modal <dialog>: the browser traps focus, makes the page behind it inert and closes it on
 * Escape. Shown while mounted.
 */
export function ConnectDialog({ title, closeLabel, onClose, p, children }: ConnectDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  const body = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const dialog = ref.current!;
    if (!dialog.open) dialog.showModal();
    // The browser focuses the first focusable element, the close button; the content's first control
    // is where the user starts (a field's own autoFocus ran while the dialog was still closed).
    body.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    return () => dialog.close();
  }, []);
  const close = () => {
    ref.current?.close();
    onClose();
  };
  return (
    <dialog
      {...p('dialog')}
      ref={ref}
      aria-labelledby={id}
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
    >
      <div {...p('dialog-header')}>
        <h2 {...p('dialog-title')} id={id}>
          {title}
        </h2>
        <button {...p('dialog-close')} type="button" data-variant="quiet" data-size="sm" aria-label={closeLabel} onClick={close}>
          <Icon path={closePath} width="20" height="20" />
        </button>
      </div>
      <div ref={body}>{children}</div>
    </dialog>
  );
}
