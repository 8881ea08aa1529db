import { useCallback, useEffect, useId, useMemo, useRef, useSyncExternalStore, type ButtonHTMLAttributes, type FocusEvent, type HTMLAttributes, type InputHTMLAttributes, type Ref, type RefCallback, type SyntheticEvent, type TextareaHTMLAttributes } from 'react';
import { useDropzone } from 'react-dropzone';
import { acceptAttribute, toDropzoneAccept } from '../media/accept.js';
import { parseAccept } from '../upload/accept.js';
import { UPLOADER_MESSAGES, hintText, rejectionsTitle } from '../upload/sentences.js';
import type { UploadRejection } from '../upload/types.js';
import { useUploadNews } from './useUploadNews.js';
import { useAnnouncer, type Announcement } from './useAnnouncer.js';
import { useFocusRecovery } from './useFocusRecovery.js';
import { useMessages } from './useMessages.js';
import { useUpload, type UseUploadOptions, type UseUploadResult } from './useUpload.js';
import { useAltText } from './useAltText.js';
import { useUploadOrder } from './useUploadOrder.js';
import { useInterruptedUploads } from './useInterruptedUploads.js';

/** An element's own props, as a getter takes them: its handlers are composed with ours, its ref merged with ours. */
type In<E extends HTMLElement, A = HTMLAttributes<E>> = A & { ref?: Ref<E> };
/** What a getter gives back to spread on the element. */
type Out<E extends HTMLElement, A = HTMLAttributes<E>> = A & { ref: RefCallback<E> };

/**
 * The app's handler, then ours unless the app called `preventDefault()`: its choice wins, as in
 * Radix. Only for events whose default means nothing of its own (focus, a button's click); a drag
 * must call `preventDefault()` to be dropped at all, so drag handlers compose as react-dropzone
 * does, by `stopPropagation()`.
 */
function composeHandlers<E extends SyntheticEvent>(theirs: ((event: E) => void) | undefined, ours: (event: E) => void): (event: E) => void {
  return theirs
    ? (event) => {
        theirs(event);
        if (!event.defaultPrevented) ours(event);
      }
    : ours;
}

/** One ref for an element two owners hold: the app's (a callback or an object) and ours. */
function composeRefs<T>(theirs: Ref<T> | undefined, ours: Ref<T>): RefCallback<T> {
  return (node) => {
    for (const ref of [theirs, ours]) {
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    }
  };
}

export interface UseMediaUploaderOptions extends UseUploadOptions {
  /**
   * A `useUpload` result to drive instead of an own one, to share the files with a MediaGallery
   * or the app's own code. The engine options are then that hook's; `accept`, `maxSize` and
   * `maxFiles` given here still describe them to the user and filter the file chooser.
   */
  upload?: UseUploadResult;
  /**
   * Asks before the page is left while files are uploading.
   * @default false
   */
  warnBeforeUnload?: boolean;
  /**
   * Files pasted while focus is inside the root (`getRootProps`) are added. True by default.
   * @default true
   */
  paste?: boolean;
}

