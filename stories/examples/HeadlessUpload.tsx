import { useUpload, useUploadItem, useUploadTotals, type UploadItem, type UploadStore, type UseUploadResult } from '../../src/index.js';

/**
 * Each status in words: the app's own wording. Typed over every status the library names, so a
 * new one (as `fitting` was) fails the build until it is worded here. What a file can be asked to
 * do is the item's own (`canCancel`, `canRetry`), never decided here.
 */
const STATUS: Record<UploadItem['status'], string> = {
  queued: 'Waiting',
  fitting: 'Resizing',
  requesting: 'Starting',
  uploading: 'Uploading',
  confirming: 'Finishing',
  done: 'Uploaded',
  error: 'Failed',
  canceled: 'Canceled',
  refused: 'Not uploaded',
  interrupted: 'Interrupted',
};

const REASONS: Record<string, string> = {
  'file-empty': 'it is empty',
  'name-too-long': 'its name is too long',
  'file-too-large': 'it is too large',
  duplicate: 'it is already in the list',
};

/** One row: it reads its own item, so a progress tick re-renders this row alone. */
function Row({ store, id, actions }: { store: UploadStore; id: string; actions: Pick<UseUploadResult, 'cancel' | 'retry' | 'remove'> }) {
  const item = useUploadItem(store, id);
  if (!item) return null;
  return (
    <li aria-label={item.name} data-state={item.status} style={{ display: 'flex', gap: '0.5rem', alignItems: 'center', flexWrap: 'wrap' }}>
      <span>{item.name}</span>
      <progress value={item.progress} max={1} aria-label={`${item.name} progress`} />
      <span>
        {STATUS[item.status]}
        {item.status === 'uploading' ? `, ${Math.round(item.progress * 100)}%` : ''}
        {item.status === 'error' ? `: ${item.error.message}` : ''}
      </span>
      {item.canCancel && (
        <button type="button" onClick={() => actions.cancel(id)}>
          Cancel {item.name}
        </button>
      )}
      {item.canRetry && (
        <button type="button" onClick={() => actions.retry(id)}>
          Retry {item.name}
        </button>
      )}
      <button type="button" onClick={() => actions.remove(id)}>
        Remove {item.name}
      </button>
    </li>
  );
}

/** Totals re-render at most once per animation frame, by bytes across the list. */
function Totals({ store }: { store: UploadStore }) {
  const { progress, counts } = useUploadTotals(store);
  const total = Object.values(counts).reduce((sum, count) => sum + count, 0) - counts.canceled;
  return (
    <p>
      <progress value={progress} max={1} aria-label="All files" /> {counts.done} of {total} uploaded
    </p>
  );
}

/** An uploader of the app's own markup on `useUpload` alone: no component, no stylesheet. */
export function HeadlessUpload() {
  const upload = useUpload({ maxSize: 50 * 1024 * 1024 });
  return (
    <section aria-label="Uploads" aria-busy={upload.isUploading} style={{ display: 'grid', gap: '0.5rem', maxWidth: '36rem', color: 'var(--sk-color-fg)' }}>
      <label>
        Choose files{' '}
        <input
          type="file"
          multiple
          onChange={(event) => {
            void upload.add(event.currentTarget.files ?? []);
            // The engine holds the files now; the same file may be chosen again after a removal.
            event.currentTarget.value = '';
          }}
        />
      </label>
      {upload.isOffline && <p role="status">Offline: uploads resume when the connection is back.</p>}
      <ul aria-label="Files" style={{ display: 'grid', gap: '0.25rem', padding: 0, listStyle: 'none' }}>
        {upload.itemIds.map((id) => (
          <Row key={id} store={upload.store} id={id} actions={upload} />
        ))}
      </ul>
      <Totals store={upload.store} />
      {upload.rejections.length > 0 && (
        <ul aria-label="Not added">
          {upload.rejections.map((rejection, index) => (
            <li key={index}>
              {rejection.file.name} was not added: {REASONS[rejection.code] ?? rejection.message ?? rejection.code}.
            </li>
          ))}
        </ul>
      )}
      <button type="button" onClick={upload.clear} disabled={!upload.itemIds.length}>
        Clear the list
      </button>
    </section>
  );
}
