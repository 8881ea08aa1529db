import { useEffect, useId, useRef, useState, type ButtonHTMLAttributes, type HTMLAttributes, type InputHTMLAttributes, type KeyboardEvent, type VideoHTMLAttributes } from 'react';
import { formatList, formatSeconds } from '../media/format.js';
import { drawFrame } from '../media/drawFrame.js';
import { networkIds } from '../media/targets.js';
import { getNetwork } from '../networks/catalogue.js';
import { IMAGE_COVER_NETWORKS } from '../networks/options/covers.js';
import { readMediaFacts } from '../media/store.js';
import type { CoverPickerMessages } from '../i18n/en/coverPicker.js';
import type { Translate } from '../upload/sentences.js';
import type { UploadStore } from '../upload/storeApi.js';
import type { UploadOptions } from '../upload/options.js';
import { useFileSource } from './useFileSource.js';
import { useLatest } from './useLatest.js';
import { useUploadItem } from './useUploadItem.js';

/** What the picker needs from the uploader. */
export interface CoverPickerOptions {
  store: UploadStore;
  /** The video's item id. */
  id: string;
  /** Says a sentence in the uploader's live region. */
  announce: (text: string) => void;
  m: CoverPickerMessages;
  t: Translate;
  locale: string | undefined;
}

/** The chosen networks that take a cover only as an image, named as a list ("YouTube and Facebook"); "" for none. */
function imageNetworkNames(networks: UploadOptions['networks'], locale: string | undefined): string {
  const names = networkIds(networks ?? [])
    .filter((network) => IMAGE_COVER_NETWORKS.includes(network))
    .map((network) => getNetwork(network).name);
  return names.length ? formatList(names, 'conjunction', locale) : '';
}

/** A frame where the file does not say its rate. */
const DEFAULT_FRAME_RATE = 30;

/** A place in the video as the picker writes it: "2.03s". */
const seconds = (value: number, locale: string | undefined) => formatSeconds(value, locale, true);

/**
 * A video's cover picker: a frame preview, a slider over the video's length, and "Use this frame"
 * (`setCover`). On the slider, the arrows step one frame (the file's own rate, read from its
 * container), Shift with an arrow one second, Page Up and Page Down ten seconds, Home and End
 * to either end. Loaded with the picker's chunk: only a video row that shows it pays for it.
 */
