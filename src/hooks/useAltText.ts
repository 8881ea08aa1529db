import { useCallback, useEffect, useId, useState, type TextareaHTMLAttributes } from 'react';
import { lazy } from '../client/lazy.js';
import type { altTextNote, AltTextNote } from '../upload/altTextNote.js';
import type { UploaderMessages, Translate } from '../upload/sentences.js';
import type { UploadStore } from '../upload/storeApi.js';
import { networkIds } from '../media/targets.js';

type TextareaProps = TextareaHTMLAttributes<HTMLTextAreaElement>;

/** The notes under an alt text field, as `getAltTextNotes` gives them (useMediaUploader says what each is). */
type AltTextNotes = { hint?: { id: string; children: string }; error?: { id: string; children: string } };

/** The notes' chunk: the media rules, the networks' counting and their names. */
const loadNotes = /* @__PURE__ */ lazy(() => import('../upload/altTextNote.js'));

/**
 * Each image's alt text field: its value in the store, its name, and what the chosen networks make
 * of the text (altTextNote.ts) once its chunk has loaded, which it does as soon as networks are
 * chosen. Without networks, or while the chunk loads, the field has no notes; a chunk that failed
 * to load is asked for again at the next change. The networks are the store's, read when a row
 * renders: those its files are checked against (the uploader's own, or a shared upload's), and a
 * new choice checks the files again, which renders their rows.
 */
export function useAltText(store: UploadStore, announce: (key: unknown, text: string) => void, m: UploaderMessages, t: Translate, locale: string | undefined) {
  const [notes, setNotes] = useState<{ altTextNote: typeof altTextNote }>();
  const base = useId();
  const load = useCallback(() => void loadNotes().then(setNotes, () => undefined), []);
  /** The store's choice, its ids read once (an app may give an iterator), or none. */
  const choice = useCallback(() => {
    const { networks, postKind, mediaRules } = store.getOptions();
    const ids = networks ? networkIds(networks) : [];
    return ids.length ? { networks: ids, postKind, mediaRules } : undefined;
  }, [store]);
  // After every render, once a hook's options are in its store: the notes load with the first choice.
  useEffect(() => {
    if (!notes && choice()) load();
  });

  const noteOf = useCallback(
    (id: string): AltTextNote | undefined => {
      const target = notes && choice();
      return target && notes.altTextNote(store.getItem(id)?.alt ?? '', target, m, locale);
    },
    [store, notes, choice, m, locale],
  );

  const getAltTextNotes = useCallback(
    (id: string): AltTextNotes | undefined => {
      const note = noteOf(id);
      if (!note) return undefined;
      return {
        ...(note.hint !== undefined && { hint: { id: `${base}${id}-hint`, children: note.hint } }),
        ...(note.error !== undefined && { error: { id: `${base}${id}-error`, children: note.error } }),
      };
    },
    [noteOf, base],
  );

  const getAltTextProps = useCallback(
    (id: string, { onChange, ...props }: TextareaProps = {}): TextareaProps => {
      const shown = getAltTextNotes(id);
      const described = [shown?.hint?.id, shown?.error?.id, props['aria-describedby']].filter(Boolean).join(' ');
      return {
        'aria-label': t(m.mediaUploaderAltLabel, { name: store.getItem(id)?.name ?? '' }),
        'aria-invalid': shown?.error ? true : undefined,
        ...props,
        'aria-describedby': described || undefined,
        value: store.getItem(id)?.alt ?? '',
        onChange: (event) => {
          onChange?.(event);
          if (!notes && choice()) load();
          const before = new Set(noteOf(id)?.over);
          store.setAlt(id, event.target.value);
          // Said as the text goes over a network's limit (each network once, until it is back
          // under): the note under the field follows each key, and a live region there would
          // read it again at every one.
          const after = noteOf(id);
          if (after?.error && after.over.some((network) => !before.has(network))) announce({}, after.error);
        },
      };
    },
    [store, m, t, getAltTextNotes, noteOf, announce, choice, notes, load],
  );

  return { getAltTextProps, getAltTextNotes };
}