export interface UseMediaUploaderResult {
  /** The upload it drives: the one given as `upload`, or its own. Rows read their file with `useUploadItem(upload.store, id)`. */
  upload: UseUploadResult;
  /** Files are dragged over the root. */
  isDragActive: boolean;
  /** Some of the files dragged over the root are of a type `accept` leaves out (known on drop for an extension alone). */
  isDragReject: boolean;
  /** The drag as one value: `idle`, `accept` (files over the root) or `reject` (some of them not taken). */
  dragState: 'idle' | 'accept' | 'reject';
  /** The limits in words, for under Browse ("Accepted: images and HEIC. Up to 20 MB each."); empty without limits. */
  hint: string;
  /** The files the last `add` refused (or the canceled file a `retry` had no place for), each with its reason in a sentence (`text`). */
  rejections: readonly (UploadRejection & { text: string })[];
  /** The heading over `rejections`: "Not added", or "Not retried" when every one is a refused retry. */
  rejectionsTitle: string;
  /**
   * What the live region says, newest last: each file added (a count when more than three come at
   * once), resized for the networks, uploaded, failed or refused, and each refusal, once. Render
   * each as an element of its own, keyed by `id`, inside `getLiveRegionProps()`.
   */
  announcements: readonly Announcement[];
  /** Opens the file chooser. */
  open: () => void;
  /**
   * Takes a file off the list. Focus in its row moves to the next row's first button, else the
   * previous row's, else Browse.
   */
  remove: (id: string) => void;
  /** Spread on the root: the drop target, paste, `role="group"` and its name, and the focus watch that keeps the keyboard's place. */
  getRootProps: (props?: In<HTMLElement>) => Out<HTMLElement>;
  /** Spread on a hidden `<input type="file">` inside the root: the chooser behind Browse, filtered by `accept`. */
  getInputProps: (props?: In<HTMLInputElement, InputHTMLAttributes<HTMLInputElement>>) => Out<HTMLInputElement, InputHTMLAttributes<HTMLInputElement>>;
  /** Spread on the Browse files `<button>`: it opens the chooser, described by the hint. The keyboard's way in, as the drop zone is no focus stop. */
  getBrowseProps: (props?: In<HTMLButtonElement, ButtonHTMLAttributes<HTMLButtonElement>>) => Out<HTMLButtonElement, ButtonHTMLAttributes<HTMLButtonElement>>;
  /** Spread on the element that shows `hint` (render it when `hint` is not empty): Browse is described by it. */
  getHintProps: (props?: HTMLAttributes<HTMLElement>) => HTMLAttributes<HTMLElement>;
  /**
   * Spread on the list of files, named "Files". Each file's element is a direct child of it, its
   * first button where focus goes when the one focused leaves (Cancel replaced by Retry, a row removed).
   */
  getListProps: (props?: In<HTMLElement>) => Out<HTMLElement>;
  /** Spread on the polite live region that holds `announcements` (visually hidden, always rendered). */
  getLiveRegionProps: (props?: HTMLAttributes<HTMLElement>) => HTMLAttributes<HTMLElement>;
  /**
   * Spread on a row's "Move earlier" or "Move later" `<button>`: a press moves the file one place
   * (in the list and in the post's media), says where it is now ("b.png, position 1 of 3") and
   * keeps focus on the button. At the list's end it stays focusable, `aria-disabled`. Read again
   * when the order changes (`upload.itemIds`).
   */
  getMoveProps: (id: string, direction: 'earlier' | 'later', props?: ButtonHTMLAttributes<HTMLButtonElement>) => ButtonHTMLAttributes<HTMLButtonElement>;
  /**
   * Spread on a row's drag handle, an element inside its `<li>` (give it `touch-action: none`): a
   * pointer pressed on it drags the row, the list reordering as it goes, and the drop says the
   * file's new place. Escape puts it back. Hidden from screen readers: the Move buttons are the
   * same moves without dragging.
   */
  getDragHandleProps: (id: string, props?: HTMLAttributes<HTMLElement>) => HTMLAttributes<HTMLElement>;
  /** Says `text` in the uploader's live region, for a part an app adds to a row (its own cover picker). */
  announce: (text: string) => void;
  /**
   * With `persist`: the files a reload, a crash or a closed tab interrupted, brought back from the
   * device (`interrupted`). `text` ("3 uploads were interrupted.") is said in the live region as
   * they come back; show it with Resume all and Discard all while `count` is not 0.
   */
  interrupted: { count: number; text: string; resumeAll: () => void; discardAll: () => void };
  /**
   * Spread on an image's alt text `<textarea>`: the text the store keeps for the file (`setAlt`),
   * its name, "Alt text for {name}", and its notes as its description (`aria-invalid` while the
   * text is too long).
   */
  getAltTextProps: (id: string, props?: TextareaHTMLAttributes<HTMLTextAreaElement>) => TextareaHTMLAttributes<HTMLTextAreaElement>;
  /**
   * What the chosen networks make of an image's alt text, once `networks` are given (else
   * `undefined`). `hint`, while there is none: the networks that show it ("Add alt text for people
   * on X and Bluesky who use screen readers"), a warning. `error`, while it is longer than a
   * network takes: the network, the counts and the excess; the post is refused there until the
   * text is shortened, and the live region says so when it first goes over. Render each under the
   * field, with its `id` (the field's description) and `children`.
   */
  getAltTextNotes: (id: string) => { hint?: { id: string; children: string }; error?: { id: string; children: string } } | undefined;
}

/**
 * Everything MediaUploader does but its markup: a drop target with paste and a real Browse
 * button (react-dropzone, through prop getters in its style), the limits and the refusals in
 * words, one polite live region's announcements, the keyboard's place kept when a row's button or
 * the row itself goes, and the warning before the page is left. Over `useUpload`: its own, or the
 * one given as `upload`.
 */
