import { useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import type { ControlProps, SectionContext } from './fields.js';
import { Icon, closePath } from '../shared/Icon.js';

/**
 * YouTube tags as chips. Enter or a comma adds what was typed, a pasted "a, b, c" adds three,
 * Backspace in the empty input removes the last, and each chip has its own remove button.
 */
export function TagInput({ c, control }: { c: SectionContext; control: ControlProps }) {
  const { o, p, m, t } = c;
  const [text, setText] = useState('');
  // Chips come and go silently otherwise; a polite status line says what happened.
  const [said, setSaid] = useState('');
  const tags = o.value.youtube?.tags ?? [];

  const add = (value: string) => {
    setText('');
    const added = o.addTags(value);
    if (added.length) setSaid(added.map((tag) => t(m.youtubeTagAdded, { tag })).join(' '));
  };
  const remove = (index: number) => {
    const tag = o.removeTag(index);
    if (tag !== undefined) setSaid(t(m.youtubeTagRemoved, { tag }));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // An empty input lets Enter through, so it can still submit the app's form.
    if ((event.key === 'Enter' && text.trim()) || event.key === ',') {
      event.preventDefault();
      add(text);
    } else if (event.key === 'Backspace' && !text && tags.length) {
      event.preventDefault();
      remove(tags.length - 1);
    }
  };
  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const pasted = event.clipboardData.getData('text/plain');
    if (!pasted.includes(',')) return;
    event.preventDefault();
    add(text + pasted);
  };

  return (
    <>
      {tags.length > 0 && (
        <ul {...p('tags')} aria-label={m.youtubeTagsList}>
          {tags.map((tag, index) => (
            <li key={tag} {...p('tag')}>
              {tag}
              <button
                {...p('tag-remove')}
                type="button"
                data-variant="quiet"
                data-size="sm"
                aria-label={t(m.youtubeTagRemove, { tag })}
                onClick={() => {
                  remove(index);
                  // The chip and its button are gone: keep the keyboard in the field.
                  document.getElementById(control.id)?.focus();
                }}
              >
                <Icon path={closePath} />
              </button>
            </li>
          ))}
        </ul>
      )}
      <input
        {...control}
        {...p('tag-input')}
        value={text}
        onChange={(event) => {
          // Commas that arrive without a key press (mobile keyboards, drag and drop) split too.
          const value = event.target.value;
          const cut = value.lastIndexOf(',');
          if (cut < 0) return setText(value);
          add(value.slice(0, cut));
          setText(value.slice(cut + 1));
        }}
        onKeyDown={onKeyDown}
        onPaste={onPaste}
        onBlur={() => text.trim() && add(text)}
      />
      <span role="status" className="sk-visually-hidden">
        {said}
      </span>
    </>
  );
}
