import { useVideoTrimmer } from '../../hooks/useVideoTrimmer.js';
import { useStyleSheet } from '../../hooks/useStyleSheet.js';
import editorPanels from '../../styles/on-demand/editor-panels.css?inline';
import type { useTrimmer } from '../../hooks/useTrimmer.js';
import type { TrimmerMessages } from '../../i18n/en/trimmer.js';
import type { Translate } from '../../upload/sentences.js';
import type { PartProps } from './anatomy.js';

interface TrimPanelProps {
  trim: ReturnType<typeof useTrimmer>;
  p: PartProps;
  m: TrimmerMessages;
  t: Translate;
}

/**
 * The trimmer: the video's preview with its own controls, the timeline with its two handles, Set
 * start here and Set end here (a handle to the place the preview shows), what is kept and the
 * network's limit, and Apply / Cancel. Its own chunk.
 */
export default function TrimPanel({ trim, p, m, t }: TrimPanelProps) {
  const styles = useStyleSheet(editorPanels);
  const trimmer = useVideoTrimmer({ file: trim.file, name: trim.name, trim: trim.trim, limit: trim.limit, m, t, onApply: trim.apply, onCancel: trim.cancel });
  return (
    <div ref={styles} {...trimmer.getPanelProps(p('trim-body'))}>
      <video {...trimmer.getVideoProps(p('trim-video'))} />
      <div {...trimmer.getTimelineProps(p('trim-timeline'))}>
        <input {...trimmer.getStartProps(p('trim-start'))} />
        <input {...trimmer.getEndProps(p('trim-end'))} />
      </div>
      {trimmer.seekable && (
        <div {...p('trim-marks')}>
          <button {...trimmer.getMarkProps('start', p('trim-mark'))} data-variant="secondary" data-size="sm">
            {m.mediaUploaderTrimSetStart}
          </button>
          <button {...trimmer.getMarkProps('end', p('trim-mark'))} data-variant="secondary" data-size="sm">
            {m.mediaUploaderTrimSetEnd}
          </button>
        </div>
      )}
      <p {...trimmer.getKeptProps(p('trim-kept'))}>
        {trimmer.kept}
        {trimmer.limitText && <span {...p('trim-limit')}>{trimmer.limitText}</span>}
      </p>
      <p {...trimmer.getHelpProps(p('trim-help'))}>{m.mediaUploaderTrimHelp}</p>
      <span {...trimmer.getStatusProps(p('trim-status'))}>
        {trimmer.status}
        {/* Seen already under the timeline: said only. */}
        {trimmer.said && <span className="sk-visually-hidden">{trimmer.said}</span>}
      </span>
      <div {...p('trim-actions')}>
        <button {...trimmer.getApplyProps(p('trim-apply'))} data-variant="primary" data-size="sm">
          {m.mediaUploaderTrimApply}
        </button>
        <button {...trimmer.getCancelProps(p('trim-cancel'))} data-variant="secondary" data-size="sm">
          {m.mediaUploaderTrimCancel}
        </button>
      </div>
    </div>
  );
}