export function useMediaUploader(options: UseMediaUploaderOptions = {}): UseMediaUploaderResult {
  const words = useMessages({ defaults: UPLOADER_MESSAGES, caller: 'useMediaUploader' });
  const { m, t, locale } = words;
  // Hooks run unconditionally: given a shared upload, the own one stays idle (no file, no request).
  const own = useUpload(options);
  const { upload = own, warnBeforeUnload = false, paste = true, accept, maxSize, maxFiles } = options;
  const { store, rejections, isUploading } = upload;
  const acceptKey = typeof accept === 'string' ? accept : accept?.join(',');
  const entries = useMemo(() => parseAccept(acceptKey), [acceptKey]);
  const hintId = useId();
  const { messages: announcements, announce, say } = useAnnouncer();
  const { getMoveProps, getDragHandleProps } = useUploadOrder(store, announce, m, t);
  const { getAltTextProps, getAltTextNotes } = useAltText(store, announce, m, t, locale);

  const dropzone = useDropzone({
    accept: toDropzoneAccept(entries),
    multiple: maxFiles !== 1,
    noClick: true,
    noKeyboard: true,
    noPaste: !paste,
    // The <input>, so the chooser works in every browser and in tests; no FS Access picker.
    useFsAccessApi: false,
    // Everything goes to the engine, accepted by dropzone or not: one judge, one set of reasons.
    onDrop: (accepted, rejected) => void upload.add([...accepted, ...rejected.map((rejection) => rejection.file)]),
  });

  const said = useUploadNews(store, rejections, entries, announce, words);

  useEffect(() => {
    if (!warnBeforeUnload || !isUploading) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Still needed by browsers that ask only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [warnBeforeUnload, isUploading]);

  // A row's buttons follow its status: rendering again when any status moves (never for bytes)
  // lets the focus watch below run after the commit that took a focused button away.
  const statuses = () => store.getItems().map((item) => item.status).join();
  useSyncExternalStore(store.subscribeTotals, statuses, statuses);

  // Focus whose button left stays in its row (Cancel replaced by Retry); focus whose row left goes
  // to the row now at its place, else the one before, else Browse.
  const list = useRef<HTMLElement>(null);
  const browse = useRef<HTMLButtonElement>(null);
  const focusedRow = useRef<Element>(undefined);
  const removedAt = useRef(0);
  const focus = useFocusRecovery((lost) => {
    if (!lost) return;
    const rows = list.current?.children;
    const row = focusedRow.current?.isConnected ? focusedRow.current : rows?.[Math.min(removedAt.current, rows.length - 1)];
    (row?.querySelector('button') ?? browse.current)?.focus();
  });
  const onFocus = (event: FocusEvent<HTMLElement>) => {
    focus.onFocus();
    // The list's child that holds the focused element, if the list does (with no list, the walk
    // ends at the document's root, which is no row).
    let row: Element | null = event.target;
    while (row && row.parentElement !== list.current) row = row.parentElement;
    focusedRow.current = (list.current && row) ?? undefined;
  };

  const remove = useCallback(
    (id: string) => {
      removedAt.current = Math.max(0, store.getItemIds().indexOf(id));
      store.remove(id);
    },
    [store],
  );

  const interrupted = useInterruptedUploads(store, remove, say, m, locale);

  // Stable, as rows take it through a memoized context.
  const { isDragActive, isDragReject } = dropzone;
  // HEIC photos are converted for chosen networks (none takes HEIC): the hint says so. The choice
  // is the store's, a shared upload's included; an empty list chooses none.
  const { networks } = upload === own ? options : store.getOptions();
  const hint = hintText(m, t, entries, maxSize, maxFiles, locale, Array.isArray(networks) ? networks.length > 0 : networks !== undefined);

  return {
    upload,
    isDragActive,
    isDragReject,
    dragState: isDragActive ? (isDragReject ? 'reject' : 'accept') : 'idle',
    hint,
    rejections: said,
    rejectionsTitle: rejectionsTitle(rejections, m),
    announcements,
    open: dropzone.open,
    remove,
    // Keys, focus and blur are not given to dropzone: with noKeyboard it drops them, the app's too.
    getRootProps: ({ ref, onFocus: theirFocus, onBlur, onKeyDown, ...props } = {}) => ({
      ...dropzone.getRootProps({ role: 'group', 'aria-label': m.mediaUploaderLabel, ...props }),
      onKeyDown,
      onFocus: composeHandlers(theirFocus, onFocus),
      onBlur: composeHandlers(onBlur, focus.onBlur),
      ref: composeRefs(ref, dropzone.rootRef),
    }),
    getInputProps: ({ ref, ...props } = {}) => ({
      ...dropzone.getInputProps({ accept: acceptAttribute(entries), 'aria-label': m.mediaUploaderInputLabel, ...props }),
      ref: composeRefs(ref, dropzone.inputRef),
    }),
    getBrowseProps: ({ ref, onClick, ...props } = {}) => ({
      type: 'button',
      'aria-describedby': hint ? hintId : undefined,
      ...props,
      onClick: composeHandlers(onClick, dropzone.open),
      ref: composeRefs(ref, browse),
    }),
    // The id stays ours: Browse is described by it.
    getHintProps: (props) => ({ ...props, id: hintId }),
    getListProps: ({ ref, ...props } = {}) => ({ 'aria-label': m.mediaUploaderListLabel, ...props, ref: composeRefs(ref, list) }),
    getLiveRegionProps: (props) => ({ 'aria-live': 'polite', ...props }),
    getMoveProps,
    getDragHandleProps,
    announce: say,
    interrupted,
    getAltTextProps,
    getAltTextNotes,
  };
}
