import { useEffect, useId, useRef, useState, type ButtonHTMLAttributes, type ChangeEvent, type CSSProperties, type HTMLAttributes, type InputHTMLAttributes, type KeyboardEvent, type MouseEvent, type VideoHTMLAttributes } from 'react';
import { readMediaFacts } from '../media/store.js';
import { formatClock, type VideoTrim } from '../media/trim.js';
import type { NetworkId } from '../client/types.js';
import { getNetwork } from '../networks/catalogue.js';
import type { TrimmerMessages } from '../i18n/en/trimmer.js';
import type { Translate } from '../upload/sentences.js';
import { useFileSource } from './useFileSource.js';
import { editorPanelProps } from './usePanelToggle.js';
import { keptWords } from './useTrimmer.js';

export interface VideoTrimmerOptions {
  /** The video as added. */
  file: File | undefined;
  /** The file's name, for the handles' names. */
  name: string;
  /** The trim applied, which the handles start on. */
  trim: VideoTrim | undefined;
  /** The network that finds the video too long, and its longest: without a trim, the handles start on its first `maxDuration` seconds. */
  limit: { network: NetworkId; maxDuration: number } | undefined;
  m: TrimmerMessages;
  t: Translate;
  onApply: (trim: VideoTrim) => Promise<void>;
  onCancel: () => void;
}

/**
 * The handles' step, in seconds: an arrow moves one by a second. The part kept is a step at
 * least, more than the half second `setTrim` asks for.
 */
const STEP = 1;
/** Page Up and Page Down: ten seconds. */
const PAGE = 10;
/** A handle's thumb, in CSS pixels (on-demand/editor-panels.css). */
const THUMB = 14;

/**
 * The trimmer's timeline: two handles (start, end) over the video's length, native range inputs, so
 * every keyboard and screen reader knows them (arrows, Page Up and Page Down, Home and End), shown
 * as one timeline; a preview that seeks to the handle being moved; what is kept and the network's
 * limit; for a pointer that does not drag, a click on the track, or Set start here and Set end
 * here at the place sought on the preview's own controls; Enter applies and Escape cancels
 * anywhere in the panel. The length is the file's as read for its checks (the same the store
 * checks a trim against).
 */
