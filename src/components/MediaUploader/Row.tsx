import { memo, useEffect, useId, useRef } from 'react';
import { useUploadItem } from '../../hooks/useUpload.js';
import type { UploadItem, UploadStore } from '../../upload/types.js';
import { formatBytes, formatPercent } from '../media/bytes.js';
import { useFocusRecovery } from '../media/focus.js';
import { FilePreview } from '../media/FilePreview.js';
import type { PartProps } from './parts.js';
import { uploadErrorText, type MediaUploaderMessages, type Translate } from './words.js';

/** What every row needs from the uploader. */
export interface RowContext {
  store: UploadStore;
  p: PartProps;
  m: MediaUploaderMessages;
  t: Translate;
  locale: string | undefined;
  previews: boolean;
  isOffline: boolean;
  announce: (key: unknown, text: string) => void;
  cancel: (id: string) => void;
  retry: (id: string) => void;
  /** Removes the item; the uploader then moves focus to the next row. */
  remove: (id: string) => void;
}

const RUNNING = new Set<UploadItem['status']>(['queued', 'requesting', 'uploading', 'confirming']);

function statusText(item: UploadItem, c: RowContext): string {
  const { m, t, locale } = c;
  switch (item.status) {
    case 'error':
      return item.retryAt !== undefined ? m.mediaStatusRetrying : t(m.uploaderStatusError, { reason: uploadErrorText(item.error, m) });
    case 'queued':
      return c.isOffline ? m.mediaStatusOffline : m.mediaStatus_queued;
    default:
      return t(m[`mediaStatus_${item.status}`], { percent: formatPercent(item.progress, locale) });
  }
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
  const focus = useFocusRecovery(() => row.current?.querySelector<HTMLElement>('button'));

  const status = item?.status;
  const error = item?.status === 'error' && item.retryAt === undefined ? item.error : undefined;
  const name = item?.name ?? '';
  useEffect(() => {
    if (status === 'done') announce(`done:${id}`, t(m.uploaderAnnounceUploaded, { name }));
  }, [status, id, name, announce, t, m]);
  useEffect(() => {
    // Once per failure (the error object), not per render; a retry that fails again is news.
    if (error) announce(error, t(m.uploaderAnnounceFailed, { name, reason: uploadErrorText(error, m) }));
  }, [error, name, announce, t, m]);

  if (!item) return null;
  const running = RUNNING.has(item.status);
  const label = (template: string) => t(template, { name: item.name });
  const size = formatBytes(item.size, locale);

  return (
    <li {...p('item')} ref={row} data-state={item.status} aria-labelledby={nameId} onFocus={focus.onFocus} onBlur={focus.onBlur}>
      {c.previews && <FilePreview attrs={p('preview')} file={item.file} contentType={item.contentType} width={96} />}
      <div {...p('details')}>
        <span {...p('name')} id={nameId} title={item.name}>
          {item.name}
        </span>
        <span {...p('size')}>{size}</span>
        <span {...p('status')}>{statusText(item, c)}</span>
      </div>
      {running && (
        <progress
          {...p('progress')}
          max={1}
          // Indeterminate while a server step runs: bytes say nothing then.
          value={item.status === 'uploading' || item.status === 'queued' ? item.progress : undefined}
          aria-label={label(m.uploaderProgressLabel)}
          aria-valuetext={
            item.status === 'uploading'
              ? t(m.uploaderProgressText, { loaded: formatBytes(item.loaded, locale), size, percent: formatPercent(item.progress, locale) })
              : statusText(item, c)
          }
        />
      )}
      <div {...p('actions')}>
        {running && (
          <button {...p('cancel')} type="button" aria-label={label(m.uploaderCancelLabel)} onClick={() => c.cancel(id)}>
            {m.uploaderCancel}
          </button>
        )}
        {(item.status === 'error' || item.status === 'canceled') && (
          <button {...p('retry')} type="button" aria-label={label(m.uploaderRetryLabel)} onClick={() => c.retry(id)}>
            {m.uploaderRetry}
          </button>
        )}
        {!running && (
          <button {...p('remove')} type="button" aria-label={label(m.uploaderRemoveLabel)} onClick={() => c.remove(id)}>
            {m.uploaderRemove}
          </button>
        )}
      </div>
    </li>
  );
});