export function useCoverPicker({ store, id, announce, m, t, locale }: CoverPickerOptions) {
  const item = useUploadItem(store, id);
  const pickerId = useId();
  const toggleId = `${pickerId}-toggle`;
  const chosenId = `${pickerId}-chosen`;
  const [open, setOpen] = useState(false);
  const [duration, setDuration] = useState(0);
  const [time, setTime] = useState((item?.cover?.timeMs ?? 0) / 1000);
  const [frameRate, setFrameRate] = useState(DEFAULT_FRAME_RATE);
  // The preview's frames: loading, shown, or not for this browser (a codec it lacks, HEVC in
  // Chromium on Linux, or a damaged file), which the picker says rather than wait forever.
  const [frames, setFrames] = useState<'loading' | 'shown' | 'unplayable'>('loading');
  // The frame as an image, for the chosen networks that take a cover only so: being uploaded, done, or failed.
  const [image, setImage] = useState<'idle' | 'uploading' | 'uploaded' | 'failed'>('idle');
  const statusId = `${pickerId}-status`;
  /** Each press of Use this frame; only the last one's image says how it went. */
  const latest = useRef(0);
  const opened = useLatest(open);
  const video = useRef<HTMLVideoElement>(null);
  const file = item?.file;

  // The file as the preview's source while the picker is open; its frame rate from its facts
  // (read once per file for the page, usually already read for the networks' checks).
  useFileSource(video, open ? file : undefined);
  useEffect(() => {
    if (!open || !file) return;
    const controller = new AbortController();
    readMediaFacts(file, { signal: controller.signal }).then(
      (facts) => facts.video?.frameRate && setFrameRate(facts.video.frameRate),
      () => undefined,
    );
    return () => controller.abort();
  }, [open, file]);

  // The preview shows the frame the slider is on.
  useEffect(() => {
    if (video.current && duration) video.current.currentTime = time;
  }, [time, duration]);

  const name = item?.name ?? '';
  const cover = item?.cover;
  const imageNetworks = imageNetworkNames(store.getOptions().networks, locale);
  const imageMessages = { uploading: m.mediaUploaderCoverImageUploading, uploaded: m.mediaUploaderCoverImageUploaded, failed: m.mediaUploaderCoverImageFailed };
  const imageText = image === 'idle' ? '' : t(imageMessages[image], { name, networks: imageNetworks });
  const status = frames === 'loading' ? m.mediaUploaderCoverLoading : frames === 'unplayable' ? m.mediaUploaderCoverUnplayable : imageText;
  const timeText = t(m.mediaUploaderCoverSliderText, { time: seconds(time, locale), duration: seconds(duration, locale) });
  const place = (next: number) => setTime(Math.min(duration, Math.max(0, Math.round(next * 1000) / 1000)));

  return {
    open,
    /** The cover chosen, as the row says it ("Frame at 2.0 s"); none before one is. */
    chosen: cover ? t(m.mediaUploaderCoverChosen, { time: seconds(cover.timeMs / 1000, locale) }) : undefined,
    /** Where the slider is, of how long the video is: "2.0 s of 12.5 s". */
    timeText,
    /** What the preview is doing while there is no frame to pick: loading, or not playable here ("" once frames show). */
    status,
    /** This browser cannot show the video: the picker is its status line alone, nothing to pick with. */
    unplayable: frames === 'unplayable',
    /** Spread on the picker's status line, a polite live region, rendered while it is open: the slider is described by it. */
    getStatusProps: (props: HTMLAttributes<HTMLElement> = {}): HTMLAttributes<HTMLElement> => ({ role: 'status', ...props, id: statusId }),
    /** Spread on the text that says the frame chosen: the toggle is described by it. */
    getChosenProps: (props: HTMLAttributes<HTMLElement> = {}): HTMLAttributes<HTMLElement> => ({ ...props, id: chosenId }),
    getToggleProps: (props: ButtonHTMLAttributes<HTMLButtonElement> = {}): ButtonHTMLAttributes<HTMLButtonElement> => ({
      type: 'button',
      id: toggleId,
      'aria-label': t(m.mediaUploaderCoverLabel, { name }),
      'aria-describedby': cover ? chosenId : undefined,
      'aria-expanded': open,
      'aria-controls': open ? pickerId : undefined,
      ...props,
      onClick: () => {
        // Opened again, the preview loads again: its status and length start over (the slider
        // waits for them, and the preview seeks to the slider's place once it has them), so a
        // change is said; how the last cover image went is not said again.
        if (!open) {
          setFrames('loading');
          setDuration(0);
          setImage((now) => (now === 'uploading' ? now : 'idle'));
        }
        setOpen(!open);
      },
    }),
    /** The picker, a group named by its button ("Cover for harbour.mp4"). */
    getPickerProps: (props: HTMLAttributes<HTMLElement> = {}): HTMLAttributes<HTMLElement> => ({
      role: 'group',
      'aria-labelledby': toggleId,
      // The status describes the group too: a disabled slider is no focus stop to hear it from.
      'aria-describedby': status ? statusId : undefined,
      ...props,
      id: pickerId,
    }),
    getVideoProps: (props: VideoHTMLAttributes<HTMLVideoElement> = {}) => ({
      // The slider says the place in words: the picture is for eyes.
      'aria-hidden': true,
      muted: true,
      playsInline: true,
      preload: 'auto',
      ...props,
      ref: video,
      onLoadedMetadata: () => {
        const length = video.current?.duration;
        // Sound alone (no picture this browser decodes) has no frame to pick either.
        if (!video.current?.videoWidth) return setFrames('unplayable');
        if (length && Number.isFinite(length)) setDuration(length);
        setFrames('shown');
      },
      onError: () => setFrames('unplayable'),
    }),
    getSliderProps: (props: InputHTMLAttributes<HTMLInputElement> = {}): InputHTMLAttributes<HTMLInputElement> => ({
      type: 'range',
      // A video's timeline runs left to right, as players draw it in every script; the arrows follow it.
      dir: 'ltr',
      min: 0,
      max: duration,
      step: 1 / frameRate,
      value: time,
      disabled: !duration,
      'aria-label': t(m.mediaUploaderCoverSliderLabel, { name }),
      'aria-valuetext': timeText,
      'aria-describedby': status ? statusId : undefined,
      ...props,
      onChange: (event) => place(Number(event.target.value)),
      onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => {
        const forward = event.key === 'ArrowRight' || event.key === 'ArrowUp';
        const back = event.key === 'ArrowLeft' || event.key === 'ArrowDown';
        const step = event.shiftKey && (forward || back) ? 1 : event.key === 'PageUp' || event.key === 'PageDown' ? 10 : 0;
        if (!step) return;
        event.preventDefault();
        place(time + (forward || event.key === 'PageUp' ? step : -step));
      },
    }),
    getUseProps: (props: ButtonHTMLAttributes<HTMLButtonElement> = {}): ButtonHTMLAttributes<HTMLButtonElement> => ({
      type: 'button',
      disabled: !duration,
      ...props,
      onClick: () => {
        const timeMs = Math.round(time * 1000);
        announce(t(m.mediaUploaderAnnounceCover, { name, time: seconds(timeMs / 1000, locale) }));
        // The networks as they are now, not as they were when the picker last rendered.
        const networks = imageNetworkNames(store.getOptions().networks, locale);
        const request = (latest.current += 1);
        // At once, for the networks that take a time; the same frame keeps an image drawn from it.
        store.setCover(id, { timeMs });
        if (!networks || !video.current) return setImage('idle');
        setImage('uploading');
        void drawFrame(video.current, timeMs / 1000)
          .then((image) => store.setCoverImage(id, { timeMs, image }))
          .then(
            () => 'uploaded' as const,
            () => 'failed' as const,
          )
          .then((outcome) => {
            // A later press, or the file's removal, stopped it: that one says what happens.
            if (request !== latest.current) return;
            setImage(outcome);
            // The open picker's status line says it; once it is closed, the live region does.
            if (!opened.current) announce(t(imageMessages[outcome], { name, networks }));
          });
      },
    }),
  };
}
