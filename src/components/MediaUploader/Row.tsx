import { lazy, memo, Suspense, useId } from 'react';
import { useUploadItem } from '../../hooks/useUploadItem.js';
import { isHeicConversion, takesAltText, takesCover, takesEdit } from '../../upload/media.js';
import { fitsVideos } from '../../upload/verdicts.js';
import type { UploadItem } from '../../upload/types.js';
import { formatBytes, formatPercent } from '../../media/format.js';
import { uploadStatusText } from '../../media/status.js';
import { FilePreview } from '../shared/FilePreview.js';
import { earlierPath, gripPath, Icon, laterPath } from '../shared/Icon.js';
import { flag } from './anatomy.js';
import type { RowContext } from './anatomy.js';
import { failureText, fitFailureOf, type UploaderMessages, type Translate } from '../../upload/sentences.js';
import { FIELD } from '../shared/anatomy.js';

/** The verdict line, with the checker's messages and the network names: loaded once a file has verdicts. */
// Pure: an app that never renders a row (or imports another export) keeps nothing of it.
const Verdicts = /* @__PURE__ */ lazy(() => import('./Verdicts.js'));
/** A video's cover picker: loaded with the first video row. */
const Cover = /* @__PURE__ */ lazy(() => import('./Cover.js'));
/** An image's crop button (the cropper itself loads once it is pressed): with the first image row the networks checked. */
const Crop = /* @__PURE__ */ lazy(() => import('./Crop.js'));
/** A video's trim button (the trimmer itself loads once it is pressed): with the first video row the networks checked. */
const Trim = /* @__PURE__ */ lazy(() => import('./Trim.js'));
/** Why a fitting failed: loaded when one fails. */
// A chunk that cannot load (offline: fitting goes on without the network) leaves the word "Failed".
const FitFailure = /* @__PURE__ */ lazy(() => import('./FitFailure.js').catch(() => ({ default: ({ m }: { m: UploaderMessages }) => <>{m.mediaStatus_error}</> })));


/** The row says why a file failed, and that a queued one waits for the network. */
function statusText(item: UploadItem, { m, t, locale, isOffline }: RowContext): string {
  if (item.status === 'error' && item.retryAt === undefined) return t(m.mediaUploaderStatusError, { reason: failureText(item, m, t, locale) });
  return item.status === 'queued' && isOffline ? m.mediaStatusOffline : uploadStatusText(item, m, locale);
}

/**
 * One file. It subscribes to its own item, so a progress tick re-renders this row and nothing
 * else. What it says to the live region, and where focus goes when its buttons change, are
 * useMediaUploader's. `index`, its place in the list, is read by no one here: it renders the row
 * again when it moves, so its arrows' states follow.
 */