export function useVideoTrimmer({ file, name, trim, limit, m, t, onApply, onCancel }: VideoTrimmerOptions) {
  const [duration, setDuration] = useState<number>();
  const [range, setRange] = useState<VideoTrim>();
  // The preview: loading, shown, or not for this browser (the handles still choose by time).
  const [preview, setPreview] = useState<'loading' | 'shown' | 'unplayable'>('loading');
  // Its length could not be read (none in its header, or the read failed): no timeline to trim on.
  const [lengthless, setLengthless] = useState(false);
  const [error, setError] = useState<string>();
  // Set by a click (a Set … here button, the track), which leaves focus where it was: what is kept
  // is then said by the status line. Cleared by a handle, whose own value says it.
  const [clicked, setClicked] = useState(false);
  const video = useRef<HTMLVideoElement>(null);
  const first = useRef<HTMLInputElement>(null);
  const statusId = useId();
  const helpId = useId();

  useFileSource(video, file);

  // The length as read for the checks (cached for the page: read once per file).
  useEffect(() => {
    if (!file) return;
    const controller = new AbortController();
    readMediaFacts(file, { signal: controller.signal }).then(
      ({ duration: length }) => {
        if (length === undefined || !(length >= 1)) return setLengthless(true);
        const end = Math.floor(length);
        setDuration(end);
        setRange(trim ?? { start: 0, end: Math.min(end, limit?.maxDuration ?? end) });
      },
      () => controller.signal.aborted || setLengthless(true),
    );
    return () => controller.abort();
    // The handles start once, from what was applied when the panel opened.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [file]);

  // Once the timeline shows, the keyboard starts on the start handle, unless it went somewhere
  // else meanwhile: only from the page or the button that opened the panel.
  const ready = range !== undefined;
  useEffect(() => {
    const from = document.activeElement;
    if (ready && (!from || from === document.body || from.getAttribute('aria-expanded') === 'true')) first.current?.focus();
  }, [ready]);

  const kept = range && t(m.mediaUploaderTrimKept, keptWords(range));
  const limitText = limit ? t(m.mediaUploaderTrimLimit, { network: getNetwork(limit.network).name, limit: formatClock(limit.maxDuration) }) : '';
  // Said when it changes: loading, unplayable, or why a trim was not applied. What is kept as a
  // handle moves is the handle's own value (said at each key), shown under the timeline.
  const status = error ?? (lengthless ? m.mediaUploaderTrimNoLength : !ready ? m.mediaUploaderTrimLoading : preview === 'unplayable' ? m.mediaUploaderTrimUnplayable : '');

  const apply = () => {
    // A trim the store refuses stays on screen with the reason; nothing is lost.
    if (range) onApply(range).catch((caught: unknown) => setError(caught instanceof Error ? caught.message : String(caught)));
  };

  const handle = (which: keyof VideoTrim, props: InputHTMLAttributes<HTMLInputElement> = {}): InputHTMLAttributes<HTMLInputElement> & { ref?: typeof first } => ({
    type: 'range',
    min: 0,
    max: duration,
    step: STEP,
    value: range?.[which] ?? 0,
    'aria-label': t(which === 'start' ? m.mediaUploaderTrimStart : m.mediaUploaderTrimEnd, { name }),
    'aria-valuetext': formatClock(range?.[which] ?? 0),
    'aria-describedby': helpId,
    ...props,
    ...(which === 'start' && { ref: first }),
    onChange: (event: ChangeEvent<HTMLInputElement>) => move(which, Number(event.target.value), false),
    // The keys move the handle here rather than by the browser's default: the same steps in every
    // browser (Page Up and Page Down by ten seconds), and for scripted keys (a story's play), which
    // have no default action.
    onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => {
      const value = range?.[which];
      const to = value === undefined ? undefined : { ArrowRight: value + STEP, ArrowUp: value + STEP, ArrowLeft: value - STEP, ArrowDown: value - STEP, PageUp: value + PAGE, PageDown: value - PAGE, Home: 0, End: duration ?? 0 }[event.key];
      if (to === undefined) return;
      event.preventDefault();
      move(which, to, false);
    },
  });

  /**
   * Puts a handle at `value`, inside the video and a step from the other: the part kept is never
   * empty. `click` when a click moved it rather than the handle itself: the status line says it.
   */
  const move = (which: keyof VideoTrim, value: number, click: boolean) => {
    if (!range || duration === undefined) return;
    const next = which === 'start' ? { start: Math.max(0, Math.min(value, range.end - STEP)), end: range.end } : { start: range.start, end: Math.min(duration, Math.max(value, range.start + STEP)) };
    setError(undefined);
    setClicked(click);
    setRange(next);
    // The preview shows where the moved handle is.
    if (video.current && preview === 'shown') video.current.currentTime = next[which];
  };

  return {
    ready,
    status,
    /** "Keeps 0:12 to 2:32, 2:20", as the handles move. */
    kept,
    /** Whether the preview shows, to be sought and played: Set start here and Set end here are offered then. */
    seekable: ready && preview === 'shown',
    /** What is kept after a click moved a handle, for the status line to say (focus stays on what was clicked); "" otherwise. */
    said: clicked ? kept : '',
    /** "X allows 2:20" when a network finds the video too long; "" otherwise. */
    limitText,
    /** What is kept, marked `data-over` while longer than the network allows (the fitter will cut it to the limit from its start). */
    getKeptProps: (props: HTMLAttributes<HTMLElement> = {}): HTMLAttributes<HTMLElement> & { 'data-over'?: '' } => ({
      ...(range && limit && range.end - range.start > limit.maxDuration && { 'data-over': '' as const }),
      ...props,
    }),
    /** The panel: Enter applies (but not on a button, which does its own), Escape cancels. */
    getPanelProps: (props?: HTMLAttributes<HTMLElement>) => editorPanelProps(statusId, apply, onCancel, props),
    getVideoProps: (props: VideoHTMLAttributes<HTMLVideoElement> = {}): VideoHTMLAttributes<HTMLVideoElement> & { ref: typeof video } => ({
      // The browser's own controls: played or sought by a click on its timeline, the place it shows
      // is where Set start here and Set end here put a handle.
      controls: true,
      playsInline: true,
      preload: 'metadata',
      ...props,
      ref: video,
      hidden: preview === 'unplayable',
      onLoadedData: () => {
        setPreview('shown');
        if (video.current && range) video.current.currentTime = range.start;
      },
      onError: () => setPreview('unplayable'),
    }),
    /**
     * The timeline both handles lie on; the part kept, from `--_trim-start` to `--_trim-end`
     * (percent of the length). A click on its track moves the nearer handle there: a pointer's way
     * without dragging (WCAG 2.5.7).
     */
    getTimelineProps: (props: HTMLAttributes<HTMLElement> = {}): HTMLAttributes<HTMLElement> => ({
      ...props,
      // A video's timeline runs left to right, as players draw it in every script (useCoverPicker's
      // slider too): the handles, the part kept, the click and the arrows follow it.
      dir: 'ltr',
      hidden: !ready,
      onClick: (event: MouseEvent<HTMLElement>) => {
        // A thumb's own click (the end of a drag) is the handle's.
        if (!range || !duration || event.target !== event.currentTarget) return;
        const box = event.currentTarget.getBoundingClientRect();
        // A thumb's centre runs from half a thumb in to half a thumb short of the track's ends.
        const at = Math.round(((event.clientX - box.left - THUMB / 2) / (box.width - THUMB)) * duration);
        const which = Math.abs(at - range.start) <= Math.abs(at - range.end) ? 'start' : 'end';
        move(which, at, true);
        // The keyboard goes to the handle moved, so Enter and Escape still reach the panel and the arrows fine-tune it.
        event.currentTarget.querySelectorAll('input')[which === 'start' ? 0 : 1]?.focus();
      },
      style: { '--_trim-start': `${((range?.start ?? 0) / (duration || 1)) * 100}%`, '--_trim-end': `${((range?.end ?? 0) / (duration || 1)) * 100}%` } as CSSProperties,
    }),
    getStartProps: (props?: InputHTMLAttributes<HTMLInputElement>) => handle('start', props),
    getEndProps: (props?: InputHTMLAttributes<HTMLInputElement>) => handle('end', props),
    /**
     * Set start here, Set end here: a handle to the place the preview shows, sought by a click on
     * its controls (WCAG 2.5.7). Only while the preview shows (`seekable`).
     */
    getMarkProps: (which: keyof VideoTrim, props: ButtonHTMLAttributes<HTMLButtonElement> = {}): ButtonHTMLAttributes<HTMLButtonElement> & { 'data-handle': keyof VideoTrim } => ({
      type: 'button',
      'data-handle': which,
      ...props,
      onClick: () => video.current && move(which, Math.round(video.current.currentTime), true),
    }),
    getHelpProps: (props: HTMLAttributes<HTMLElement> = {}): HTMLAttributes<HTMLElement> => ({ ...props, id: helpId }),
    /** A polite live region, always there: loading, unplayable, or why the trim could not be applied (`data-error`). */
    getStatusProps: (props: HTMLAttributes<HTMLElement> = {}): HTMLAttributes<HTMLElement> & { 'data-error'?: '' } => ({ role: 'status', ...((error || lengthless) && { 'data-error': '' as const }), ...props, id: statusId }),
    getApplyProps: (props: ButtonHTMLAttributes<HTMLButtonElement> = {}): ButtonHTMLAttributes<HTMLButtonElement> => ({
      type: 'button',
      // Kept focusable while the length is read (React Aria's pending button); the status line says it loads.
      'aria-disabled': ready ? undefined : true,
      ...props,
      onClick: apply,
    }),
    getCancelProps: (props: ButtonHTMLAttributes<HTMLButtonElement> = {}): ButtonHTMLAttributes<HTMLButtonElement> => ({ type: 'button', ...props, onClick: onCancel }),
  };
}
