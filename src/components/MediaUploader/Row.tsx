import { lazy, memo, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useFocusRecovery } from '../../hooks/useFocusRecovery.js';
import { useUploadItem } from '../../hooks/useUploadItem.js';
import type { UploadItem } from '../../upload/types.js';
import type { UploadStore } from '../../upload/storeApi.js';
import { formatBytes, formatPercent } from '../../media/format.js';
import { uploadStatusText } from '../../media/status.js';
import { FilePreview } from '../shared/FilePreview.js';
import { flag, type PartProps } from './anatomy.js';
import { failureText, type UploaderMessages, type Translate } from '../../upload/sentences.js';

/** The verdict line, with the checker's messages and the network names: loaded once a file has verdicts. */
// Pure: an app that never renders a row (or imports another export) keeps nothing of it.
const Verdicts = /* @__PURE__ */ lazy(() => import('./Verdicts.js'));

/** What every row needs from the uploader. */
export interface RowContext {
  store: UploadStore;
  p: PartProps;
  m: UploaderMessages;
  t: Translate;
  locale: string | undefined;
  previews: boolean;
  isOffline: boolean;
  announce: (key: unknown, text: string) => void;
  /** Ids listed when the uploader mounted: their state then is not news. */
  listedAtMount: ReadonlySet<string>;
  /** Removes the item; the uploader then moves focus to the next row. */
  remove: (id: string) => void;
}

/** The row says why a file failed, and that a queued one waits for the network. */
function statusText(item: UploadItem, { m, t, locale, isOffline }: RowContext): string {
  if (item.status === 'error' && item.retryAt === undefined) return t(m.mediaUploaderStatusError, { reason: failureText(item, m, t, locale) });
  return item.status === 'queued' && isOffline ? m.mediaStatusOffline : uploadStatusText(item, m, locale);
}

/**
 * One file. It subscribes to its own item, so a progress tick re-renders this row and nothing
 * else, and reports its own arrivals and failures to the live region.
 */
export const UploadRow = memo(function UploadRow({ id, c }: { id: string; c: RowContext }) {
  const item = useUploadItem(c.store, id);
  const { p, m, t, locale, announce } = c;
  const nameId = useId();
  const row = useRef<HTMLLIElement>(null);
  const focus = useFocusRecovery((lost) => lost && row.current?.querySelector('button')?.focus());

  const done = item?.status === 'done';
  const failure = item?.status === 'error' && item.retryAt === undefined ? item : undefined;
  const error = failure?.error;
  const name = item?.name ?? '';
  // A file listed before the uploader mounted (a shared upload, a dialog opened again) arrives
  // with what it already said elsewhere: only what changes from here on is news.
  const [before] = useState(() => (c.listedAtMount.has(id) ? { done, error, refusal: item?.status === 'refused' ? item.verdicts : undefined } : undefined));
  useEffect(() => {
    if (done && !before?.done) announce(`done:${id}`, t(m.mediaUploaderAnnounceUploaded, { name }));
  }, [done, before, id, name, announce, t, m]);
  // An image being resized for the networks is news each time it starts (again after a retry),
  // not when it was resizing already as the uploader mounted.
  const fitting = item?.status === 'fitting';
  const wasFitting = useRef(fitting);
  useEffect(() => {
    if (fitting && !wasFitting.current) announce({}, t(m.mediaUploaderAnnounceFitting, { name }));
    wasFitting.current = fitting;
  }, [fitting, name, announce, t, m]);
  useEffect(() => {
    // Once per failure (the error object), not per render; a retry that fails again is news.
    if (failure && failure.error !== before?.error) announce(failure.error, t(m.mediaUploaderAnnounceFailed, { name, reason: failureText(failure, m, t, locale) }));
  }, [failure, before, name, announce, t, m, locale]);

  if (!item) return null;
  // On its way: what can be canceled is still moving.
  const running = item.canCancel;
  const label = (template: string) => t(template, { name: item.name });
  const size = formatBytes(item.size, locale);
  const status = statusText(item, c);

  return (
    <li {...p('item')} ref={row} data-state={item.status} aria-labelledby={nameId} onFocus={focus.onFocus} onBlur={focus.onBlur}>
      {c.previews && <FilePreview attrs={p('preview')} file={item.file} contentType={item.contentType} width={96} />}
      <div {...p('details')}>
        <span {...p('name')} id={nameId} title={item.name}>
          {item.name}
        </span>
        <span {...p('size')} data-fitted={flag(item.fitted !== undefined)}>
          {item.fitted ? <FittedSize m={m} t={t} before={formatBytes(item.fitted.before.bytes, locale)} after={size} /> : size}
        </span>
        <span {...p('status')}>{status}</span>
        {item.verdicts && (
          <Suspense fallback={null}>
            <Verdicts p={p} name={item.name} verdicts={item.verdicts} refused={item.status === 'refused'} told={before?.refusal} announce={announce} />
          </Suspense>
        )}
      </div>
      {running && (
        <progress
          {...p('progress')}
          max={1}
          // Indeterminate while a server step runs: bytes say nothing then.
          value={item.status === 'uploading' || item.status === 'queued' ? item.progress : undefined}
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
          <button {...p('retry')} type="button" data-variant="secondary" data-size="sm" aria-label={label(m.mediaUploaderRetryLabel)} onClick={() => c.store.retry(id)}>
            {m.mediaUploaderRetry}
          </button>
        )}
        {!running && (
          <button {...p('remove')} type="button" data-variant="secondary" data-size="sm" aria-label={label(m.mediaUploaderRemoveLabel)} onClick={() => c.remove(id)}>
            {m.mediaUploaderRemove}
          </button>
        )}
      </div>
    </li>
  );
});

/** "4.8 MB → 1.9 MB" on screen; "resized from 4.8 MB to 1.9 MB" for a screen reader, which reads no arrow well. */
function FittedSize({ m, t, before, after }: { m: UploaderMessages; t: Translate; before: string; after: string }) {
  return (
    <>
      <span aria-hidden="true">{t(m.mediaUploaderSizeFitted, { before, after })}</span>
      <span className="sk-visually-hidden">{t(m.mediaUploaderSizeFittedLabel, { before, after })}</span>
    </>
  );
}
