import { pluralMessage } from '../../i18n/messages.js';
import { useUploadTotals } from '../../hooks/useUploadTotals.js';
import { formatPercent } from '../../media/format.js';
import type { RowContext } from './anatomy.js';

/** "3 of 5 uploaded" and a bar by bytes; its own component, so only it renders per frame. */
export function Totals({ c, showStart }: { c: RowContext; showStart: boolean }) {
  const { store, p, m, t, locale } = c;
  const { counts, progress } = useUploadTotals(store);
  const total = Object.values(counts).reduce((sum, count) => sum + count, 0) - counts.canceled;
  if (total <= 0) return null;
  const text = t(m.mediaUploaderTotals, { done: counts.done, total });
  return (
    <div {...p('totals')} data-state={counts.done === total ? 'done' : counts.error ? 'error' : 'running'}>
      <span {...p('totals-text')}>{text}</span>
      <progress {...p('totals-progress')} max={1} value={progress} aria-label={m.mediaUploaderTotalsLabel} aria-valuetext={`${text}, ${formatPercent(progress, locale)}`} />
      {showStart && counts.queued > 0 && (
        <button {...p('start')} type="button" data-variant="primary" onClick={() => store.start()}>
          {pluralMessage(m, 'mediaUploaderStart', counts.queued, locale)}
        </button>
      )}
    </div>
  );
}
