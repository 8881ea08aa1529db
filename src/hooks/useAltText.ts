import { useCallback, useEffect, useId, useMemo, useState, type TextareaHTMLAttributes } from 'react';
import { lazy } from '../client/lazy.js';
import type { altTextNote } from '../upload/altTextNote.js';
import type { UploadMediaOptions } from '../upload/options.js';
import type { UploaderMessages, Translate } from '../upload/sentences.js';
import type { UploadStore } from '../upload/storeApi.js';
import { networkIds } from '../upload/verdicts.js';

type TextareaProps = TextareaHTMLAttributes<HTMLTextAreaElement>;

/** The notes under an alt text field, as `getAltTextNotes` gives them (useMediaUploader says what each is). */
type AltTextNotes = { hint?: { id: string; children: string }; error?: { id: string; children: string } };

/** The notes' chunk: the media rules, the networks' counting and their names. */
const loadNotes = /* @__PURE__ */ lazy(() => import('../upload/altTextNote.js'));

/**
 * Each image's alt text field: its value in the store, its name, and what the chosen networks make
 * of the text (altTextNote.ts) once its chunk has loaded, which it does as soon as networks are
 * chosen. Without networks, or while the chunk loads (or if it fails to), the field has no notes.
 */
export function useAltText(store: UploadStore, options: UploadMediaOptions, announce: (key: unknown, text: string) => void, m: UploaderMessages, t: Translate, locale: string | undefined) {
  const [notes, setNotes] = useState<{ altTextNote: typeof altTextNote }>();
  const base = useId();
  // The uploader's own networks, else those of the upload it is given (useUpload({ networks })).
  const { networks, postKind, mediaRules } = options.networks ? options : store.getOptions();
  const chosen = networks !== undefined && networkIds(networks).length > 0;
  // The same choice in a new array (an app's inline `networks`) renders no row again.
  const key = JSON.stringify([networks && networkIds(networks), postKind]);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for `networks` and `postKind`.
  const target = useMemo(() => ({ networks, postKind, mediaRules }), [key, mediaRules]);
  useEffect(() => {
    if (!chosen || notes) return;
    let live = true;
    loadNotes().then(
      (module) => live && setNotes(module),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [chosen, notes]);

  const getAltTextNotes = useCallback(
    (id: string): AltTextNotes | undefined => {
      if (!chosen || !notes) return undefined;
      const note = notes.altTextNote(store.getItem(id)?.alt ?? '', target, m, locale);
      return {
        ...(note.hint !== undefined && { hint: { id: `${base}${id}-hint`, children: note.hint } }),
        ...(note.error !== undefined && { error: { id: `${base}${id}-error`, children: note.error } }),
      };
    },
    [store, chosen, notes, target, m, locale, base],
  );

  const getAltTextProps = useCallback(
    (id: string, { onChange, ...props }: TextareaProps = {}): TextareaProps => {
      const notes = getAltTextNotes(id);
      const described = [notes?.hint?.id, notes?.error?.id].filter(Boolean).join(' ');
      return {
        'aria-label': t(m.mediaUploaderAltLabel, { name: store.getItem(id)?.name ?? '' }),
        'aria-describedby': described || undefined,
        'aria-invalid': notes?.error ? true : undefined,
        ...props,
        value: store.getItem(id)?.alt ?? '',
        onChange: (event) => {
          onChange?.(event);
          const was = getAltTextNotes(id)?.error;
          store.setAlt(id, event.target.value);
          // Said once, as the text goes over a limit: the note under the field follows each key,
          // and a live region there would read it again at every one.
          const now = getAltTextNotes(id)?.error;
          if (now && !was) announce({}, now.children);
        },
      };
    },
    [store, m, t, getAltTextNotes, announce],
  );

  return { getAltTextProps, getAltTextNotes };
}
