import type { ButtonHTMLAttributes, HTMLAttributes } from 'react';
import { formatClock, trimFor, type VideoTrim } from '../media/trim.js';
import { getNetwork } from '../networks/catalogue.js';
import type { TrimmerMessages } from '../i18n/en/trimmer.js';
import type { Translate } from '../upload/sentences.js';
import type { UploadStore } from '../upload/storeApi.js';
import { usePanelToggle } from './usePanelToggle.js';
import { useUploadItem } from './useUploadItem.js';

/** What the trimmer needs from the uploader. */
export interface TrimmerOptions {
  store: UploadStore;
  /** The video's item id. */
  id: string;
  /** Says a sentence in the uploader's live region. */
  announce: (text: string) => void;
  m: TrimmerMessages;
  t: Translate;
}

/** What a trim keeps, in the words of `mediaUploaderTrimKept` and `mediaUploaderAnnounceTrim`. */
export const keptWords = ({ start, end }: VideoTrim) => ({ start: formatClock(start), end: formatClock(end), length: formatClock(end - start) });

/**
 * A video's trimmer, the part without the timeline: the button that opens it ("Trim for X" when a
 * network finds the video too long), what the trim is, and applying, cancelling or undoing it
 * (`setTrim`). The panel (TrimPanel.tsx) loads only once the button is pressed.
 */
export function useTrimmer({ store, id, announce, m, t }: TrimmerOptions) {
  const item = useUploadItem(store, id);
  const panel = usePanelToggle();
  const keptId = `${panel.panelId}-kept`;
  const name = item?.name ?? '';
  const trim = item?.trim;
  // The length the user chose, before any cut to fit: their trim's, else the file's as added.
  const chosen = trim ? trim.end - trim.start : item?.fitted?.before.duration;
  const limit = trimFor(item?.verdicts ?? {}, chosen, store.getOptions().mediaRules);
  const label = limit ? t(m.mediaUploaderTrimFor, { network: getNetwork(limit.network).name }) : m.mediaUploaderTrim;

  return {
    open: panel.open,
    /** The button's visible text: "Trim", or "Trim for X". */
    label,
    /** The file's name, for the handles' names. */
    name,
    /** The file as added, which every trim is cut from (never the fitted one). */
    file: item?.fitted?.original ?? item?.file,
    /** The network that finds the video too long, and its longest: the trim starts on it. */
    limit,
    /** The trim applied, if any. */
    trim,
    /** "Keeps 0:12 to 2:32, 2:20" once trimmed. */
    kept: trim ? t(m.mediaUploaderTrimKept, keptWords(trim)) : undefined,
    getToggleProps: (props: ButtonHTMLAttributes<HTMLButtonElement> = {}) =>
      panel.getToggleProps({ 'aria-label': t(m.mediaUploaderTrimLabel, { label, name }), 'aria-describedby': trim ? keptId : undefined, ...props }),
    getKeptProps: (props: HTMLAttributes<HTMLElement> = {}): HTMLAttributes<HTMLElement> => ({ ...props, id: keptId }),
    getUndoProps: (props: ButtonHTMLAttributes<HTMLButtonElement> = {}): ButtonHTMLAttributes<HTMLButtonElement> => ({
      type: 'button',
      'aria-label': t(m.mediaUploaderTrimUndoLabel, { name }),
      ...props,
      onClick: () => {
        // The undo button leaves with the trim: the trim button keeps the keyboard's place.
        panel.toggle.current?.focus();
        // Taking a trim away is never refused.
        void store.setTrim(id, undefined).then(() => announce(t(m.mediaUploaderAnnounceUntrim, { name })));
      },
    }),
    /** The panel, a group named by its button ("Trim for X: long.mp4"). */
    getPanelProps: panel.getPanelProps,
    /** Keeps `next`, says so, and closes the panel; rejects as `setTrim` does for a trim it refuses, the panel left open. */
    apply: async (next: VideoTrim) => {
      await store.setTrim(id, next);
      announce(t(m.mediaUploaderAnnounceTrim, { name, ...keptWords(next) }));
      panel.close();
    },
    /** Closes the panel, changing nothing. */
    cancel: panel.close,
  };
}