export const UploadRow = memo(function UploadRow({ id, count, c }: { id: string; index: number; count: number; c: RowContext }) {
  const item = useUploadItem(c.store, id);
  const { p, m, t, locale } = c;
  const nameId = useId();

  if (!item) return null;
  // On its way: what can be canceled is still moving.
  const running = item.canCancel;
  const label = (template: string) => t(template, { name: item.name });
  const size = formatBytes(item.size, locale);
  const status = statusText(item, c);
  const fit = fitFailureOf(item);
  // An interrupted file is resumed or discarded: the same actions as Retry and Remove, in its words.
  const back = item.status === 'interrupted';

  return (
    <li {...p('item')} data-state={item.status} aria-labelledby={nameId}>
      {c.previews && <FilePreview attrs={p('preview')} file={item.file} contentType={item.contentType} width={96} />}
      <div {...p('details')}>
        <span {...p('name')} id={nameId} title={item.name}>
          {item.name}
        </span>
        <span {...p('size')} data-fitted={flag(item.fitted !== undefined)}>
          {item.fitted ? <FittedSize
              m={m}
              t={t}
              // A HEIC photo was converted, a video fitted (cut, scaled or encoded again), an image resized.
              label={isHeicConversion(item) ? m.mediaUploaderSizeConvertedLabel : item.contentType.startsWith('video/') ? m.mediaUploaderSizeFittedVideoLabel : m.mediaUploaderSizeFittedLabel}
              before={formatBytes(item.fitted.before.bytes, locale)}
              after={size}
            /> : size}
        </span>
        <span {...p('status')}>
          {fit ? (
            <Suspense fallback={m.mediaStatus_error}>
              <FitFailure failure={fit} m={m} t={t} />
            </Suspense>
          ) : (
            status
          )}
        </span>
        {item.verdicts && (
          <Suspense fallback={null}>
            <Verdicts p={p} verdicts={item.verdicts} />
          </Suspense>
        )}
        {/* Under the verdict that says why: "Crop for Instagram", "Trim for X". */}
        {takesEdit(item, 'image') && (
          <Suspense fallback={null}>
            <Crop id={id} c={c} />
          </Suspense>
        )}
        {/* A trim is cut by the video fitter: an uploader that does not fit videos offers none, and
            only the Undo of one it still holds (restored where videos are not fitted). */}
        {takesEdit(item, 'video') && (item.trim || fitsVideos(c.store.getOptions())) && (
          <Suspense fallback={null}>
            <Trim id={id} c={c} trims={fitsVideos(c.store.getOptions())} />
          </Suspense>
        )}
      </div>
      {running && (
        <progress
          {...p('progress')}
          max={1}
          // Indeterminate while a server step runs (bytes say nothing then), and while an image is fitted.
          value={item.status === 'uploading' || item.status === 'queued' ? item.progress : item.status === 'fitting' ? item.fitProgress : undefined}
          aria-label={label(m.mediaUploaderProgressLabel)}
          aria-valuetext={
            item.status === 'uploading'
              ? t(m.mediaUploaderProgressText, { loaded: formatBytes(item.loaded, locale), size, percent: formatPercent(item.progress, locale) })
              : status
          }
        />
      )}
      <div {...p('actions')}>
        {running && (
          <button {...p('cancel')} type="button" data-variant="secondary" data-size="sm" aria-label={label(m.mediaUploaderCancelLabel)} onClick={() => c.store.cancel(id)}>
            {m.mediaUploaderCancel}
          </button>
        )}
        {item.canRetry && (
          <button {...p('retry')} type="button" data-variant="secondary" data-size="sm" aria-label={label(back ? m.mediaUploaderResumeLabel : m.mediaUploaderRetryLabel)} onClick={() => c.store.retry(id)}>
            {back ? m.mediaUploaderResume : m.mediaUploaderRetry}
          </button>
        )}
        {!running && (
          <button {...p('remove')} type="button" data-variant="secondary" data-size="sm" aria-label={label(back ? m.mediaUploaderDiscardLabel : m.mediaUploaderRemoveLabel)} onClick={() => c.remove(id)}>
            {back ? m.mediaUploaderDiscard : m.mediaUploaderRemove}
          </button>
        )}
        {/* Last, so that the first button of a row stays its Cancel, Retry or Remove (where focus goes when one leaves). */}
        {count > 1 && (
          <span {...p('order')}>
            <span {...c.getDragHandleProps(id, p('drag-handle'))}>
              <Icon path={gripPath} />
            </span>
            <button {...c.getMoveProps(id, 'earlier', p('move-earlier'))} data-variant="quiet" data-size="sm">
              <Icon path={earlierPath} />
            </button>
            <button {...c.getMoveProps(id, 'later', p('move-later'))} data-variant="quiet" data-size="sm">
              <Icon path={laterPath} />
            </button>
          </span>
        )}
      </div>
      {takesAltText(item) && <AltText id={id} c={c} />}
      {takesCover(item) && (
        <Suspense fallback={null}>
          <Cover id={id} c={c} />
        </Suspense>
      )}
    </li>
  );
});

/** An image's alt text: the field, then what the chosen networks make of it (a warning, or a refusal). */
function AltText({ id, c }: { id: string; c: RowContext }) {
  const { p, m } = c;
  const fieldId = useId();
  const notes = c.getAltTextNotes(id);
  return (
    <div {...p('alt')}>
      <label {...p('alt-label')} htmlFor={fieldId}>
        {m.mediaUploaderAlt}
      </label>
      <textarea {...c.getAltTextProps(id, p('alt-input'))} {...FIELD} id={fieldId} rows={2} />
      {notes?.hint && <p {...p('alt-hint')} {...notes.hint} />}
      {notes?.error && <p {...p('alt-error')} {...notes.error} />}
    </div>
  );
}

/**
 * "4.8 MB → 1.9 MB" on screen; "resized from 4.8 MB to 1.9 MB" (a HEIC: "converted to JPEG, from…")
 * for a screen reader, which reads no arrow well.
 */
function FittedSize({ m, t, label, before, after }: { m: UploaderMessages; t: Translate; label: string; before: string; after: string }) {
  return (
    <>
      <span aria-hidden="true">{t(m.mediaUploaderSizeFitted, { before, after })}</span>
      <span className="sk-visually-hidden">{t(label, { before, after })}</span>
    </>
  );
}
