import { lazy, Suspense } from 'react';
import { useTrimmer } from '../../hooks/useTrimmer.js';
import { useMessages } from '../../hooks/useMessages.js';
import { trimmerMessages } from '../../i18n/en/trimmer.js';
import type { RowContext } from './anatomy.js';

/** The trimmer's timeline: loaded the first time a trim button is pressed. */
const TrimPanel = /* @__PURE__ */ lazy(() => import('./TrimPanel.js'));

/**
 * A video's trim: the button that opens the trimmer ("Trim for X" when a network finds the video
 * too long), what the trim keeps once applied with its Undo, then the trimmer. Its own chunk:
 * loaded with the first video row the chosen networks checked, when the uploader fits videos (Row.tsx
 * asks: a trim is cut by the video fitter). Where it does not (`trims` false), only what a trim
 * restored from before keeps, and its Undo.
 */
export default function Trim({ id, c, trims }: { id: string; c: RowContext; trims: boolean }) {
  const { p } = c;
  const { m, t } = useMessages({ defaults: trimmerMessages, caller: 'MediaUploader' });
  const trim = useTrimmer({ store: c.store, id, announce: c.announce, m, t });
  return (
    <div {...p('trim')}>
      <div {...p('trim-head')}>
        {trims && (
          <button {...trim.getToggleProps(p('trim-toggle'))} data-variant="secondary" data-size="sm">
            {trim.label}
          </button>
        )}
        {trim.kept && (
          <>
            <span {...trim.getKeptProps(p('trim-chosen'))}>{trim.kept}</span>
            <button {...trim.getUndoProps(p('trim-undo'))} data-variant="quiet" data-size="sm">
              {m.mediaUploaderTrimUndo}
            </button>
          </>
        )}
      </div>
      {trim.open && (
        <div {...trim.getPanelProps(p('trim-panel'))}>
          <Suspense
            fallback={
              <span {...p('trim-status')} role="status">
                {m.mediaUploaderTrimLoading}
              </span>
            }
          >
            <TrimPanel trim={trim} p={p} m={m} t={t} />
          </Suspense>
        </div>
      )}
    </div>
  );
}
