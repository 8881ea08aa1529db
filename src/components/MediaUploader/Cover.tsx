import { useCoverPicker } from '../../hooks/useCoverPicker.js';
import { useMessages } from '../../hooks/useMessages.js';
import { coverPickerMessages } from '../../i18n/en/coverPicker.js';
import type { RowContext } from './anatomy.js';

/**
 * A video's cover: a button that opens the picker (described by the frame chosen, once one is), then the
 * frame, the slider over the video and "Use this frame". Its own chunk: loaded with the first
 * video row.
 */
export default function Cover({ id, c }: { id: string; c: RowContext }) {
  const { p } = c;
  const { m, t, locale } = useMessages({ defaults: coverPickerMessages, caller: 'MediaUploader' });
  const cover = useCoverPicker({ store: c.store, id, announce: c.announce, m, t, locale });
  return (
    <div {...p('cover')}>
      <div {...p('cover-head')}>
        <button {...cover.getToggleProps(p('cover-toggle'))} data-variant="secondary" data-size="sm">
          {m.mediaUploaderCover}
        </button>
        {cover.chosen && <span {...cover.getChosenProps(p('cover-chosen'))}>{cover.chosen}</span>}
      </div>
      {cover.open && (
        <div {...cover.getPickerProps(p('cover-picker'))}>
          <video {...cover.getVideoProps(p('cover-frame'))} hidden={cover.unplayable} />
          <span {...cover.getStatusProps(p('cover-status'))}>{cover.status}</span>
          {/* A video this browser cannot show leaves nothing to pick with: its status alone says why. */}
          {!cover.unplayable && (
            <>
              <input {...cover.getSliderProps(p('cover-slider'))} />
              <span {...p('cover-time')} aria-hidden="true">
                {cover.timeText}
              </span>
              <button {...cover.getUseProps(p('cover-use'))} data-variant="primary" data-size="sm">
                {m.mediaUploaderCoverUse}
              </button>
            </>
          )}
        </div>
      )}
    </div>
  );
}
